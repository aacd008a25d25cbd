import { describe, it, expect } from 'vitest';
import { allFunctions, copiedModules, externalModules } from '../../../infra/bundling';
import { groups, routes } from '../../../functions/routes';
import { consumers } from '../../../events/catalogue';

describe('bundling', () => {
  const fns = allFunctions();
  it('lists one Lambda per group, per consumer, the jobs and the authorizer', () => {
    expect(fns.filter((f) => f.role === 'group').map((f) => f.name).sort()).toEqual(Object.keys(groups).sort());
    expect(fns.filter((f) => f.role === 'consumer').map((f) => f.name).sort()).toEqual([...consumers].sort());
    expect(fns.filter((f) => f.role === 'job')).toHaveLength(1);
    expect(fns.filter((f) => f.role === 'authorizer')).toHaveLength(1);
    expect(new Set(routes.map((r) => r.group)).size).toBe(Object.keys(groups).length);
  });
  it('keeps the AWS SDK and stripe out of every bundle and copies stripe only where Stripe is called', () => {
    for (const f of fns) {
      expect(externalModules(f)).toEqual(expect.arrayContaining(['@aws-sdk/*', 'stripe']));
      expect(copiedModules(f).includes('stripe'), f.name).toBe(['billing', 'stripe-webhook', 'admin-billing', 'billing-activation'].includes(f.name));
    }
    expect(copiedModules(fns.find((f) => f.name === 'images')!)).toEqual(['sharp']);
  });
});
