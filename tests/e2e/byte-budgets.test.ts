/**
 * Byte budgets of the built site (bytes, not timings, so they are tests): the first-load JS of `/`
 * and of `/ja/` (every script and modulepreload the page asks for, gzipped) is at most
 * FIRST_LOAD_RATIO_BUDGET × the same for a bare React + react-dom + react-router-dom app built in
 * this run with the same versions. The function bundles' budget is checked on the CDK assembly
 * (tests/infra/stacks.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { FIRST_LOAD_RATIO_BUDGET, run } from '../../bench/first-load';

describe('first-load JS budget', () => {
  it(`/ and /ja/ each ship at most ${FIRST_LOAD_RATIO_BUDGET}× the bare app's first-load JS`, async () => {
    const r = await run();
    expect(r.baselineBytes).toBeGreaterThan(50_000);
    const report = `/ ${r.siteBytes} B, /ja/ ${r.jaBytes} B, bare app ${r.baselineBytes} B`;
    expect(r.ratio, report).toBeLessThanOrEqual(FIRST_LOAD_RATIO_BUDGET);
    expect(r.jaRatio, report).toBeLessThanOrEqual(FIRST_LOAD_RATIO_BUDGET);
  });
});
