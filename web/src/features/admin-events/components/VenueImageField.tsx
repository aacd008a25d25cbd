/**
 * The venue's photo (optional): an image the organiser uploads (JPEG, PNG or WebP, at most 10 MB; the
 * upload itself is upload.ts), shown on the event page's venue block in the venue-card context.
 */
import { useContext, useState, type ChangeEvent } from 'react';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { IMAGE_TYPES, imageProblem, uploadEventImage } from '../upload';
import { ErrorsContext, FieldMessages, fieldId, messagesAt } from './Fields';

export function VenueImageField({ value, token, onChange, disabled }: { value: string; token: string; onChange: (key: string) => void; disabled?: boolean }) {
  const errors = useContext(ErrorsContext);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const id = fieldId('venue.imageKey');
  const messages = [...(problem ? [problem] : []), ...messagesAt(errors, 'venue.imageKey')];

  async function onFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const bad = imageProblem(file);
    if (bad) return setProblem(bad);
    setProblem(null);
    setBusy(true);
    try {
      onChange((await uploadEventImage(file, token)).key);
    } catch (err) {
      setProblem(err instanceof Error ? err.message : 'The image could not be uploaded. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="ae-image">
      <div className="ae-image__current">
        {value ? <ResponsiveImage imageKey={value} context="venue-card" alt="" /> : null}
        <p className="ac-help">{value ? `Venue photo ${value}` : 'No venue photo: the venue block shows its text only.'}</p>
      </div>
      <div className="ae-image__controls">
        <div className="ae-field">
          <label htmlFor={id}>Upload a photo of the venue</label>
          <input
            id={id}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            disabled={disabled || busy}
            aria-describedby={`${id}-help${messages.length ? ` ${id}-error` : ''}`}
            aria-invalid={messages.length > 0 || undefined}
            onChange={(e) => void onFile(e)}
          />
          <p id={`${id}-help`} className="ac-help">
            JPEG, PNG or WebP, at most 10 MB. Shown at 364×243 on the event page: a wide (3:2) picture fits best. Leave it out while the exact venue is kept back if the photo would give the place away.
          </p>
          {busy && <p role="status">Uploading…</p>}
          <FieldMessages id={`${id}-error`} messages={messages} />
        </div>
        {value && (
          <button type="button" className="ac-link-button" disabled={disabled || busy} onClick={() => onChange('')}>
            Remove the venue photo
          </button>
        )}
      </div>
    </div>
  );
}
