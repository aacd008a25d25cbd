/**
 * The member's personal calendar feed on the dashboard: its private URL (get_calendar_feed on
 * /api/member-dashboard, made on first request), how to subscribe to it, and turning it off
 * (revoke_calendar_feed: the URL answers 404 from then on; getting the link again makes a new one).
 */
import { useId, useState } from 'react';
import { api } from '../../lib/api';
import { outcome } from '../../lib/outcome';
import { buttonClass } from '../../components/ui/Button';
import { t } from './i18n';

interface Feed {
  url: string;
  webcalUrl: string;
  googleUrl: string;
}

type State = 'none' | 'loading' | 'shown' | 'revoking' | 'revoked';

export function CalendarFeed({ token }: { token: string }) {
  const id = useId();
  const [feed, setFeed] = useState<Feed | null>(null);
  const [state, setState] = useState<State>('none');
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  async function load() {
    setState('loading');
    setError(null);
    const o = await outcome(() => api.member.get_calendar_feed({ token }), t('error'));
    if (o.ok) {
      setFeed(o.data);
      return setState('shown');
    }
    setError(o.error);
    setState('none');
  }

  async function revoke() {
    setState('revoking');
    setError(null);
    const o = await outcome(() => api.member.revoke_calendar_feed({ token }), t('error'));
    if (o.ok) {
      setFeed(null);
      setCopied(false);
      return setState('revoked');
    }
    setError(o.error);
    setState('shown');
  }


  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // Without clipboard access the link stays selectable in its field.
      setCopied(false);
    }
  }

  return (
    <section className="member-card calendar-feed" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('title')}</h2>
      <p>{t('intro')}</p>
      {feed ? (
        <>
          <label htmlFor={`${id}-url`}>{t('urlLabel')}</label>
          <div className="calendar-feed__row">
            <input id={`${id}-url`} type="url" readOnly value={feed.url} onFocus={(e) => e.currentTarget.select()} aria-describedby={`${id}-private`} />
            <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => void copy(feed.url)}>
              {t('copy')}
            </button>
            <span role="status" aria-live="polite">
              {copied ? t('copied') : ''}
            </span>
          </div>
          <p className="calendar-feed__links">
            <a href={feed.webcalUrl}>{t('subscribe')}</a>
            <a href={feed.googleUrl} target="_blank" rel="noopener noreferrer">
              {t('google')}
              <span className="visually-hidden">{t('newTab')}</span>
            </a>
          </p>
          <p id={`${id}-private`} className="hint">
            {t('private')}
          </p>
          <button type="button" className={buttonClass('ghost', 'sm')} disabled={state === 'revoking'} onClick={() => void revoke()}>
            {state === 'revoking' ? t('revoking') : t('revoke')}
          </button>
        </>
      ) : (
        <>
          {state === 'revoked' && <p role="status">{t('revoked')}</p>}
          <button type="button" className={buttonClass('primary', 'sm')} disabled={state === 'loading'} onClick={() => void load()}>
            {state === 'loading' ? t('loading') : t('get')}
          </button>
        </>
      )}
      {error && (
        <p role="alert" className="notice notice--error">
          {error}
        </p>
      )}
    </section>
  );
}
