import { describe, it, expect } from 'vitest';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { copiedModules, externalModules } from '../../../infra/bundling';
import { nativeRuntimePackages } from '../../../infra/constructs/function-with-defaults';
import { routes } from '../../../functions/routes';
import { consumerNames, groupNames, lambdas } from '../../../infra/lambdas';

describe('bundling', () => {
  const fns = lambdas;
  it('lists one Lambda per group, per consumer, the jobs and the authorizer', () => {
    expect(fns.filter((f) => f.role === 'group').map((f) => f.name).sort()).toEqual([...groupNames].sort());
    expect(fns.filter((f) => f.role === 'consumer').map((f) => f.name).sort()).toEqual([...consumerNames].sort());
    expect(fns.filter((f) => f.role === 'job')).toHaveLength(1);
    expect(fns.filter((f) => f.role === 'authorizer')).toHaveLength(1);
    expect(new Set(routes.map((r) => r.group)).size).toBe(groupNames.length);
  });
  it('keeps the AWS SDK and stripe out of every bundle and copies stripe only where Stripe is called', () => {
    for (const f of fns) {
      expect(externalModules(f)).toEqual(expect.arrayContaining(['@aws-sdk/*', 'stripe']));
      expect(copiedModules(f).includes('stripe'), f.name).toBe(['billing', 'reservations', 'stripe-webhook', 'admin-billing', 'billing-activation', 'curated', 'curated-admin', 'member', 'admin-events'].includes(f.name));
    }
    expect(copiedModules(fns.find((f) => f.name === 'images')!)).toEqual(['sharp']);
  });
  it('leaves the lazy modules out of the bundle and copies them, with their dependencies, into the asset', () => {
    const passport = fns.find((f) => f.name === 'passport')!;
    expect(externalModules(passport)).toContain('qrcode');
    expect(copiedModules(passport)).toContain('qrcode');
    // The passport group draws /checkin's codes, the email consumer the code in a confirmation.
    for (const f of fns) expect(copiedModules(f).includes('qrcode'), f.name).toBe(['passport', 'email'].includes(f.name));
    const pkgs = nativeRuntimePackages(copiedModules(passport));
    expect(pkgs).toEqual(expect.arrayContaining(['qrcode', 'pngjs', 'dijkstrajs']));
    for (const p of pkgs) expect(existsSync(resolve(import.meta.dirname, '../../../node_modules', p, 'package.json')), p).toBe(true);
  });
});
