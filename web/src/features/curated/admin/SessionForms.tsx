/** Session and venue modals: create open session, create from applications, edit, add venue, venue picker. */
import { sessionCurrency } from '@/domain/curated/revenue';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import {
  ADMIN_PAGE_SIZE,
  CURATED_CITIES,
  DEFAULT_DURATION_MINUTES,
  DEFAULT_MAX_PARTICIPANTS,
  GROUP_MAX,
  GROUP_MIN,
  NOISE_LEVELS,
  VENUE_AREAS,
  VENUE_CAPACITY_MAX,
  VENUE_CAPACITY_MIN,
  VENUE_DEFAULTS,
  VENUE_TIERS,
  VENUE_TYPES,
  VENUE_TYPE_LABELS,
  pricePerPerson,
  timezoneFor,
  toLocalInput,
  venueCost,
} from '@/domain/curated/rules';
import { openSessionErrors, venueErrors } from '@/domain/curated/forms';
import { admin, type SessionView, type Venue, type VenuePage } from './admin-api';
import { Modal } from './Modal';
import { CursorPagination, useCursorPages } from './Pagination';
import { Notice } from '../../../components/ui/Notice';

type Mode = 'open' | 'curated' | 'edit';
interface Fields {
  session_title: string;
  session_date: string;
  venue_id: string;
  venue_name: string;
  venue_address: string;
  venue_area: string;
  venue_tier: string;
  city: string;
  max_participants: string;
  session_duration: string;
  price_per_person: string;
  host_notes: string;
  target_interests: string;
}

const TITLES: Record<Mode, string> = { open: 'Create open-registration session', curated: 'Create curated session', edit: 'Edit session' };

function initialFields(s?: SessionView, city?: string): Fields {
  return {
    session_title: s?.session_title ?? '',
    session_date: s ? toLocalInput(s.session_date, s.venue_timezone) : '',
    venue_id: s?.venue_id ?? '',
    venue_name: s?.venue_name ?? '',
    venue_address: s?.venue_address ?? '',
    venue_area: s?.venue_area ?? '',
    venue_tier: '',
    city: s?.city ?? CURATED_CITIES.find((c) => c.city.toLowerCase() === city?.trim().toLowerCase())?.city ?? 'Tokyo',
    max_participants: String(s?.max_participants ?? DEFAULT_MAX_PARTICIPANTS),
    session_duration: String(s?.session_duration ?? DEFAULT_DURATION_MINUTES),
    price_per_person: s ? String(s.price_per_person) : '',
    host_notes: s?.host_notes ?? '',
    target_interests: s?.target_interests?.join(', ') ?? '',
  };
}

