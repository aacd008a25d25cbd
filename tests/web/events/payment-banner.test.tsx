import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { PaymentBanner } from '../../../web/src/features/events/components/PaymentBanner';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const SLUG = 'shimokitazawa-pizza-night';

/** The server's answers to verify_event_payment, in order (the last one repeats); records the requests. */
function server(...answers: Response[]) {
  const calls: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      calls.push(JSON.parse(init.body as string));
      return (answers.length > 1 ? answers.shift()! : answers[0]).clone();
    }),
  );
  return calls;
}
const payment = (state: string) => json(200, { success: true, data: { payment: state } });

afterEach(() => vi.unstubAllGlobals());

describe('PaymentBanner', () => {
  it('a forged ?payment=success shows nothing: the session is checked with the server for this event first', async () => {
    const calls = server(json(404, { success: false, error: 'We could not find this payment.' }));
    const { container } = render(<PaymentBanner payment="success" sessionId="cs_forged_123" eventSlug={SLUG} eventTitle="Pizza Night" />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ action: 'verify_event_payment', data: { sessionId: 'cs_forged_123', eventSlug: SLUG } });
    await new Promise((r) => setTimeout(r, 0));
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByText(/Payment received/)).toBeNull();
  });

  it('an unpaid session shows nothing either', async () => {
    const calls = server(payment('unpaid'));
    const { container } = render(<PaymentBanner payment="success" sessionId="cs_open_1" eventSlug={SLUG} eventTitle="Pizza Night" />);
    await waitFor(() => expect(calls).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 0));
    expect(container).toBeEmptyDOMElement();
  });

  it('says "confirming" while the payment is processed, and "Payment received" once the server confirms it', async () => {
    let release!: () => void;
    const calls = server(payment('processing'), payment('confirmed'));
    render(<PaymentBanner payment="success" sessionId="cs_paid_0123456789" eventSlug={SLUG} eventTitle="Pizza Night" wait={() => new Promise<void>((r) => (release = r))} />);
    expect(await screen.findByText('We are confirming your payment for Pizza Night.')).toBeInTheDocument();
    expect(screen.queryByText(/Payment received/)).toBeNull();
    release();
    expect(await screen.findByText("You're in! Payment received for Pizza Night.")).toBeInTheDocument();
    expect(screen.getByText('0123456789')).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });

  it('a refunded payment says so', async () => {
    server(payment('refunded'));
    render(<PaymentBanner payment="success" sessionId="cs_late_1" eventSlug={SLUG} eventTitle="Pizza Night" />);
    expect(await screen.findByText('Your payment for Pizza Night is being refunded in full.')).toBeInTheDocument();
    expect(screen.queryByText(/Payment received/)).toBeNull();
  });

  it('a cancelled Checkout needs no check', () => {
    const calls = server(payment('confirmed'));
    render(<PaymentBanner payment="cancelled" sessionId={null} eventSlug={SLUG} eventTitle="Pizza Night" />);
    expect(screen.getByText('Checkout cancelled.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
