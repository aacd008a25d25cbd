import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PollWidget } from '../../../web/src/features/poll/components/PollWidget';
import { FINGERPRINT_KEY, resetFingerprintCache } from '../../../web/src/features/poll/fingerprint';
import { clearRecordedEvents, recordedEvents } from '../analytics-queue';
import { saveCookiePreferences } from '../../../web/src/lib/browser-storage';
import { communityPoll } from '../../../content/site/poll';

const FP = 'a'.repeat(64);
const options = [...communityPoll.options].sort((a, b) => a.display_order - b.display_order);

function pollData(counts: number[]) {
  const total = counts.reduce((a, b) => a + b, 0);
  return {
    id: communityPoll.id,
    title: communityPoll.title,
    description: communityPoll.description,
    is_active: true,
    closes_at: communityPoll.closes_at,
    is_closed: false,
    total_votes: total,
    options: options.map((o, i) => ({
      ...o,
      poll_id: communityPoll.id,
      vote_count: counts[i] ?? 0,
      percentage: total ? Math.round(((counts[i] ?? 0) / total) * 1000) / 10 : 0,
    })),
  };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Handler = (action: string, data: Record<string, unknown>) => Response | Promise<Response>;
let fetchMock: ReturnType<typeof vi.fn>;
const calls = (action: string) => fetchMock.mock.calls.filter(([, init]) => JSON.parse((init as RequestInit).body as string).action === action);

function serve(handler: Handler) {
  fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
    const { action, data } = JSON.parse(init.body as string);
    return handler(action, data);
  });
  vi.stubGlobal('fetch', fetchMock);
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(FINGERPRINT_KEY, FP);
  resetFingerprintCache();
  clearRecordedEvents();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const optionButton = (text: string) => screen.getByRole('button', { name: new RegExp(text) });

describe('PollWidget', () => {
  it('shows the poll from content while loading, then the live counts with one decimal and the closing date', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    serve(async (action) => {
      if (action === 'get_active_poll') {
        await gate;
        return json(200, { success: true, data: { poll: pollData([2, 1, 0, 0, 0]) } });
      }
      return json(200, { success: true, data: { vote: null } });
    });
    render(<PollWidget />);
    expect(screen.getByRole('heading', { name: communityPoll.title })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading live results');
    act(() => release());
    expect(await screen.findByText('66.7%')).toBeInTheDocument();
    expect(screen.getByText('33.3%')).toBeInTheDocument();
    expect(screen.getByText(/Closes/)).toHaveTextContent('Closes Jan 31, 2027');
    expect(screen.getByText(/3 votes so far/)).toBeInTheDocument();
    // the visitor's own vote is looked up with the stored fingerprint
    await waitFor(() => expect(calls('get_my_vote')).toHaveLength(1));
    expect(JSON.parse(calls('get_my_vote')[0][1].body).data).toEqual({ poll_id: communityPoll.id, identifier: FP });
  });

  it('marks the option the visitor already voted for', async () => {
    serve((action) =>
      action === 'get_active_poll'
        ? json(200, { success: true, data: { poll: pollData([1, 0, 0, 0, 0]) } })
        : json(200, { success: true, data: { vote: { option_id: options[0].id, voted_at: '2026-11-20T00:00:00Z' } } }),
    );
    render(<PollWidget />);
    await waitFor(() => expect(optionButton(options[0].option_text)).toHaveAttribute('aria-pressed', 'true'));
    expect(optionButton(options[1].option_text)).toHaveAttribute('aria-pressed', 'false');
  });

  it('says "Failed to load poll data" with fallback options and a Retry button that reloads the page', async () => {
    serve(() => json(400, { success: false, error: 'Something' }));
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    render(<PollWidget />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load poll data');
    for (const o of options) expect(screen.getByText(o.option_text)).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalled();
  });

  it('says "No poll data available" when no poll is active', async () => {
    serve(() => json(200, { success: true, data: { poll: null } }));
    render(<PollWidget />);
    expect(await screen.findByRole('alert')).toHaveTextContent('No poll data available');
  });

  it('says "Connection error" when the server cannot be reached', async () => {
    fetchMock = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', fetchMock);
    render(<PollWidget />);
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent('Connection error');
  }, 10_000);

  it('votes, shows the recomputed poll, tracks poll_vote and ignores clicks while the vote is in flight', async () => {
    saveCookiePreferences({ analytics: true, functional: false });
    let finishVote!: () => void;
    const voteGate = new Promise<void>((r) => (finishVote = r));
    serve(async (action) => {
      if (action === 'get_active_poll') return json(200, { success: true, data: { poll: pollData([0, 0, 0, 0, 0]) } });
      if (action === 'get_my_vote') return json(200, { success: true, data: { vote: null } });
      await voteGate;
      return json(200, { success: true, data: { result: 'added', vote: { option_id: options[1].id, voted_at: 'now' }, poll: pollData([0, 1, 0, 0, 0]) } });
    });
    const user = userEvent.setup();
    render(<PollWidget />);
    await screen.findByText(/0 votes so far/);
    await user.click(optionButton(options[1].option_text));
    await user.click(optionButton(options[1].option_text));
    await user.click(optionButton(options[2].option_text));
    expect(calls('vote')).toHaveLength(1);
    expect(JSON.parse(calls('vote')[0][1].body).data).toEqual({ poll_id: communityPoll.id, option_id: options[1].id, identifier: FP });
    await act(async () => finishVote());
    await waitFor(() => expect(optionButton(options[1].option_text)).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByText('100.0%')).toBeInTheDocument();
    expect(recordedEvents().map((e) => [e.name, e.props.option_id, e.props.result])).toEqual([['poll_vote', options[1].id, 'added']]);
    // once the vote is back, the next click goes through
    await user.click(optionButton(options[1].option_text));
    expect(calls('vote')).toHaveLength(2);
  });

  it('refuses to vote offline', async () => {
    serve((action) => (action === 'get_active_poll' ? json(200, { success: true, data: { poll: pollData([0, 0, 0, 0, 0]) } }) : json(200, { success: true, data: { vote: null } })));
    render(<PollWidget />);
    await screen.findByText(/0 votes so far/);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await userEvent.click(optionButton(options[0].option_text));
    expect(screen.getByRole('status')).toHaveTextContent('Cannot vote while offline');
    expect(calls('vote')).toHaveLength(0);
  });

  it('shows the backend message, "Vote failed" or "Network error" when a vote does not go through', async () => {
    let answer: () => Response | Promise<Response> = () => json(409, { success: false, error: 'This poll has closed. Thank you for taking part!' });
    serve((action) => {
      if (action === 'get_active_poll') return json(200, { success: true, data: { poll: pollData([0, 0, 0, 0, 0]) } });
      if (action === 'get_my_vote') return json(200, { success: true, data: { vote: null } });
      return answer();
    });
    const user = userEvent.setup();
    render(<PollWidget />);
    await screen.findByText(/0 votes so far/);
    await user.click(optionButton(options[0].option_text));
    expect(await screen.findByText('This poll has closed. Thank you for taking part!')).toBeInTheDocument();
    answer = () => json(400, { success: false });
    await user.click(optionButton(options[0].option_text));
    expect(await screen.findByText('Vote failed')).toBeInTheDocument();
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await user.click(optionButton(options[0].option_text));
    expect(await screen.findByText('Network error')).toBeInTheDocument();
  });
});
