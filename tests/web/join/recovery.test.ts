import { afterEach, describe, expect, it, vi } from 'vitest';
import { recoverSubscription, SESSION_MISSING, STATUS_DELAY_MS } from '../../../web/src/features/subscription/recovery';
import { clearMemberSession, resetMemberSessionForTests, saveMemberSession } from '../../../web/src/lib/member-session';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const inactive = json.bind(null, 200, { success: true, data: { hasActiveSubscription: false, subscription: null } });
const active = () => json(200, { success: true, data: { hasActiveSubscription: true, subscription: { subscription_status: 'active', statusLabel: 'Active' } } });

/** The data of every request, in order. */
let sent: { action: string; data: Record<string, unknown> }[] = [];

function api(answer: (action: string, n: number) => Response) {
  const actions: string[] = [];
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_u: string, init: RequestInit) => {
      const { action, data } = JSON.parse(init.body as string);
      actions.push(action);
      sent.push({ action, data });
      return answer(action, actions.filter((a) => a === action).length);
    }),
  );
  return actions;
}

afterEach(() => vi.unstubAllGlobals());

describe('subscription recovery chain', () => {
  it('status check with 2 retries (2 s × attempt), then webhook check, sync, then the fallback', async () => {
    const actions = api((a) => (a === 'create_fallback_subscription' ? active() : a === 'verify_webhook_processing' ? json(200, { success: true, data: { webhook_processed: false, events: [] } }) : inactive()));
    const sleeps: number[] = [];
    const r = await recoverSubscription('a@example.com', 'cs_1', { sleep: async (ms) => void sleeps.push(ms) });
    expect(r.hasActiveSubscription).toBe(true);
    expect(actions).toEqual(['get_subscription_status', 'get_subscription_status', 'get_subscription_status', 'verify_webhook_processing', 'sync_from_stripe', 'create_fallback_subscription']);
    expect(sleeps).toEqual([STATUS_DELAY_MS, STATUS_DELAY_MS * 2]);
    // The status and the sync carry the paid Checkout as proof of the email.
    for (const r of sent.filter((x) => x.action === 'get_subscription_status' || x.action === 'sync_from_stripe')) expect(r.data).toEqual({ email: 'a@example.com', sessionId: 'cs_1' });
  });

  it('stops as soon as the status is active', async () => {
    const actions = api((a, n) => (n === 2 ? active() : inactive()));
    await recoverSubscription('a@example.com', 'cs_1', { sleep: async () => {} });
    expect(actions).toEqual(['get_subscription_status', 'get_subscription_status']);
  });

  it('without a session id there is no fallback: the session-missing message', async () => {
    const actions = api(() => inactive());
    await expect(recoverSubscription('a@example.com', null, { sleep: async () => {} })).rejects.toThrow(SESSION_MISSING);
    expect(actions).not.toContain('create_fallback_subscription');
    // Nothing proves the email either: the subscription is not asked about.
    expect(actions).toEqual([]);
  });

  it('without a session id, the member session of that very email is the proof', async () => {
    saveMemberSession({ token: 'session-1', email: 'a@example.com', expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
    api(() => active());
    await recoverSubscription('a@example.com', null, { sleep: async () => {} });
    const init = vi.mocked(fetch).mock.calls[0][1] as RequestInit;
    expect(sent[0]).toEqual({ action: 'get_subscription_status', data: { email: 'a@example.com' } });
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer session-1');
    clearMemberSession();
    resetMemberSessionForTests();
  });
});
