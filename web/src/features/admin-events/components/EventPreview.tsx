/**
 * The event page as visitors will see it, from the unsaved form: the public page's own component
 * (events/pages/EventDetailPage `EventDetail`) on page data made the way the build makes it. It is
 * inert: nothing in it can be clicked or registered for. The Japanese text can be previewed too;
 * the page's own labels stay in English here (the admin is English only).
 */
import { useMemo, useState } from 'react';
import type { Locale } from '@/content/site/locales';
import { useNow } from '../../../lib/now';
import { EventDetail } from '../../events/pages/EventDetailPage';
import type { EventForm, FormBase } from '../form-state';
import { previewPage } from '../preview';

export function EventPreview({ form, base }: { form: EventForm; base?: FormBase }) {
  const now = useNow();
  const [locale, setLocale] = useState<Locale>('en');
  const preview = useMemo(() => previewPage(form, base, now, locale), [form, base, now, locale]);
  return (
    <section className="ac-section ae-preview" aria-labelledby="ae-preview-title">
      <div className="ac-section__head">
        <h2 id="ae-preview-title">Preview</h2>
        <div className="ac-actions" role="group" aria-label="Preview language">
          <label className="ac-check">
            <input type="radio" name="ae-preview-locale" checked={locale === 'en'} onChange={() => setLocale('en')} /> English
          </label>
          <label className="ac-check">
            <input type="radio" name="ae-preview-locale" checked={locale === 'ja'} onChange={() => setLocale('ja')} /> Japanese text
          </label>
        </div>
      </div>
      <p className="ac-help">The page as it will look once saved and published, from what the form holds now. Live places and the related events are not shown here.</p>
      {'problem' in preview ? (
        <p className="notice">{preview.problem}</p>
      ) : (
        <div className="ae-preview__frame" inert>
          <EventDetail key={`${locale}`} page={preview.page} preview />
        </div>
      )}
    </section>
  );
}
