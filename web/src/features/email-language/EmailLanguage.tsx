/**
 * The member's email language on the dashboard: a select of the site's languages, saved as soon as
 * it changes (set_language on /api/member-dashboard). Until the member chooses, it shows the
 * language stored when they signed up (the page's language then), English when none.
 */
import { useId, useState } from 'react';
import { LOCALES, isLocale, type Locale } from '@/content/site/locales';
import { api } from '../../lib/api';
import { outcome, useLoadOutcome } from '../../lib/outcome';
import { t } from './i18n';

type State = 'loading' | 'idle' | 'saving' | 'saved' | 'error';

export function EmailLanguage({ token }: { token: string }) {
  const id = useId();
  const [language, setLanguage] = useState<Locale | null>(null);
  const [state, setState] = useState<State>('loading');
  const [error, setError] = useState<string | null>(null);

  useLoadOutcome(token, () => api.member.get_language({ token }), t('error.load'), (o) => {
    if (o.ok) {
      setLanguage(o.data.language);
      setState('idle');
    } else {
      setError(o.error);
      setState('error');
    }
  });

  async function choose(value: string) {
    if (!isLocale(value)) return;
    const before = language;
    setLanguage(value);
    setState('saving');
    setError(null);
    const o = await outcome(() => api.member.set_language({ token, language: value }), t('error.save'));
    if (o.ok) return setState('saved');
    setError(o.error);
    setLanguage(before);
    setState('error');
  }

  return (
    <section className="member-card">
      <h2>
        <label htmlFor={`${id}-select`}>{t('label')}</label>
      </h2>
      <select id={`${id}-select`} value={language ?? ''} disabled={state === 'loading' || state === 'saving'} aria-describedby={`${id}-hint`} onChange={(e) => void choose(e.target.value)}>
        {language === null && <option value="">{t('state.loading')}</option>}
        {LOCALES.map((l) => (
          <option key={l} value={l}>
            {t(`option.${l}`)}
          </option>
        ))}
      </select>{' '}
      <span role="status" aria-live="polite">
        {state === 'saving' ? t('state.saving') : state === 'saved' ? t('state.saved') : ''}
      </span>
      <p id={`${id}-hint`} className="hint">
        {t('hint')}
      </p>
      {error && (
        <p role="alert" className="notice notice--error">
          {error}
        </p>
      )}
    </section>
  );
}
