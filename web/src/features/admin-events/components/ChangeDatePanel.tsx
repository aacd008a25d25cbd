/**
 * Change this date (or this date and every later one): a new start time, length and/or venue, and a
 * note to the people in English and Japanese. Every field starts empty, and an empty one is left as
 * it is. Everyone registered is told, in their language, with the calendar update.
 */
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { Message } from '../../admin-console/components/Parts';
import { changeOccurrence, type ChangeInput, type Changed, type FieldErrors, type Occurrence } from '../api';
import { CheckField, ErrorsContext, Group, PairField, TextField } from './Fields';
import { DatePanel, errorText, people, type Msg } from './DatePanel';
import { dateLabel } from './StateBadge';

export interface ChangeForm {
  start: string;
  length: string;
  venue: { name: string; fullAddress: string; nearestStation: string; meetingPoint: string };
  onwards: boolean;
  note: { en: string; ja: string };
}

export const emptyChange = (): ChangeForm => ({ start: '', length: '', venue: { name: '', fullAddress: '', nearestStation: '', meetingPoint: '' }, onwards: false, note: { en: '', ja: '' } });

/** The change to send, or the fields to fix (paths as the form names them). */
export function toChange(f: ChangeForm, slug: string, occurrence: string): { change?: ChangeInput; problems: FieldErrors } {
  const problems: FieldErrors = {};
  const start = f.start.trim();
  const length = f.length.trim();
  const venue = Object.fromEntries(Object.entries(f.venue).map(([k, v]) => [k, v.trim()])) as ChangeForm['venue'];
  const venueGiven = Object.values(venue).some(Boolean);
  if (start && !/^([01]\d|2[0-3]):[0-5]\d$/.test(start)) problems['change.start'] = 'A start time is HH:MM, e.g. 19:00.';
  if (length && (!/^\d+$/.test(length) || Number(length) < 15 || Number(length) > 720)) problems['change.length'] = 'A length is a whole number of minutes, from 15 to 720.';
  if (venueGiven && !venue.name) problems['change.venue.name'] = 'A new venue needs a name.';
  if (venueGiven && !venue.fullAddress) problems['change.venue.fullAddress'] = 'A new venue needs its address.';
  if (!start && !length && !venueGiven) problems['change'] = 'Give a new start time, length or venue: an empty field is left as it is.';
  if (Object.keys(problems).length) return { problems };
  const change: ChangeInput = {
    slug,
    occurrence,
    ...(f.onwards ? { onwards: true } : {}),
    ...(start ? { start } : {}),
    ...(length ? { durationMinutes: Number(length) } : {}),
    ...(venueGiven
      ? {
          venue: {
            name: venue.name,
            fullAddress: venue.fullAddress,
            ...(venue.nearestStation ? { nearestStation: venue.nearestStation } : {}),
            ...(venue.meetingPoint ? { meetingPoint: venue.meetingPoint } : {}),
          },
        }
      : {}),
    ...(f.note.en.trim() ? { note: f.note.en.trim() } : {}),
    ...(f.note.ja.trim() ? { note_ja: f.note.ja.trim() } : {}),
  };
  return { change, problems };
}

export function changedText(r: Changed): string {
  const dates = r.dates.length ? ` Dates covered: ${r.dates.map(dateLabel).join(', ')}.` : '';
  return `Changed. ${people(r.notified)} told by email.${dates}`;
}

export function ChangeDatePanel({ token, occurrence, onDone }: { token: string; occurrence: Occurrence; onDone: () => Promise<void> }) {
  const [form, setForm] = useState<ChangeForm>(emptyChange);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Msg>(null);
  const set = (patch: Partial<ChangeForm>) => setForm((f) => ({ ...f, ...patch }));
  const setVenue = (patch: Partial<ChangeForm['venue']>) => setForm((f) => ({ ...f, venue: { ...f.venue, ...patch } }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setMessage(null);
    const { change, problems } = toChange(form, occurrence.slug, occurrence.date);
    setErrors(problems);
    if (!change) {
      if (problems.change) setMessage({ ok: false, text: problems.change });
      return;
    }
    setBusy(true);
    try {
      const r = await changeOccurrence(token, change);
      setMessage({ ok: true, text: changedText(r) });
      setForm(emptyChange());
      await onDone();
    } catch (err) {
      setMessage({ ok: false, text: errorText(err) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <DatePanel id="ae-change" title="Change this date" help="Everyone registered is told in their language, with the calendar update. Leave a field empty to keep it as it is.">
      <ErrorsContext.Provider value={errors}>
        <form className="ae-form" onSubmit={onSubmit} noValidate aria-label="Change this date">
          <div className="ae-row">
            <TextField label="New start time" path="change.start" type="time" value={form.start} onChange={(start) => set({ start })} help="HH:MM, in the event's time zone." disabled={busy} />
            <TextField label="New length (minutes)" path="change.length" type="number" inputMode="numeric" min={15} max={720} value={form.length} onChange={(length) => set({ length })} disabled={busy} />
          </div>
          <Group title="New venue" help="Only when the place changes: a name and an address, the rest optional.">
            <div className="ae-row">
              <TextField label="New venue name" path="change.venue.name" value={form.venue.name} onChange={(name) => setVenue({ name })} disabled={busy} />
              <TextField label="New venue address" path="change.venue.fullAddress" value={form.venue.fullAddress} onChange={(fullAddress) => setVenue({ fullAddress })} disabled={busy} />
            </div>
            <div className="ae-row">
              <TextField label="New nearest station" path="change.venue.nearestStation" value={form.venue.nearestStation} onChange={(nearestStation) => setVenue({ nearestStation })} disabled={busy} />
              <TextField label="New meeting point" path="change.venue.meetingPoint" value={form.venue.meetingPoint} onChange={(meetingPoint) => setVenue({ meetingPoint })} disabled={busy} />
            </div>
          </Group>
          <CheckField label="This date and every later one" path="change.onwards" checked={form.onwards} onChange={(onwards) => set({ onwards })} help={`Unticked: ${dateLabel(occurrence.date)} only.`} disabled={busy} />
          <PairField label="Note to the people" path="change.note" value={form.note} onChange={(note) => set({ note })} multiline rows={3} help="Why it changed, in a line or two (optional)." disabled={busy} />
          <div className="ac-actions">
            <Button type="submit" disabled={busy}>
              {busy ? 'Changing…' : form.onwards ? 'Change these dates and tell the people' : 'Change this date and tell the people'}
            </Button>
          </div>
        </form>
      </ErrorsContext.Provider>
      <div aria-live="polite">
        <Message message={message} />
      </div>
    </DatePanel>
  );
}
