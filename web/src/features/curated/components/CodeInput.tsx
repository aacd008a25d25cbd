import { sanitizeCode } from '../../../../../functions/curated/rules';

/** The 6-digit code field: digits only (others stripped), at most 6. */
export function CodeInput({ id, value, onChange, autoFocus }: { id: string; value: string; onChange: (v: string) => void; autoFocus?: boolean }) {
  return (
    <input
      id={id}
      name="code"
      className="cf-code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="\d{6}"
      maxLength={6}
      required
      autoFocus={autoFocus}
      value={value}
      onChange={(e) => onChange(sanitizeCode(e.target.value))}
      aria-describedby={`${id}-hint`}
    />
  );
}
