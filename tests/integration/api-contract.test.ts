/**
 * The HTTP API contract (api/catalogue.ts): every action of every `{action, data}` endpoint has a
 * handler and every handler an entry; every action's sample, sent through the local gateway,
 * answers with the action's success status and a `data` its output schema accepts. A renamed
 * action, a dropped handler or an answer that drifts from its schema fails here.
 */
import { describe, it, expect, beforeAll, afterEach } from 'vitest';
import { resolve } from 'node:path';
import { catalogue } from '../../api/catalogue';
import { endpoints, type EndpointName } from '../../api/endpoints';
import type { ActionContract, ActionMapContract, SampleFixture, SampleRequest } from '../../api/contract';
import { groupLambdas, type GroupName } from '../../infra/lambdas';
import { fixedClock } from '../../functions/lib/adapters/system';
import { ports } from '../../functions/lib/runtime';
import { rsvpToken } from '../../functions/reservations/rsvp-token';
import { touchToken } from '../../functions/stay-in-touch/touch';
import { localUploadStore } from '../../functions/lib/uploads';
import { eventAccessRule, eventBySlug, events, occurrenceKey } from '../../content/events/index';
import { setupIntegration, ROOT, type Harness } from '../support/integration';
import { freshIp, memberToken, passportSession, seedSignup } from './member-helpers';
import { NOW } from './reservations-helpers';
import { payAndDeliver } from './billing-helpers';

const names = Object.keys(endpoints) as EndpointName[];
const actionEndpoints = names.filter((n) => endpoints[n].kind === 'actions');
const jsonEndpoints = names.filter((n) => endpoints[n].kind === 'json');
const contractOf = (n: EndpointName) => (catalogue as Partial<Record<EndpointName, ActionMapContract | ActionContract>>)[n];

let counter = 0;

function fixture(h: Harness, clock: ReturnType<typeof fixedClock>): SampleFixture {
  let admin: Promise<Record<string, string>> | undefined;
  const adminHeaders = () => (admin ??= h.adminHeaders());
  const send = async (name: string, body: unknown, token?: string) => {
    const def = endpoints[name as EndpointName];
    if (!def) throw new Error(`no endpoint ${name}`);
    const headers = { ...(def.auth === 'admin' ? await adminHeaders() : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) };
    const r = await h.call(def.path, body, { headers, ip: freshIp() });
    if (r.status >= 300) throw new Error(`${name} answered ${r.status}: ${JSON.stringify(r.body)}`);
    await h.bus.drain();
    return r.body;
  };
  return {
    email: (tag = 'member') => `contract-${tag}-${++counter}@example.com`,
    async memberToken(email) {
      await seedSignup(h, email);
      return memberToken(h, email);
    },
    passportToken: (email) => passportSession(h, email),
    async subscribe(email) {
      const c = await send('subscription', { action: 'create_checkout_session', data: { email, planCode: 'monthly' } });
      await payAndDeliver(h, (c.data as { session_id: string }).session_id);
    },
    adminToken: async () => (await adminHeaders()).authorization.replace(/^Bearer /, ''),
    lastLink(email, path) {
      const mail = [...h.mail.to(email)].reverse().find((m) => [...m.text.matchAll(/https?:\/\/\S+/g)].some((l) => path.test(l[0])));
      const link = [...(mail?.text ?? '').matchAll(/https?:\/\/\S+/g)].map((m) => m[0]).find((l) => path.test(l));
      if (!link) throw new Error(`no link matching ${path} mailed to ${email}`);
      return new URL(link);
    },
    lastMail(email, subject) {
      const mail = h.mail.to(email).filter((m) => subject.test(m.subject)).at(-1);
      if (!mail) throw new Error(`no mail matching ${subject} sent to ${email}`);
      return mail.text;
    },
    call: (name, action, data, o = {}) => send(name, { ...o.extra, action, data }, o.token),
    post: (name, body) => send(name, body),
    async payCheckout(checkoutSessionId) {
      await payAndDeliver(h, checkoutSessionId);
    },
    event(slug) {
      const event = slug ? eventBySlug(slug) : events.find((e) => eventAccessRule(e).kind === 'free' && eventAccessRule(e).bookable && !eventAccessRule(e).exclusiveType && occurrenceKey(e, clock.now()));
      if (!event) throw new Error(`no bookable event ${slug ?? '(free)'}`);
      const occurrence = occurrenceKey(event, clock.now());
      if (!occurrence) throw new Error(`no occurrence for ${event.slug}`);
      return { slug: event.slug, occurrence };
    },
    now: () => clock.now(),
    travelTo: (instant) => clock.set(instant),
    async rsvpToken(link) {
      return rsvpToken((await ports()).secrets.signingSecret, link);
    },
    async touchToken(link) {
      return touchToken((await ports()).secrets.signingSecret, link);
    },
    async putUpload(key, bytes) {
      const p = await ports();
      if (p.config.ports !== 'local' || !p.config.uploadsDir) throw new Error('the upload sample runs on the local stack only');
      await localUploadStore({ dir: p.config.uploadsDir, siteUrl: p.config.siteUrl, signingSecret: p.secrets.signingSecret, clock: p.clock }).writeIncoming(key, Buffer.from(bytes));
    },
  };
}

