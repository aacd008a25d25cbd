/**
 * The form's fields. Each names the dotted path of what it sends ("venue.name"; its Japanese twin
 * "ja.venue.name"), and shows beside itself every message the server (or the form) gave for that
 * path, or for an item of it ("whatToExpect.2" → "Line 3: …"), linked as the field's description.
 */
import { createContext, useContext, type ChangeEvent, type ReactNode } from 'react';
import type { FieldErrors } from '../api';
import type { Pair } from '../form-state';

export const ErrorsContext = createContext<FieldErrors>({});

/** The element id of a path's field ("venue.name" → "ae-venue-name"). */
export const fieldId = (path: string) => `ae-${path.replace(/[^A-Za-z0-9]+/g, '-')}`;

/** The messages for `path` and its items: "Line 3: …" for a list item, "name: …" for a part. */
export function messagesAt(errors: FieldErrors, path: string, nested = true): string[] {
  const out: string[] = [];
  if (errors[path]) out.push(errors[path]);
  if (!nested) return out;
  for (const [key, message] of Object.entries(errors)) {
    if (!key.startsWith(`${path}.`)) continue;
    const rest = key.slice(path.length + 1);
    const index = /^(\d+)(?:\.(.*))?$/.exec(rest);
    out.push(index ? `Line ${Number(index[1]) + 1}${index[2] ? ` (${index[2]})` : ''}: ${message}` : `${rest}: ${message}`);
  }
  return out;
}

function useMessages(paths: readonly string[], nested: boolean) {
  const errors = useContext(ErrorsContext);
  return paths.flatMap((p) => messagesAt(errors, p, nested));
}

/** The messages beside a field (or a group), with the id its control is described by. */
export function FieldMessages({ id, messages }: { id: string; messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <ul id={id} className="ae-error">
      {messages.map((m) => (
        <li key={m}>{m}</li>
      ))}
    </ul>
  );
}

/** The messages of a group's own path (a fieldset: "venue", "fikaQuestion"), not its fields'. */
export function GroupMessages({ path, also = [] }: { path: string; also?: readonly string[] }) {
  const messages = useMessages([path, ...also], false);
  return <FieldMessages id={`${fieldId(path)}-error`} messages={messages} />;
}

interface TextProps {
  label: string;
  /** What the value is sent as (dotted path); also the field's id. */
  path: string;
  /** Other paths whose messages belong beside this field (a derived text's, a flag that follows it). */
  also?: readonly string[];
  value: string;
  onChange: (value: string) => void;
  help?: ReactNode;
  /** A textarea; `lines` says one item a line. */
  multiline?: boolean;
  lines?: boolean;
  rows?: number;
  type?: 'text' | 'date' | 'time' | 'number' | 'url';
  inputMode?: 'numeric' | 'decimal' | 'text';
  lang?: string;
  placeholder?: string;
  disabled?: boolean;
  min?: number;
  max?: number;
}

export function TextField({ label, path, also = [], value, onChange, help, multiline, lines, rows, type = 'text', inputMode, lang, placeholder, disabled, min, max }: TextProps) {
  const id = fieldId(path);
  const messages = useMessages([path, ...also], true);
  const described = [help || lines ? `${id}-help` : '', messages.length ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    value,
    lang,
    placeholder,
    disabled,
    'aria-invalid': messages.length > 0 || undefined,
    'aria-describedby': described,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(e.target.value),
  };
  return (
    <div className="ae-field">
      <label htmlFor={id}>{label}</label>
      {multiline || lines ? <textarea rows={rows ?? (lines ? 4 : 3)} {...common} /> : <input type={type} inputMode={inputMode} min={min} max={max} {...common} />}
      {(help || lines) && (
        <p id={`${id}-help`} className="ac-help">
          {lines && 'One a line. '}
          {help}
        </p>
      )}
      <FieldMessages id={`${id}-error`} messages={messages} />
    </div>
  );
}

/**
 * A text in English and Japanese, side by side. The Japanese is optional: a page without it shows
 * the English. Paths: `path` and `ja.<path>`.
 */
