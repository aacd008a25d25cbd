import { sanitizeCode } from '@/domain/curated/rules';

/**
 * The 6-digit code field: digits only (others stripped), at most 6. No maxLength on the element:
 * the browser would cut a pasted "123 456" to "123 45" before the spaces are stripped.
 */
export function CodeInput({ id, value, onChange, autoFocus }: { id: string; value: string; onChange: (v: string) => void; autoFocus?: boolean }) {
  return (
    <input
      id={id}
      name="code"
      className="cf-code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="\d{6}"
      required
      autoFocus={autoFocus}
      value={value}
      onChange={(e) => onChange(sanitizeCode(e.target.value))}
      aria-describedby={`${id}-hint`}
    />
  );
}