async function sampleOf<C extends ActionContract>(c: C, fx: SampleFixture): Promise<SampleRequest<unknown>> {
  return typeof c.sample === 'function' ? c.sample(fx) : c.sample;
}

describe('the API catalogue and the handlers', () => {
  it.each(actionEndpoints)('%s: the catalogue lists its actions and the handler serves exactly them', async (name) => {
    const contract = contractOf(name) as ActionMapContract | undefined;
    expect(contract, `api/catalogue.ts has an entry for ${name}`).toBeDefined();
    const mod = (await import(resolve(ROOT, groupLambdas[endpoints[name].group as GroupName].entry))) as { handler: { actions?: readonly string[] } };
    expect(mod.handler.actions, `${endpoints[name].group}'s handler is built with serve()`).toBeDefined();
    expect([...mod.handler.actions!].sort()).toEqual(Object.keys(contract!).sort());
  });

  it.each(jsonEndpoints)('%s: a plain JSON endpoint has its contract', (name) => {
    const c = contractOf(name) as ActionContract | undefined;
    expect(c?.input, `api/catalogue.ts has an entry for ${name}`).toBeDefined();
    expect(c?.output).toBeDefined();
  });
});

describe('every sample through the local gateway', () => {
  let h: Harness;
  let fx: SampleFixture;
  const clock = fixedClock(NOW);
  beforeAll(async () => {
    h = await setupIntegration({ clock });
    fx = fixture(h, clock);
  });
  afterEach(() => clock.set(NOW));

  const cases: [string, EndpointName, string | null][] = [];
  for (const name of [...actionEndpoints, ...jsonEndpoints]) {
    const c = contractOf(name);
    if (!c) continue;
    if (endpoints[name].kind === 'json') cases.push([`${name}`, name, null]);
    else for (const action of Object.keys(c)) cases.push([`${name}.${action}`, name, action]);
  }

  it.each(cases)('%s', async (_label, name, action) => {
    const def = endpoints[name];
    const c = (action ? (contractOf(name) as ActionMapContract)[action] : contractOf(name)) as ActionContract;
    expect(c.summary.length).toBeGreaterThan(0);
    const s = await sampleOf(c, fx);
    // The sample itself is valid input.
    const parsed = c.input.safeParse(s.data);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    const body = action ? { ...s.extra, action, data: s.data } : s.data;
    const headers = { ...(def.auth === 'admin' ? await h.adminHeaders() : {}), ...(s.token ? { authorization: `Bearer ${s.token}` } : {}) };
    const r = await h.call(def.path, body, { headers, ip: freshIp() });
    expect(r.status, JSON.stringify(r.body)).toBe(c.status ?? 200);
    expect(r.body.success).toBe(true);
    const out = c.output.safeParse(r.body.data);
    expect(out.success, `${JSON.stringify(out.error?.issues?.slice(0, 3))}\n${JSON.stringify(r.body.data).slice(0, 600)}`).toBe(true);
    if (c.extra) {
      const { success: _s, data: _d, ...extra } = r.body as Record<string, unknown>;
      const e = c.extra.safeParse(extra);
      expect(e.success, JSON.stringify(e.error?.issues)).toBe(true);
    }
    await h.bus.drain();
  });
});