export function PairField({ label, path, value, onChange, help, multiline, lines, rows, also, disabled }: { label: string; path: string; value: Pair; onChange: (v: Pair) => void; help?: ReactNode; multiline?: boolean; lines?: boolean; rows?: number; also?: readonly string[]; disabled?: boolean }) {
  return (
    <div className="ae-pair">
      <TextField label={label} path={path} also={also} value={value.en} onChange={(en) => onChange({ ...value, en })} help={help} multiline={multiline} lines={lines} rows={rows} disabled={disabled} />
      <TextField
        label={`${label} (Japanese)`}
        path={`ja.${path}`}
        value={value.ja}
        onChange={(ja) => onChange({ ...value, ja })}
        multiline={multiline}
        lines={lines}
        rows={rows}
        lang="ja"
        disabled={disabled}
        help={lines ? 'Leave empty to show the English, or give one line for each English line.' : 'Leave empty to show the English.'}
      />
    </div>
  );
}

export function SelectField<V extends string>({ label, path, also = [], value, options, onChange, help, disabled }: { label: string; path: string; also?: readonly string[]; value: V; options: readonly { value: V; label: string }[]; onChange: (v: V) => void; help?: ReactNode; disabled?: boolean }) {
  const id = fieldId(path);
  const messages = useMessages([path, ...also], true);
  const described = [help ? `${id}-help` : '', messages.length ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="ae-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} disabled={disabled} aria-invalid={messages.length > 0 || undefined} aria-describedby={described} onChange={(e) => onChange(e.target.value as V)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <HelpAndMessages id={id} help={help} messages={messages} />
    </div>
  );
}

/** A field's help line and its messages, each named by the field's aria-describedby. */
function HelpAndMessages({ id, help, messages }: { id: string; help?: ReactNode; messages: string[] }) {
  return (
    <>
      {help && (
        <p id={`${id}-help`} className="ac-help">
          {help}
        </p>
      )}
      <FieldMessages id={`${id}-error`} messages={messages} />
    </>
  );
}

export function CheckField({ label, path, also = [], checked, onChange, help, disabled }: { label: string; path: string; also?: readonly string[]; checked: boolean; onChange: (v: boolean) => void; help?: ReactNode; disabled?: boolean }) {
  const id = fieldId(path);
  const messages = useMessages([path, ...also], false);
  const described = [help ? `${id}-help` : '', messages.length ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="ae-field">
      <label className="ac-check" htmlFor={id}>
        <input id={id} type="checkbox" checked={checked} disabled={disabled} aria-invalid={messages.length > 0 || undefined} aria-describedby={described} onChange={(e) => onChange(e.target.checked)} />
        {label}
      </label>
      <HelpAndMessages id={id} help={help} messages={messages} />
    </div>
  );
}

/** A titled group of fields. */
export function Group({ title, path, also, children, help }: { title: string; path?: string; also?: readonly string[]; children: ReactNode; help?: ReactNode }) {
  return (
    <fieldset className="ae-group">
      <legend>{title}</legend>
      {help && <p className="ac-help">{help}</p>}
      {path && <GroupMessages path={path} also={also} />}
      {children}
    </fieldset>
  );
}

/** What a message's path is about, in words, for the list of problems above the form. */
export function pathLabel(path: string): string {
  const parts = path.split('.');
  const ja = parts[0] === 'ja';
  const words = (ja ? parts.slice(1) : parts).map((p) => (/^\d+$/.test(p) ? `#${Number(p) + 1}` : (LABELS[p] ?? p.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase())));
  const text = words.join(', ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}${ja ? ' (Japanese)' : ''}`;
}

const LABELS: Record<string, string> = {
  slug: 'address (slug)',
  perEventPriceCents: 'price',
  doorPriceCents: 'door price',
  durationMinutes: 'length',
  startTime: 'start time',
  rsvpQuestions: 'RSVP question',
  fikaQuestion: 'fika questions',
  questions: 'question',
  hostInfo: 'host',
  venueReveal: 'venue reveal',
  revealedVenue: 'exact venue',
  cancellationPolicy: 'cancellation policy',
  exclusiveRefusal: 'refusal text',
  iconImage: 'image',
  whatToExpect: 'what to expect',
  preparationTips: 'preparation tips',
  paymentOptions: 'payment options',
  feeCents: 'fee',
  noticeHours: 'notice',
};
