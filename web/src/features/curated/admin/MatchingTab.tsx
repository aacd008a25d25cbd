/**
 * The "AI Matching" tab (the product's name for it): a rule-based compatibility score
 * (functions/curated/score.ts), not AI, groups approved premium applications of a city into
 * sessions of 3-4. v2 adds a minimum score. Sessions are created as scheduled with the members
 * invited; invitations go out from the Sessions tab after a person has checked them.
 */
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { APPROVED_LOOKUP_LIMIT, CURATED_CITIES, MESSAGES, V2_DEFAULT_MIN_SCORE, longDate } from '@/domain/curated/rules';
import { admin, type Application, type Match, type MatchResult } from './admin-api';
import type { TabProps } from './tab-props';
import { MatchList } from './ApplicationsTab';

export function MatchingTab({ token, notify }: TabProps) {
  const id = useId();
  const [city, setCity] = useState('');
  const [country, setCountry] = useState('');
  const [minScore, setMinScore] = useState(String(V2_DEFAULT_MIN_SCORE));
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<MatchResult | null>(null);
  const [approved, setApproved] = useState<Application[]>([]);
  const [target, setTarget] = useState('');
  const [matches, setMatches] = useState<Match[] | null>(null);

  useEffect(() => {
    admin(token)
      .get_applications({}, { filters: { status: 'approved' }, limit: APPROVED_LOOKUP_LIMIT })
      .then((r) => setApproved(r.data))
      .catch(() => setApproved([]));
  }, [token, result]);

  async function run(v2: boolean) {
    if (!city || !country) return notify('error', MESSAGES.matchingCityCountryClient);
    setBusy(true);
    setResult(null);
    try {
      const r: MatchResult = v2 ? await admin(token).run_ai_matching_v2({ city, country, min_score: Number(minScore) }) : await admin(token).run_ai_matching({ city, country });
      setResult(r);
      notify(r.sessionsCreated ? 'success' : 'info', r.sessionsCreated ? r.message : r.message || MESSAGES.noSessionsCreated);
    } catch (e) {
      notify('error', `Error: ${(e as Error).message}`);
    } finally {
      setBusy(false);
    }
  }

  async function compatible() {
    if (!target) return notify('error', 'Please select an application');
    try {
      setMatches((await admin(token).find_compatible_applications({ applicationId: target })).matches);
    } catch (e) {
      notify('error', `Error: ${(e as Error).message}`);
    }
  }

  return (
    <section aria-label="AI Matching">
      <p>
        Matching scores every pair of approved premium applications (out of 100: professional 25, shared interests up to 20, shared goals up to 20, communication style 15,
        location 10, career-stage diversity 10) and forms groups of 3-4 (2 at minimum). Each group becomes a scheduled session with its members invited; check it in Sessions,
        then press Send Invites.
      </p>
      <div className="cf-filters">
        <div className="cf-field">
          <label htmlFor={`${id}-city`}>City</label>
          <select id={`${id}-city`} value={city} onChange={(e) => setCity(e.target.value)}>
            <option value="">Choose…</option>
            {CURATED_CITIES.map((c) => (
              <option key={c.city}>{c.city}</option>
            ))}
          </select>
        </div>
        <div className="cf-field">
          <label htmlFor={`${id}-country`}>Country</label>
          <select id={`${id}-country`} value={country} onChange={(e) => setCountry(e.target.value)}>
            <option value="">Choose…</option>
            {[...new Set(CURATED_CITIES.map((c) => c.country))].map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </div>
        <div className="cf-field">
          <label htmlFor={`${id}-min`}>Minimum score for v2 (0-100)</label>
          <input id={`${id}-min`} type="number" min={0} max={100} value={minScore} onChange={(e) => setMinScore(e.target.value)} />
        </div>
        <div className="cf-filters__actions">
          <Button size="sm" disabled={busy} onClick={() => void run(false)}>
            {busy ? 'Matching...' : 'Run matching'}
          </Button>
          <Button size="sm" variant="secondary" disabled={busy} onClick={() => void run(true)}>
            Run with minimum score (v2)
          </Button>
        </div>
      </div>
      {result && (
        <div className="cf-group" aria-live="polite">
          <p>
            {result.applicationsProcessed} applications considered, {result.applicationsMatched} matched, {result.unmatched} unmatched, {result.alreadyInSessions} already in upcoming sessions.
          </p>
          <ul className="cf-matches">
            {result.sessions.map((s) => (
              <li key={s.id}>
                <strong>{s.session_title}</strong> · {longDate(s.session_date, 'Asia/Tokyo')} · {s.venue_name} · score {s.score}/100
                <span className="cf-block muted">{s.members.join(', ')}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="cf-group">
        <h2>Find compatible applications</h2>
        <div className="cf-filters">
          <div className="cf-field">
            <label htmlFor={`${id}-target`}>Approved application</label>
            <select id={`${id}-target`} value={target} onChange={(e) => setTarget(e.target.value)}>
              <option value="">Choose…</option>
              {approved.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.first_name} {a.last_name} · {a.city}
                </option>
              ))}
            </select>
          </div>
          <div className="cf-filters__actions">
            <Button size="sm" variant="secondary" onClick={() => void compatible()}>
              Rank matches
            </Button>
          </div>
        </div>
        {matches && (matches.length ? <MatchList matches={matches} /> : <p className="muted">No other approved premium applications in that city yet.</p>)}
      </div>
    </section>
  );
}
