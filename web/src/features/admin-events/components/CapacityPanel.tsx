/**
 * Capacity: a number for this date only (its own capacity) or for every date (the event's). A raise
 * moves the waitlist in at once; a cut removes nobody, and the answer says how many are above it.
 */
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { Message } from '../../admin-console/components/Parts';
import { setCapacity, type CapacitySet, type Occurrence } from '../api';
import { ErrorsContext, TextField } from './Fields';
import { DatePanel, errorText, people, places, type Msg } from './DatePanel';
import { dateLabel } from './StateBadge';

type Scope = 'date' | 'event';

export function capacityText(r: CapacitySet, scope: Scope): string {
  const parts = [`Capacity is now ${places(r.capacity)} ${scope === 'date' ? 'on this date' : 'on every date'}.`];
  parts.push(r.promoted ? `${people(r.promoted)} moved in from the waitlist.` : 'Nobody moved in from the waitlist.');
  if (r.above) parts.push(`${people(r.above)} ${r.above === 1 ? 'is' : 'are'} above the new number; nobody is removed.`);
  return parts.join(' ');
}

export function CapacityPanel({ token, occurrence, onDone }: { token: string; occurrence: Occurrence; onDone: () => Promise<void> }) {
  const [value, setValue] = useState(String(occurrence.capacity));
  const [scope, setScope] = useState<Scope>('date');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Msg>(null);
  const [over, setOver] = useState<CapacitySet['overCapacity']>([]);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setMessage(null);
    setOver([]);
    const capacity = Number(value);
    if (!/^\d+$/.test(value.trim()) || capacity < 1) {
      setErrors({ 'capacity.value': 'A capacity is a whole number of places, at least 1.' });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const r = await setCapacity(token, occurrence.slug, capacity, scope === 'date' ? occurrence.date : undefined);
      setMessage({ ok: true, text: capacityText(r, scope) });
      if (scope === 'event') setOver(r.overCapacity);
      await onDone();
    } catch (err) {
      setMessage({ ok: false, text: errorText(err) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <DatePanel id="ae-capacity" title="Capacity" help={`Now ${places(occurrence.capacity)} on this date. A raise moves people in from the waitlist at once; a cut removes nobody.`}>
      <ErrorsContext.Provider value={errors}>
        <form className="ae-form" onSubmit={onSubmit} noValidate aria-label="Capacity">
          <TextField label="Places" path="capacity.value" type="number" inputMode="numeric" min={1} value={value} onChange={setValue} disabled={busy} />
          <fieldset className="ae-choice">
            <legend>Which dates</legend>
            <label className="ac-check">
              <input type="radio" name="ae-capacity-scope" value="date" checked={scope === 'date'} onChange={() => setScope('date')} disabled={busy} />
              This date only ({dateLabel(occurrence.date)})
            </label>
            <label className="ac-check">
              <input type="radio" name="ae-capacity-scope" value="event" checked={scope === 'event'} onChange={() => setScope('event')} disabled={busy} />
              Every date (the event&apos;s capacity)
            </label>
          </fieldset>
          <div className="ac-actions">
            <Button type="submit" disabled={busy}>
              {busy ? 'Setting…' : 'Set capacity'}
            </Button>
          </div>
        </form>
      </ErrorsContext.Provider>
      <div aria-live="polite">
        <Message message={message} />
        {over.length > 0 && (
          <ul className="notice notice--warning" role="status">
            {over.map((o) => (
              <li key={o.date}>
                {dateLabel(o.date)}: {o.confirmed} confirmed, above {places(o.capacity)}.
              </li>
            ))}
          </ul>
        )}
      </div>
    </DatePanel>
  );
}
