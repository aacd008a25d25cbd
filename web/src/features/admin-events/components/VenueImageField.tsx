/**
 * The venue's photo (optional): an image the organiser uploads (JPEG, PNG or WebP, at most 10 MB; the
 * upload itself is upload.ts), shown on the event page's venue block in the venue-card context.
 */
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { IMAGE_TYPES } from '../upload';
import { useImageUpload } from './useImageUpload';
import { FieldMessages, fieldId } from './Fields';

export function VenueImageField({ value, token, onChange, disabled }: { value: string; token: string; onChange: (key: string) => void; disabled?: boolean }) {
  const id = fieldId('venue.imageKey');
  const { busy, messages, onFile } = useImageUpload('venue.imageKey', token, onChange);

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