export function SessionFormModal({
  mode,
  token,
  session,
  applicationIds = [],
  city,
  onClose,
  onSaved,
}: {
  mode: Mode;
  token: string;
  session?: SessionView;
  applicationIds?: string[];
  /** The selected applicants' city, the default for a curated session. */
  city?: string;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const id = useId();
  const [f, setF] = useState<Fields>(() => initialFields(session, city));
  const [picking, setPicking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (k: keyof Fields, v: string) => setF((x) => ({ ...x, [k]: v }));
  const groupSize = mode === 'curated' ? applicationIds.length : Number(f.max_participants) || DEFAULT_MAX_PARTICIPANTS;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const err = openSessionErrors(f);
    if (err) return setError(err);
    const data = {
      session_title: f.session_title.trim(),
      session_date: f.session_date,
      venue_id: f.venue_id || null,
      venue_name: f.venue_name.trim(),
      venue_address: f.venue_address.trim(),
      venue_area: f.venue_area,
      city: f.city,
      country: CURATED_CITIES.find((c) => c.city === f.city)?.country ?? 'Japan',
      venue_timezone: timezoneFor(f.city),
      max_participants: Number(f.max_participants),
      session_duration: Number(f.session_duration) || DEFAULT_DURATION_MINUTES,
      price_per_person: f.price_per_person === '' ? undefined : Number(f.price_per_person),
      host_notes: f.host_notes,
      target_interests: f.target_interests
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    };
    if (mode === 'open' && !window.confirm(`Create the open session "${data.session_title}" for up to ${data.max_participants} participants?`)) return;
    setBusy(true);
    setError(null);
    try {
      if (mode === 'open') {
        const r = await admin(token).create_open_session({ sessionData: data });
        onSaved(`Created "${r.sessionTitle}" (up to ${r.maxParticipants} participants).`);
      } else if (mode === 'curated') {
        const r = await admin(token).create_session_from_applications({ applicationIds, sessionData: data });
        onSaved(`Created a curated session with ${r.participantCount} participants. Review it in Sessions, then send the invites.`);
      } else {
        await admin(token).update_session_details({ sessionId: session!.id, updates: data });
        onSaved(`Saved "${data.session_title}".`);
      }
    } catch (e) {
      setError(`Error: ${(e as Error).message}`);
    } finally {
      setBusy(false);
    }
  }

  if (picking) {
    return (
      <VenuePickerModal
        token={token}
        city={f.city}
        onClose={() => setPicking(false)}
        onPick={(v) => {
          setF((x) => ({ ...x, venue_id: v.id, venue_name: v.name, venue_address: v.address, venue_area: v.venue_area, venue_tier: v.venue_tier, city: v.city || x.city }));
          setPicking(false);
        }}
      />
    );
  }

  return (
    <Modal title={TITLES[mode]} onClose={onClose} wide>
      <form className="cf-form" onSubmit={onSubmit} noValidate>
        {mode === 'curated' && <p className="muted">{applicationIds.length} approved premium applicants will be invited to this session.</p>}
        <div className="cf-grid">
          <div className="cf-field">
            <label htmlFor={`${id}-title`}>Title</label>
            <input id={`${id}-title`} value={f.session_title} onChange={(e) => set('session_title', e.target.value)} />
          </div>
          <div className="cf-field">
            <label htmlFor={`${id}-date`}>Date and time (venue time)</label>
            <input id={`${id}-date`} type="datetime-local" value={f.session_date} onChange={(e) => set('session_date', e.target.value)} />
          </div>
          <div className="cf-field">
            <label htmlFor={`${id}-city`}>City</label>
            <select id={`${id}-city`} value={f.city} onChange={(e) => set('city', e.target.value)}>
              {CURATED_CITIES.map((c) => (
                <option key={c.city}>{c.city}</option>
              ))}
            </select>
          </div>
          <div className="cf-field">
            <label htmlFor={`${id}-max`}>Max participants (2-4)</label>
            <input id={`${id}-max`} type="number" min={GROUP_MIN} max={GROUP_MAX} value={f.max_participants} onChange={(e) => set('max_participants', e.target.value)} />
          </div>
        </div>
        <fieldset className="cf-group">
          <legend>Venue</legend>
          <Button variant="secondary" size="sm" onClick={() => setPicking(true)}>
            Choose from venues
          </Button>
          <div className="cf-grid">
            <div className="cf-field">
              <label htmlFor={`${id}-vname`}>Venue name</label>
              <input id={`${id}-vname`} value={f.venue_name} onChange={(e) => setF((x) => ({ ...x, venue_name: e.target.value, venue_id: '' }))} />
            </div>
            <div className="cf-field">
              <label htmlFor={`${id}-vaddr`}>Address</label>
              <input id={`${id}-vaddr`} value={f.venue_address} onChange={(e) => set('venue_address', e.target.value)} />
            </div>
            <div className="cf-field">
              <label htmlFor={`${id}-varea`}>Area</label>
              <select id={`${id}-varea`} value={f.venue_area} onChange={(e) => set('venue_area', e.target.value)}>
                <option value="">Choose…</option>
                {VENUE_AREAS.map((a) => (
                  <option key={a}>{a}</option>
                ))}
              </select>
            </div>
          </div>
        </fieldset>
        <div className="cf-grid">
          <div className="cf-field">
            <label htmlFor={`${id}-dur`}>Duration (minutes)</label>
            <input id={`${id}-dur`} type="number" min={30} max={240} value={f.session_duration} onChange={(e) => set('session_duration', e.target.value)} />
          </div>
          <div className="cf-field">
            <label htmlFor={`${id}-price`}>Price per person ({sessionCurrency(f)})</label>
            <input
              id={`${id}-price`}
              type="number"
              min={0}
              value={f.price_per_person}
              placeholder={String(pricePerPerson(f.venue_tier || undefined, groupSize, f.city))}
              onChange={(e) => set('price_per_person', e.target.value)}
            />
          </div>
          <div className="cf-field">
            <label htmlFor={`${id}-interests`}>Target interests (comma separated)</label>
            <input id={`${id}-interests`} value={f.target_interests} onChange={(e) => set('target_interests', e.target.value)} />
          </div>
        </div>
        <div className="cf-field">
          <label htmlFor={`${id}-notes`}>Host notes</label>
          <textarea id={`${id}-notes`} rows={3} value={f.host_notes} onChange={(e) => set('host_notes', e.target.value)} />
        </div>
        <Notice tone="error" text={error} />
        <div className="cf-actions">
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : mode === 'edit' ? 'Save changes' : 'Create session'}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </Modal>
  );
}

