import type { AvailabilityState } from '../api/get-availability';

/** Live places for the next date; says nothing at all if the numbers cannot be loaded. */
export function AvailabilityNote({ state }: { state: AvailabilityState }) {
  return (
    <div className="availability" aria-live="polite">
      {state.status === 'loading' && <span className="muted">Checking places…</span>}
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
        <strong>
          Full · {waitlistCount} on the waitlist
        </strong>
      ) : (
        <strong>
          {left} of {capacity} {left === 1 ? 'place' : 'places'} left
        </strong>
      )}
      <span className="muted">
        {' '}
        · {currentCount} going{!isFull && waitlistCount > 0 ? ` · ${waitlistCount} waiting` : ''}
      </span>
    </>
  );
}
