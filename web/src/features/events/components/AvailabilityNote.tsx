import type { AvailabilityState } from '../api/get-availability';
import { t } from '../i18n';

/** Live places for the next date; says nothing at all if the numbers cannot be loaded. */
export function AvailabilityNote({ state }: { state: AvailabilityState }) {
  return (
    <div className="availability" aria-live="polite">
      {state.status === 'loading' && <span className="muted">{t('availability.loading')}</span>}
      {state.status === 'ready' && <AvailabilityText {...state.availability} />}
    </div>
  );
}

function AvailabilityText({ currentCount, capacity, waitlistCount, isFull }: { currentCount: number; capacity: number; waitlistCount: number; isFull: boolean }) {
  const left = Math.max(0, capacity - currentCount);
  const pct = capacity > 0 ? Math.min(100, Math.round((currentCount / capacity) * 100)) : 100;
  return (
    <>
      <span className="availability__bar" aria-hidden="true">
        <span style={{ width: `${pct}%` }} />
      </span>
      {isFull ? (
        <strong>{t('availability.full', { waitlist: waitlistCount })}</strong>
      ) : (
        <strong>{t('availability.left', { left, capacity })}</strong>
      )}
      <span className="muted">
        {' '}
        {t('availability.going', { count: currentCount })}
        {!isFull && waitlistCount > 0 ? t('availability.waiting', { count: waitlistCount }) : ''}
      </span>
    </>
  );
}
