/**
 * The cookie preference panel: essential is always on; analytics and functional are the visitor's
 * choice, saved through lib/browser-storage (which keeps the choice for a year, stores a functional
 * item only while functional is on, and removes a category's items when it is turned off). Every
 * analytics event but the anonymous page view is recorded only while it allows analytics.
 */
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { readCookiePreferences, saveCookiePreferences } from '../../../lib/browser-storage';
import { t } from '../i18n';

type Choice = { analytics: boolean; functional: boolean };

export function CookiePreferencesPanel() {
  const id = useId();
  // Prerendered HTML has no storage: start from the defaults and read the saved choice after hydration.
  const [choice, setChoice] = useState<Choice>({ analytics: false, functional: false });
  const [saved, setSaved] = useState<Choice | null>(null);
  const [message, setMessage] = useState('');

  useEffect(() => {
    const stored = readCookiePreferences();
    const current = { analytics: stored.analytics, functional: stored.functional };
    setChoice(current);
    setSaved(current);
  }, []);

  const save = (next: Choice) => {
    const stored = saveCookiePreferences(next);
    const current = { analytics: stored.analytics, functional: stored.functional };
    setChoice(current);
    setSaved(current);
    setMessage(
      current.analytics && current.functional
        ? t('panel.saved.both')
        : current.analytics
          ? t('panel.saved.analytics')
          : current.functional
            ? t('panel.saved.functional')
            : t('panel.saved.none'),
    );
  };

  const dirty = saved !== null && (saved.analytics !== choice.analytics || saved.functional !== choice.functional);

  return (
    <section className="cookie-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('panel.heading')}</h2>
      <p>{t('panel.intro')}</p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save(choice);
        }}
      >
        <ul className="cookie-panel__list">
          <li className="cookie-switch">
            <input id={`${id}-essential`} type="checkbox" role="switch" checked disabled aria-describedby={`${id}-essential-hint`} />
            <label htmlFor={`${id}-essential`}>{t('panel.essential')}</label>
            <span id={`${id}-essential-hint`} className="cookie-switch__hint">
              {t('panel.essentialHint')}
            </span>
          </li>
          <li className="cookie-switch">
            <input
              id={`${id}-analytics`}
              type="checkbox"
              role="switch"
              checked={choice.analytics}
              onChange={(e) => setChoice((c) => ({ ...c, analytics: e.target.checked }))}
              aria-describedby={`${id}-analytics-hint`}
            />
            <label htmlFor={`${id}-analytics`}>{t('panel.analytics')}</label>
            <span id={`${id}-analytics-hint`} className="cookie-switch__hint">
              {t('panel.analyticsHint')}
            </span>
          </li>
          <li className="cookie-switch">
            <input
              id={`${id}-functional`}
              type="checkbox"
              role="switch"
              checked={choice.functional}
              onChange={(e) => setChoice((c) => ({ ...c, functional: e.target.checked }))}
              aria-describedby={`${id}-functional-hint`}
            />
            <label htmlFor={`${id}-functional`}>{t('panel.functional')}</label>
            <span id={`${id}-functional-hint`} className="cookie-switch__hint">
              {t('panel.functionalHint')}
            </span>
          </li>
        </ul>
        <div className="cookie-panel__actions">
          <Button type="submit">{t('panel.save')}</Button>
          <Button variant="secondary" onClick={() => save({ analytics: true, functional: true })}>
            {t('panel.allowAll')}
          </Button>
          <Button variant="ghost" onClick={() => save({ analytics: false, functional: false })}>
            {t('panel.essentialOnly')}
          </Button>
        </div>
        <p className="cookie-panel__status" role="status">
          {dirty ? t('panel.unsaved') : message}
        </p>
      </form>
    </section>
  );
}
