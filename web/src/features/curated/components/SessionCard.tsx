/** One participation on My Sessions and the member portal: the session, its venue and time, the others, and the cancel link. */
import { DEFAULT_DURATION_MINUTES, canParticipantCancel } from '@/domain/curated/rules';
import type { Participation } from '../api/curated-api';
import { StatusBadge } from './StatusBadge';
import { sessionDate, sessionTime } from '../lib/format';
import { optionLabel } from '../lib/labels';
import { t } from '../i18n';

export function SessionCard({ participation, now, onCancel, busy }: { participation: Participation; now: Date; onCancel?: (p: Participation) => void; busy?: boolean }) {
  const s = participation.curated_fika_sessions;
  const others = participation.otherParticipants;
  const cancellable = onCancel && s.session_status !== 'cancelled' && canParticipantCancel(participation.participation_status, s.session_date, now);
  return (
    <article className="cf-card" aria-labelledby={`cf-${participation.id}`}>
      <div className="cf-card__head">
        <StatusBadge status={participation.participation_status} sessionStatus={s.session_status} />
        <h3 id={`cf-${participation.id}`}>{s.session_title}</h3>
      </div>
      <dl className="cf-facts">
        <div>
          <dt>{t('card.date')}</dt>
          <dd>{sessionDate(s.session_date, s.venue_timezone)}</dd>
        </div>
        <div>
          <dt>{t('card.time')}</dt>
          <dd>{sessionTime(s.session_date, s.venue_timezone)}</dd>
        </div>
        <div>
          <dt>{t('card.duration')}</dt>
          <dd>{t('card.minutes', { minutes: s.session_duration || DEFAULT_DURATION_MINUTES })}</dd>
        </div>
        <div>
          <dt>{t('card.venue')}</dt>
          <dd>
            {s.venue_name}
            {s.venue_address && <span className="cf-block">{s.venue_address}</span>}
            {s.venue_area && <span className="cf-block muted">{optionLabel('location_preference', s.venue_area)}</span>}
          </dd>
        </div>
        <div>
          <dt>{t('card.group')}</dt>
          <dd>{others.length ? others.map((o) => `${o.firstName} ${o.lastInitial}.`).join(t('card.groupSeparator')) : t('card.groupSoon')}</dd>
        </div>
      </dl>
      {cancellable && (
        <button type="button" className="cf-linkbutton" onClick={() => onCancel(participation)} disabled={busy}>
          {t('card.cancel')}
        </button>
      )}
    </article>
  );
}
