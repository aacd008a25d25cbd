/**
 * The transport under the catalogue's client (lib/api.ts, the only caller). Every call goes to `/api/<fn>` with a JSON body and returns the
 * `{ success, data | error }` envelope. 5xx answers and network failures are retried (up to 3 attempts,
 * waiting 1 s × attempt); 4xx answers are returned as they are (they carry the user's message).
 */
import { t } from './i18n/common';
import { activeLocale } from './i18n';

export interface Envelope<T = unknown> {
  success: boolean;
  data?: T;
  error?: string;
  expired?: boolean;
  [extra: string]: unknown;
}

export interface CallOptions {
  /** Bearer token (member or admin session). */
  token?: string;
  headers?: Record<string, string>;
  /** Total attempts for 5xx/network failures (default 3). */
  attempts?: number;
  /** Base delay in ms, multiplied by the attempt number (default 1000). */
  delayMs?: number;
  signal?: AbortSignal;
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body?: Envelope,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

// Read when the module loads: a page's language is fixed for the document.
export const NETWORK_ERROR = t('api.networkError');
export const API_CALL_FAILED = t('api.callFailed');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * POSTs `{...body}` to `/api/<fn>`. Resolves with the envelope and HTTP status for any answer
 * below 500; throws ApiError after the last failed attempt otherwise.
 */
export async function callApi<T = unknown>(fn: string, body: unknown, o: CallOptions = {}): Promise<Envelope<T> & { status: number }> {
  const attempts = o.attempts ?? 3;
  const delay = o.delayMs ?? 1000;
  let lastError: ApiError | undefined;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const res = await fetch(`/api/${fn}`, {
        method: 'POST',
        // The page's language: the server stores it with a person and answers its messages in it.
        headers: { 'content-type': 'application/json', 'x-fika-locale': activeLocale(), ...(o.token ? { authorization: `Bearer ${o.token}` } : {}), ...o.headers },
        body: JSON.stringify(body),
        signal: o.signal,
      });
      let parsed: Envelope<T>;
      try {
        parsed = (await res.json()) as Envelope<T>;
      } catch {
        parsed = { success: false, error: API_CALL_FAILED };
      }
      if (res.status < 500) return { ...parsed, status: res.status };
      lastError = new ApiError(parsed.error ?? API_CALL_FAILED, res.status, parsed);
    } catch (e) {
      if ((e as Error)?.name === 'AbortError') throw e;
      lastError = new ApiError(NETWORK_ERROR, 0);
    }
    if (attempt < attempts) await sleep(delay * attempt);
  }
  throw lastError ?? new ApiError(API_CALL_FAILED, 0);
}
