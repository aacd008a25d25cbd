/**
 * `/admin/curated-fika`, the Curated Fika admin dashboard: Overview, Applications, Sessions, Feedback,
 * AI Matching and Analytics. Inside the admin layout, so only a signed-in admin reaches it; every
 * call is checked again on the server.
 */
import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useAdmin } from '../../../lib/admin-session';
import { Seo } from '../../../lib/seo';
import { OverviewTab } from './OverviewTab';
import { ApplicationsTab } from './ApplicationsTab';
import { SessionsTab } from './SessionsTab';
import { FeedbackTab } from './FeedbackTab';
import { MatchingTab } from './MatchingTab';
import { AnalyticsTab } from './AnalyticsTab';
import type { Notify } from './tab-props';
import '../curated.css';

const TABS = [
  { key: 'overview', label: 'Overview', Panel: OverviewTab },
  { key: 'applications', label: 'Applications', Panel: ApplicationsTab },
  { key: 'sessions', label: 'Sessions', Panel: SessionsTab },
  { key: 'feedback', label: 'Feedback', Panel: FeedbackTab },
  { key: 'matching', label: 'AI Matching', Panel: MatchingTab },
  { key: 'analytics', label: 'Analytics', Panel: AnalyticsTab },
] as const;

export default function CuratedAdminPage() {
  const admin = useAdmin();
  const id = useId();
  const [tab, setTab] = useState(0);
  const [notice, setNotice] = useState<{ kind: 'error' | 'info' | 'success'; text: string } | null>(null);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const notify = useCallback<Notify>((kind, text) => setNotice({ kind, text }), []);

  function onKey(e: KeyboardEvent) {
    const delta = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    const next = (tab + delta + TABS.length) % TABS.length;
    setTab(next);
    tabs.current[next]?.focus();
  }

  const { Panel } = TABS[tab];
  return (
    <div className="container cf-admin">
      <Seo title="Curated Fika admin" noindex />
      <h1>Curated Fika</h1>
      <p className="muted">Applications, compatibility-score matching (beta), sessions, venues and feedback.</p>
      <div role="tablist" aria-label="Curated Fika admin" className="cf-tabs" onKeyDown={onKey}>
        {TABS.map((t, i) => (
          <button
            key={t.key}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${t.key}`}
            aria-selected={i === tab}
            aria-controls={`${id}-panel`}
            tabIndex={i === tab ? 0 : -1}
            onClick={() => {
              setTab(i);
              setNotice(null);
            }}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div aria-live="polite">
        {notice && (
          <div className={`notice notice--${notice.kind === 'error' ? 'error' : notice.kind === 'success' ? 'success' : 'warning'} cf-notice`} role={notice.kind === 'error' ? 'alert' : 'status'}>
            <span>{notice.text}</span>
            <button type="button" className="cf-linkbutton" onClick={() => setNotice(null)}>
              Dismiss
            </button>
          </div>
        )}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${TABS[tab].key}`} className="cf-tabpanel">
        <Panel token={admin.token} notify={notify} />
      </div>
    </div>
  );
}
