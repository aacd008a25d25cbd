/** The local stack's webhook and signing secrets: random per data folder, made on its first start and kept there. */
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as localPortsModule from '../../../infra/local/ports';
import { dataPaths, localSecrets } from '../../../infra/local/ports';

describe('local secrets', () => {
  const dirs = [mkdtempSync(join(tmpdir(), 'fika-secrets-a-')), mkdtempSync(join(tmpdir(), 'fika-secrets-b-'))];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('are generated on the first start, kept in the data folder (owner-only) and read back on the next', () => {
    const file = dataPaths(dirs[0]).secrets;
    const first = localSecrets(file);
    expect(first.stripeWebhookSecret).toMatch(/^whsec_[\w-]{32}$/);
    expect(first.signingSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(localSecrets(file)).toEqual(first);
  });

  it('differ between data folders and between runs without one; none is a constant in source', () => {
    const a = localSecrets(dataPaths(dirs[0]).secrets);
    const b = localSecrets(dataPaths(dirs[1]).secrets);
    expect(b.signingSecret).not.toBe(a.signingSecret);
    expect(b.stripeWebhookSecret).not.toBe(a.stripeWebhookSecret);
    expect(localSecrets().signingSecret).not.toBe(localSecrets().signingSecret);
    expect(Object.keys(localPortsModule).filter((k) => /SECRET/.test(k))).toEqual([]);
  });
});
