/**
 * /series/confirm/:token (the link a series request from the event page emails): the owner of the
 * address confirms, and only then are places taken on every date. Opening the link takes nothing
 * (mail scanners open links too): the button does, once.
 */
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Link } from '../../../components/LocalLink';
import { t } from '../i18n';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Section } from '../../../components/ui/Section';
import { confirmSeries, type SeriesAnswer } from '../api/reservation';
import { seriesOutcomeText } from '../components/EventRegistration';
import '../../../lib/join/join.css';
import './cancel-reservation.css';

type Phase = 'ready' | 'confirming' | 'done';

const clean = (raw: string) => raw.replace(/[\s<>"']/g, '');

export default function SeriesConfirmPage() {
  const token = clean(useParams().token ?? '');
  const [phase, setPhase] = useState<Phase>('ready');
  const [answer, setAnswer] = useState<SeriesAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setPhase('confirming');
    setError(null);
    try {
      setAnswer(await confirmSeries(token));
      setPhase('done');
    } catch (e) {
      setError((e as Error).message);
      setPhase('ready');
    }
  }

  return (
    <>
      <PageHeader eyebrow={t('manage.eyebrow')} title={t('confirm.title')} />
      <Section>
        <div className="cancel-reservation">
          {phase !== 'done' && (
            <>
              <p>{t('confirm.explain')}</p>
              <div className="cancel-reservation__actions">
                <button type="button" className="join-button" onClick={confirm} disabled={phase === 'confirming' || !token}>
                  {phase === 'confirming' ? t('confirm.loading') : t('confirm.button')}
                </button>
              </div>
            </>
          )}
          {phase === 'done' && answer && (
            <div className="join-message join-message--success" role="status">
              <p>{seriesOutcomeText(answer)}</p>
              <p>{t('series.mailed')}</p>
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
