/**
 * The member's weekly email cities on the dashboard (get_digest_cities / set_digest_cities on
 * /api/member-dashboard): the checkboxes of the signup form, saved with a button; at least one.
 * An address off the newsletter list has no weekly email: the card says so.
 */
import { useState } from 'react';
import type { CitySlug } from '@/content/cities';
import { api } from '../../../lib/api';
import { outcome, useLoadOutcome } from '../../../lib/outcome';
import { t as tc } from '../../../lib/i18n/common';
import { DigestCities } from '../../../components/DigestCities';
import { t } from '../i18n';
import '../../../lib/join/join.css';

type State = 'loading' | 'off' | 'idle' | 'saving' | 'saved' | 'error';

export function DigestCitiesPanel({ token }: { token: string }) {
  const [cities, setCities] = useState<CitySlug[]>([]);
  const [state, setState] = useState<State>('loading');
  const [error, setError] = useState<string | null>(null);

  useLoadOutcome(token, () => api.member.get_digest_cities({ token }), t('cities.error.load'), (o) => {
    if (o.ok) {
      setCities(o.data.cities);
      setState(o.data.subscribed ? 'idle' : 'off');
    } else {
      setError(o.error);
      setState('error');
    }
  });

  async function save() {
    if (cities.length === 0) {
      setError(tc('join.digest.required'));
      return;
    }
    setState('saving');
    setError(null);
    const o = await outcome(() => api.member.set_digest_cities({ token, cities }), t('cities.error.save'));
    if (o.ok) {
      setCities(o.data.cities);
      return setState('saved');
    }
    setError(o.error);
    setState('idle');
  }

  return (
    <section className="member-card" aria-labelledby="digest-cities-heading">
      <h2 id="digest-cities-heading">{t('cities.heading')}</h2>
      {state === 'off' ? (
        <p>{t('cities.off')}</p>
      ) : (
        <>
          <p className="hint">{t('cities.hint')}</p>
          <DigestCities
            value={cities}
            onChange={(next) => {
              setCities(next);
              if (state === 'saved') setState('idle');
            }}
            disabled={state === 'loading' || state === 'saving'}
          />
          <button type="button" className="join-button" disabled={state === 'loading' || state === 'saving'} onClick={() => void save()}>
            {state === 'saving' ? t('cities.saving') : t('cities.save')}
          </button>{' '}
          <span role="status" aria-live="polite">
            {state === 'saved' ? t('cities.saved') : ''}
          </span>
        </>
      )}
      {error && (
        <p role="alert" className="notice notice--error">
          {error}
        </p>
      )}
    </section>
  );
}
