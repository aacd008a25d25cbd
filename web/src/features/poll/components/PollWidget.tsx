/**
 * The live community poll on the home page (loaded only while the poll is active). States: loading, live, error.
 * One anonymous vote per browser fingerprint: a new option adds, the same option again removes,
 * another option changes. The server recomputes the counts from the stored votes and returns the
 * reloaded poll after every vote. While a vote is in flight further clicks are ignored.
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { track } from '../../../lib/analytics';
import { getActivePoll, getMyVote, vote, type Poll } from '../api/poll';
import { getFingerprint } from '../fingerprint';
import { fallbackPoll, formatClosingDate, localizePoll } from '../poll-content';
import { t } from '../i18n';
import './PollWidget.css';

// Read when the module loads: a page's language is fixed for the document.
export const POLL_MESSAGES = {
  loadFailed: t('error.loadFailed'),
  connection: t('error.connection'),
  offline: t('error.offline'),
  voteFailed: t('error.voteFailed'),
  network: t('error.network'),
  noPoll: t('error.noPoll'),
} as const;

type State = { status: 'loading' } | { status: 'live'; poll: Poll } | { status: 'error'; message: string };

export function PollWidget() {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [myVote, setMyVote] = useState<string | null>(null);
  const [voting, setVoting] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const inFlight = useRef(false);
  const identifier = useRef<string | null>(null);
  const headingId = useId();

  const load = useCallback(async () => {
    let poll: Poll | null;
    try {
      const r = await getActivePoll();
      if (!r.success) {
        setState({ status: 'error', message: POLL_MESSAGES.loadFailed });
        return;
      }
      poll = r.data?.poll ?? null;
    } catch {
      setState({ status: 'error', message: POLL_MESSAGES.connection });
      return;
    }
    if (!poll) {
      setState({ status: 'error', message: POLL_MESSAGES.noPoll });
      return;
    }
    setState({ status: 'live', poll });
    try {
      identifier.current ??= await getFingerprint();
      const mine = await getMyVote(poll.id, identifier.current);
      // A failed or empty lookup means "no vote".
      setMyVote(mine.success ? (mine.data?.vote?.option_id ?? null) : null);
    } catch {
      setMyVote(null);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  async function onVote(optionId: string) {
    if (state.status !== 'live' || inFlight.current) return;
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      setMessage(POLL_MESSAGES.offline);
      return;
    }
    inFlight.current = true;
    setVoting(optionId);
    setMessage(null);
    try {
      identifier.current ??= await getFingerprint();
      const r = await vote(state.poll.id, optionId, identifier.current);
      if (r.success && r.data) {
        setState({ status: 'live', poll: r.data.poll });
        setMyVote(r.data.vote?.option_id ?? null);
        track('poll_vote', { poll_id: state.poll.id, option_id: optionId, result: r.data.result });
      } else {
        setMessage(r.error || POLL_MESSAGES.voteFailed);
      }
    } catch {
      setMessage(POLL_MESSAGES.network);
    } finally {
      inFlight.current = false;
      setVoting(null);
    }
  }

  if (state.status !== 'live') {
    const loading = state.status === 'loading';
    const fallback = fallbackPoll();
    return (
      <section className="poll" aria-labelledby={headingId} aria-busy={loading}>
        <PollHeading id={headingId} title={fallback.title} description={fallback.description} closesAt={fallback.closes_at} closed={false} />
        <ul className="poll__options poll__options--static">
          {fallback.options.map((o) => (
            <li key={o.id} className="poll__option poll__option--static">
              <span className="poll__emoji" aria-hidden="true">
                {o.emoji}
              </span>
              <span className="poll__text">
                <span className="poll__label">{o.option_text}</span>
                <span className="poll__description">{o.description}</span>
              </span>
            </li>
          ))}
        </ul>
        {loading ? (
          <p className="poll__status" role="status">
            {t('widget.loading')}
          </p>
        ) : (
          <div className="poll__error" role="alert">
            <p>{state.message}</p>
            <Button variant="secondary" size="sm" onClick={() => window.location.reload()}>
              {t('widget.retry')}
            </Button>
          </div>
        )}
      </section>
    );
  }

  const poll = localizePoll(state.poll);
  const closed = poll.is_closed || !poll.is_active;
  return (
    <section className="poll" aria-labelledby={headingId} aria-busy={voting !== null}>
      <PollHeading id={headingId} title={poll.title} description={poll.description} closesAt={poll.closes_at} closed={closed} />
      <ul className="poll__options">
        {poll.options.map((o) => {
          const selected = myVote === o.id;
          return (
            <li key={o.id}>
              <button
                type="button"
                className={['poll__option', selected && 'poll__option--selected', voting === o.id && 'poll__option--pending'].filter(Boolean).join(' ')}
                aria-pressed={selected}
                aria-disabled={closed || voting !== null}
                disabled={closed}
                onClick={() => void onVote(o.id)}
              >
                <span className="poll__emoji" aria-hidden="true">
                  {o.emoji}
                </span>
                <span className="poll__text">
                  <span className="poll__label">
                    {o.option_text}
                    {selected && <span className="poll__yours">{t('widget.yourVote')}</span>}
                  </span>
                  <span className="poll__description">{o.description}</span>
                  <span className="poll__bar" aria-hidden="true">
                    <span className="poll__fill" style={{ width: `${o.percentage}%` }} />
                  </span>
                </span>
                <span className="poll__figures">
                  <span className="poll__percent">{o.percentage.toFixed(1)}%</span>
                  <span className="poll__count">{t('widget.votes', { count: o.vote_count })}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <p className="poll__total">
        {t('widget.total', { count: poll.total_votes })}
        {!closed && t('widget.changeHint')}
      </p>
      <p className="poll__status" role="status" aria-live="polite">
        {message ?? ''}
      </p>
    </section>
  );
}

function PollHeading({ id, title, description, closesAt, closed }: { id: string; title: string; description: string; closesAt: string; closed: boolean }) {
  return (
    <>
      <span className="poll__eyebrow">{t('widget.eyebrow')}</span>
      <h3 id={id} className="poll__title">
        {title}
      </h3>
      <p className="poll__lede">{description}</p>
      <p className="poll__closes">
        {closed ? t('widget.closed') : t('widget.closes')} <time dateTime={closesAt}>{formatClosingDate(closesAt)}</time>
      </p>
    </>
  );
}
