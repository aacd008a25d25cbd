/**
 * Typed errors: each carries its HTTP status and serialises to the response envelope
 * ({ success: false, error, ...extra }) in one place (functions/lib/http.ts).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Extra envelope fields, e.g. { expired: true } or { code: 'INVALID_EMAIL' } */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequest extends HttpError {
  constructor(message: string, extra: Record<string, unknown> = {}) {
    super(400, message, extra);
  }
}
export class Unauthorized extends HttpError {
  constructor(message: string, extra: Record<string, unknown> = {}) {
    super(401, message, extra);
  }
}
export class Forbidden extends HttpError {
  constructor(message: string, extra: Record<string, unknown> = {}) {
    super(403, message, extra);
  }
}
export class NotFound extends HttpError {
  constructor(message: string, extra: Record<string, unknown> = {}) {
    super(404, message, extra);
  }
}
export class Conflict extends HttpError {
  constructor(message: string, extra: Record<string, unknown> = {}) {
    super(409, message, extra);
  }
}
export class PayloadTooLarge extends HttpError {
  constructor(message = 'Request body is too large (max 64 KB)') {
    super(413, message);
  }
}
export class UnsupportedMediaType extends HttpError {
  constructor(message = 'Content-Type must be application/json') {
    super(415, message);
  }
}
export class TooManyRequests extends HttpError {
  constructor(message = 'Too many requests. Please wait a moment and try again.', retryAfterSeconds = 60) {
    super(429, message, { retryAfter: retryAfterSeconds });
  }
}
export class ServiceUnavailable extends HttpError {
  constructor(message: string) {
    super(503, message);
  }
}

/** Raised by the table adapter when a condition expression fails. Domain code maps it. */
export class ConditionFailed extends Error {
  constructor(readonly cancellationReasons?: (string | undefined)[]) {
    super('Condition failed');
    this.name = 'ConditionFailed';
  }
}

export function isHttpError(e: unknown): e is HttpError {
  return e instanceof HttpError;
}
