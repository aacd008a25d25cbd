/**
 * The event's own image: one of the site's event illustrations, or an image the organiser uploads
 * (JPEG, PNG or WebP, at most 10 MB; the upload itself is upload.ts). Without one, the event shows
 * its city's illustration.
 */
import { images } from '@/content/images/index';
import { CITY_ILLUSTRATION } from '@/content/events/facts';
import type { CitySlug } from '@/content/cities';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { IMAGE_TYPES } from '../upload';
import { useImageUpload } from './useImageUpload';
import { FieldMessages, fieldId } from './Fields';

const ILLUSTRATIONS = images.filter((i) => i.kind === 'event');

export function ImageField({ value, city, token, onChange, disabled }: { value: string; city: CitySlug; token: string; onChange: (key: string) => void; disabled?: boolean }) {
  const id = fieldId('iconImage');
  const shown = value || CITY_ILLUSTRATION[city];
  const uploaded = value !== '' && !ILLUSTRATIONS.some((i) => i.key === value);
  const { busy, messages, onFile } = useImageUpload('iconImage', token, onChange);

  return (
    <div className="ae-image">
      <div className="ae-image__current">
        <ResponsiveImage imageKey={shown} context="event-card" alt="" />
        <p className="ac-help">{value ? (uploaded ? `Uploaded image ${value}` : `Illustration ${value}`) : `No image of its own: the ${city} illustration is shown.`}</p>
      </div>
      <div className="ae-image__controls">
        <div className="ae-field">
          <label htmlFor={`${id}-file`}>Upload an image</label>
          <input
            id={`${id}-file`}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            disabled={disabled || busy}
            aria-describedby={`${id}-help${messages.length ? ` ${id}-error` : ''}`}
            aria-invalid={messages.length > 0 || undefined}
            onChange={(e) => void onFile(e)}
          />
          <p id={`${id}-help`} className="ac-help">
            JPEG, PNG or WebP, at most 10 MB. A wide picture (3:2) fits the cards and the page best.
          </p>
          {busy && <p role="status">Uploading…</p>}
          <FieldMessages id={`${id}-error`} messages={messages} />
        </div>
        <div className="ae-field">
          <label htmlFor={id}>Or use an illustration</label>
          <select id={id} value={uploaded ? '' : value} disabled={disabled || busy} onChange={(e) => onChange(e.target.value)}>
            <option value="">{uploaded ? 'The uploaded image' : `The city's illustration (${CITY_ILLUSTRATION[city]})`}</option>
            {ILLUSTRATIONS.map((i) => (
              <option key={i.key} value={i.key}>
                {i.key}
              </option>
            ))}
          </select>
        </div>
        {value && (
          <button type="button" className="ac-link-button" disabled={disabled || busy} onClick={() => onChange('')}>
            Remove the image (show the city&apos;s illustration)
          </button>
        )}
      </div>
    </div>
  );
}
