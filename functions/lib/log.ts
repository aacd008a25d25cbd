/**
 * Structured JSON logs (CloudWatch-friendly); quiet under tests unless LOG_LEVEL is set.
 * No personal data in logs: every email address in the message or in any field (at any depth) is
 * replaced by `email#` and the first 8 hex digits of the SHA-256 of the normalised address, so
 * lines about one person can still be matched without naming them.
 */
import { createHash } from 'node:crypto';

type Level = 'debug' | 'info' | 'warn' | 'error';
const order: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };
const threshold = (): number => order[(process.env.LOG_LEVEL as Level) ?? (process.env.VITEST ? 'error' : 'info')] ?? 20;

/** An email address, plain or percent-encoded once or more as in a link's query string (`%40`, `%2540`… for `@`). */
export const EMAIL_IN_TEXT = /[\w.+%-]+(?:@|%(?:25)*40)[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi;

/** Percent-decoding applied until nothing changes (an address encoded twice hashes as the address itself). */
function decodedFully(found: string): string {
  let email = found;
  for (let i = 0; i < 5 && email.includes('%'); i++) {
    try {
      const next = decodeURIComponent(email);
      if (next === email) break;
      email = next;
    } catch {
      // Not valid percent-encoding: hashed as far as it decodes.
      break;
    }
  }
  return email;
}

const hashEmail = (found: string): string => `email#${createHash('sha256').update(decodedFully(found).trim().toLowerCase()).digest('hex').slice(0, 8)}`;

/** The redaction rule, applied to everything JSON.stringify writes: every string value and every key, at any depth. */
const redactor = (_key: string, value: unknown): unknown => {
  if (typeof value === 'string') return redactText(value);
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value);
    if (entries.some(([k]) => redactText(k) !== k)) return Object.fromEntries(entries.map(([k, v]) => [redactText(k), v]));
  }
  return value;
};

const redactText = (text: string): string => text.replace(EMAIL_IN_TEXT, hashEmail);

/** One log line as written: JSON, with the redaction rule applied. */
export function formatLine(level: string, message: string, fields?: Record<string, unknown>): string {
  return JSON.stringify({ level, message, time: new Date().toISOString(), ...fields }, redactor);
}

const listeners = new Set<(line: string) => void>();

/** Hands every line written, at any level (the level threshold only governs the console), to `listener`; returns the unsubscribe. */
export function onLogLine(listener: (line: string) => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function emit(level: Level, message: string, fields?: Record<string, unknown>) {
  const print = order[level] >= threshold();
  if (!print && listeners.size === 0) return;
  const line = formatLine(level, message, fields);
  for (const l of listeners) l(line);
  if (!print) return;
  if (level === 'error' || level === 'warn') console.error(line);
  else console.log(line);
}

export const log = {
  debug: (m: string, f?: Record<string, unknown>) => emit('debug', m, f),
  info: (m: string, f?: Record<string, unknown>) => emit('info', m, f),
  warn: (m: string, f?: Record<string, unknown>) => emit('warn', m, f),
  error: (m: string, f?: Record<string, unknown>) => emit('error', m, f),
};