export function VenuePickerModal({ token, city, onPick, onClose }: { token: string; city: string; onPick: (v: Venue) => void; onClose: () => void }) {
  const id = useId();
  const [filters, setFiltersNow] = useState({ city, venue_type: '', venue_area: '' });
  const pages = useCursorPages();
  const [result, setResult] = useState<VenuePage | null>(null);
  const [error, setError] = useState<string | null>(null);
  // New filters start again from the first page.
  const setFilters = (f: (x: typeof filters) => typeof filters) => {
    pages.reset();
    setFiltersNow(f);
  };
  useEffect(() => {
    let cancelled = false;
    const active = Object.fromEntries(Object.entries(filters).filter(([, v]) => v));
    admin(token)
      .get_venues({}, { filters: active, limit: ADMIN_PAGE_SIZE, cursor: pages.cursor })
      .then((r) => !cancelled && setResult(r))
      .catch((e: Error) => !cancelled && setError(`Error: ${e.message}`));
    return () => {
      cancelled = true;
    };
  }, [token, filters, pages.cursor]);
  const venues: Venue[] | null = result?.data ?? null;
  return (
    <Modal title="Choose a venue" onClose={onClose} wide>
      <div className="cf-filters">
        <div className="cf-field">
          <label htmlFor={`${id}-city`}>City</label>
          <select id={`${id}-city`} value={filters.city} onChange={(e) => setFilters((f) => ({ ...f, city: e.target.value }))}>
            {CURATED_CITIES.map((c) => (
              <option key={c.city}>{c.city}</option>
            ))}
          </select>
        </div>
        <div className="cf-field">
          <label htmlFor={`${id}-type`}>Type</label>
          <select id={`${id}-type`} value={filters.venue_type} onChange={(e) => setFilters((f) => ({ ...f, venue_type: e.target.value }))}>
            <option value="">All types</option>
            {VENUE_TYPES.map((t) => (
              <option key={t} value={t}>
                {VENUE_TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </div>
        <div className="cf-field">
          <label htmlFor={`${id}-area`}>Area</label>
          <select id={`${id}-area`} value={filters.venue_area} onChange={(e) => setFilters((f) => ({ ...f, venue_area: e.target.value }))}>
            <option value="">All areas</option>
            {VENUE_AREAS.map((a) => (
              <option key={a}>{a}</option>
            ))}
          </select>
        </div>
      </div>
      {error && <p className="notice notice--error">{error}</p>}
      {!venues && !error && <p role="status">Loading venues…</p>}
      {venues && venues.length === 0 && <p className="muted">No venues match. Add one from the Sessions tab.</p>}
      {venues && venues.length > 0 && (
        <ul className="cf-venues">
          {venues.map((v) => (
            <li key={v.id}>
              <div>
                <strong>{v.name}</strong> · {VENUE_TYPE_LABELS[v.venue_type as keyof typeof VENUE_TYPE_LABELS] ?? v.venue_type} · {v.venue_tier}
                <span className="cf-block muted">
                  {v.address} · {v.venue_area || v.city} · used {v.usage_count}×{v.rating !== null ? ` · ★ ${v.rating}` : ''}
                </span>
              </div>
              <Button size="sm" onClick={() => onPick(v)}>
                Use this venue
              </Button>
            </li>
          ))}
        </ul>
      )}
      {result && (
        <CursorPagination total={result.pagination.total} pageSize={ADMIN_PAGE_SIZE} page={pages.page} next={result.next} onNext={() => pages.next(result.next)} onPrevious={pages.previous} label="Venues" />
      )}
    </Modal>
  );
}

export function VenueFormModal({ token, onClose, onSaved }: { token: string; onClose: () => void; onSaved: (message: string) => void }) {
  const id = useId();
  const [f, setF] = useState({
    name: '',
    venue_type: 'cafe',
    venue_tier: 'premium',
    address: '',
    venue_area: '',
    city: 'Tokyo',
    capacity_small: String(VENUE_DEFAULTS.capacity_small),
    description: '',
    phone: '',
    average_cost_per_person: String(venueCost('Tokyo').default),
    noise_level: VENUE_DEFAULTS.noise_level as string,
    rating: '',
    image_url: '',
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (k: keyof typeof f, v: string) => setF((x) => ({ ...x, [k]: v }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const err = venueErrors(f);
    if (err) return setError(err);
    setBusy(true);
    setError(null);
    try {
      const venueData = {
        ...f,
        country: CURATED_CITIES.find((c) => c.city === f.city)?.country ?? 'Japan',
        capacity_small: Number(f.capacity_small),
        average_cost_per_person: Number(f.average_cost_per_person),
        rating: f.rating === '' ? undefined : Number(f.rating),
      };
      const v = await admin(token).add_venue({ venueData });
      onSaved(`Added venue "${v.name}".`);
    } catch (e) {
      setError(`Error adding venue: ${(e as Error).message}`);
    } finally {
      setBusy(false);
    }
  }

  const input = (k: keyof typeof f, label: string, type = 'text', extra: Record<string, unknown> = {}) => (
    <div className="cf-field">
      <label htmlFor={`${id}-${k}`}>{label}</label>
      <input id={`${id}-${k}`} type={type} value={f[k]} onChange={(e) => set(k, e.target.value)} {...extra} />
    </div>
  );
  const select = (k: keyof typeof f, label: string, options: readonly string[], labels?: Record<string, string>) => (
    <div className="cf-field">
      <label htmlFor={`${id}-${k}`}>{label}</label>
      <select id={`${id}-${k}`} value={f[k]} onChange={(e) => set(k, e.target.value)}>
        {options.map((o) => (
          <option key={o} value={o}>
            {labels?.[o] ?? o}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <Modal title="Add venue" onClose={onClose} wide>
      <form className="cf-form" onSubmit={onSubmit} noValidate>
        <div className="cf-grid">
          {input('name', 'Name')}
          {input('address', 'Address')}
          {select('venue_type', 'Type', VENUE_TYPES, VENUE_TYPE_LABELS)}
          {select('venue_tier', 'Tier (pricing)', VENUE_TIERS)}
          {select('city', 'City', CURATED_CITIES.map((c) => c.city))}
          <div className="cf-field">
            <label htmlFor={`${id}-venue_area`}>Area</label>
            <select id={`${id}-venue_area`} value={f.venue_area} onChange={(e) => set('venue_area', e.target.value)}>
              <option value="">Choose…</option>
              {VENUE_AREAS.map((a) => (
                <option key={a}>{a}</option>
              ))}
            </select>
          </div>
          {input('capacity_small', `Capacity (${VENUE_CAPACITY_MIN}-${VENUE_CAPACITY_MAX} people)`, 'number', { min: VENUE_CAPACITY_MIN, max: VENUE_CAPACITY_MAX })}
          {input('average_cost_per_person', `Average cost per person (${venueCost(f.city).currency})`, 'number', { min: 0, max: venueCost(f.city).max })}
          {select('noise_level', 'Noise level', NOISE_LEVELS)}
          {input('rating', 'Rating (0-5, optional)', 'number', { min: 0, max: 5, step: 0.1 })}
          {input('phone', 'Phone (optional)', 'tel')}
          {input('image_url', 'Image URL (optional)', 'url')}
        </div>
        <div className="cf-field">
          <label htmlFor={`${id}-description`}>Description</label>
          <textarea id={`${id}-description`} rows={3} value={f.description} onChange={(e) => set('description', e.target.value)} />
        </div>
        <Notice tone="error" text={error} />
        <div className="cf-actions">
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : 'Add venue'}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </Modal>
  );
}
