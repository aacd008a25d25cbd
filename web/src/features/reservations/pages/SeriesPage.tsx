/**
 * /series/:token (the link in the series email and in each "still coming?" check): the series'
 * status and upcoming places, and cancelling the whole series, which releases every upcoming place
 * at once (the server keeps a place that could only be cancelled late, and says so).
 */
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Link } from '../../../components/LocalLink';
import { t } from '../i18n';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Section } from '../../../components/ui/Section';
import { cancelSeries, getSeries, invalidLink, type SeriesView } from '../api/reservation';
import '../../../lib/join/join.css';
import './cancel-reservation.css';

type Phase = 'loading' | 'ready' | 'cancelling' | 'cancelled' | 'error';

const clean = (raw: string) => raw.replace(/[\s<>"']/g, '');

export default function SeriesPage() {
  const token = clean(useParams().token ?? '');
  const [phase, setPhase] = useState<Phase>('loading');
  const [view, setView] = useState<SeriesView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<{ cancelled: number; kept: string[] } | null>(null);

  useEffect(() => {
    if (!token) {
      setError(invalidLink());
      setPhase('error');
      return;
    }
    let live = true;
    getSeries(token)
      .then((v) => {
        if (!live) return;
        setView(v);
        setPhase(v.status === 'cancelled' ? 'cancelled' : 'ready');
      })
      .catch((e: Error) => {
        if (!live) return;
        setError(e.message);
        setPhase('error');
      });
    return () => {
      live = false;
    };
  }, [token]);

  async function cancelAll() {
    setPhase('cancelling');
    setError(null);
    try {
      const r = await cancelSeries(token);
      setView(r);
      setResult({ cancelled: r.cancelled, kept: r.kept });
      setPhase('cancelled');
    } catch (e) {
      setError((e as Error).message);
      setPhase('ready');
    }
  }

  return (
    <>
      <PageHeader eyebrow={t('manage.eyebrow')} title={t('manage.title')} />
      <Section>
        <div className="cancel-reservation">
          {phase === 'loading' && <p aria-live="polite">{t('manage.loading')}</p>}
          {view && (
            <dl className="cancel-reservation__details">
              <dt>{t('manage.event')}</dt>
              <dd>{view.eventTitle}</dd>
              <dt>{t('manage.status')}</dt>
              <dd data-testid="series-status">{t(`manage.status.${view.status}`)}</dd>
              <dt>{t('manage.dates')}</dt>
              <dd>
                {view.dates.length ? (
                  <ul>
                    {view.dates.map((d) => (
                      <li key={d.occurrence}>
                        {d.dateText}: {d.status === 'waitlisted' && d.waitlistPosition != null ? t('manage.position', { position: d.waitlistPosition }) : t(`status.${d.status}`)}
                      </li>
                    ))}
                  </ul>
                ) : (
                  t('manage.none')
                )}
              </dd>
            </dl>
          )}
          {(phase === 'ready' || phase === 'cancelling') && view && (
            <>
              <p>{t('manage.explain')}</p>
              <div className="cancel-reservation__actions">
                <button type="button" className="join-button join-button--danger" onClick={cancelAll} disabled={phase === 'cancelling'}>
                  {phase === 'cancelling' ? t('manage.cancelling') : t('manage.cancel')}
                </button>
              </div>
            </>
          )}
          {phase === 'cancelled' && result && (
            <div className="join-message join-message--success" role="status">
              <p>{t('manage.cancelled', { count: result.cancelled })}</p>
              {result.kept.length > 0 && <p>{t('manage.kept')}</p>}
              <p>
                <Link to="/events">{t('cancel.browse')}</Link>
              </p>
            </div>
          )}
          {error && (
            <div className="join-message join-message--error" role="alert">
              <p>{error}</p>
            </div>
          )}
        </div>
      </Section>
    </>
  );
}
