/**
 * The cookie preference panel: essential is always on; analytics and functional are the visitor's
 * choice, saved through lib/browser-storage (which keeps the choice for a year, stores a functional
 * item only while functional is on, and removes a category's items when it is turned off). Every
 * analytics event but the anonymous page view is recorded only while it allows analytics.
 */
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { readCookiePreferences, saveCookiePreferences } from '../../../lib/browser-storage';

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
    const on = [current.analytics && 'analytics', current.functional && 'functional'].filter(Boolean);
    setMessage(
      `Preferences saved. Essential storage is on${on.length ? `, and so ${on.length > 1 ? 'are' : 'is'} ${on.join(' and ')} storage` : '; analytics and functional storage are off'}.`,
    );
  };

  const dirty = saved !== null && (saved.analytics !== choice.analytics || saved.functional !== choice.functional);

  return (
    <section className="cookie-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Your cookie preferences</h2>
      <p>Choose which optional categories we may use on this browser. Your choice is stored on this device only, and you can change it here at any time.</p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save(choice);
        }}
      >
        <ul className="cookie-panel__list">
          <li className="cookie-switch">
            <input id={`${id}-essential`} type="checkbox" role="switch" checked disabled aria-describedby={`${id}-essential-hint`} />
            <label htmlFor={`${id}-essential`}>Essential</label>
            <span id={`${id}-essential-hint`} className="cookie-switch__hint">
              Always on: sign-in, checkout, the poll and remembering this choice.
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
            <label htmlFor={`${id}-analytics`}>Analytics</label>
            <span id={`${id}-analytics-hint`} className="cookie-switch__hint">
              Which events you use and where your visit came from, counted as daily totals by our own server. Nothing is sent to advertisers.
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
            <label htmlFor={`${id}-functional`}>Functional</label>
            <span id={`${id}-functional-hint`} className="cookie-switch__hint">
              Remembers what your passport showed last time, so new stamps are celebrated once.
            </span>
          </li>
        </ul>
        <div className="cookie-panel__actions">
          <Button type="submit">Save preferences</Button>
          <Button variant="secondary" onClick={() => save({ analytics: true, functional: true })}>
            Allow all
          </Button>
          <Button variant="ghost" onClick={() => save({ analytics: false, functional: false })}>
            Essential only
          </Button>
        </div>
        <p className="cookie-panel__status" role="status">
          {dirty ? 'You have unsaved changes.' : message}
        </p>
      </form>
    </section>
  );
}
