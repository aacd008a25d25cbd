/**
 * POST /api/client-errors: an error report from the browser (the error screen, or the global
 * handler of uncaught errors). A plain JSON body, anyone; 202 with the report's fingerprint.
 * Limited per client address (its /64; the user agent plays no part) to 20 reports a minute.
 */
import * as z from '../domain/zod';
import { ERROR_MESSAGE_MAX, ERROR_PATH_MAX, ERROR_RELEASE_MAX, ERROR_STACK_MAX } from '../domain/error-report-limits';
import { action } from './contract';

const tooLong = (field: string, max: number) => `${field} is too long (max ${max} characters)`;

export const clientErrorsContract = action({
  summary: 'Receives an error report from the browser; a new group mails the team (within an hourly ceiling).',
  input: z.object({
    message: z.string({ error: 'message is required' }).check(z.trim(), z.minLength(1, 'message is required'), z.maxLength(ERROR_MESSAGE_MAX, tooLong('message', ERROR_MESSAGE_MAX))),
    stack: z.optional(z.nullable(z.string({ error: 'stack must be text' }).check(z.maxLength(ERROR_STACK_MAX, tooLong('stack', ERROR_STACK_MAX))))),
    /** The page's path (no origin); a query or fragment is dropped before it is stored. */
    path: z
      .string({ error: 'path is required' })
      .check(z.regex(/^\//, "path must be the page's path, starting with /"), z.maxLength(ERROR_PATH_MAX, tooLong('path', ERROR_PATH_MAX))),
    /** The build id of the web app that reported. */
    release: z.string({ error: 'release is required' }).check(z.trim(), z.minLength(1, 'release is required'), z.maxLength(ERROR_RELEASE_MAX, tooLong('release', ERROR_RELEASE_MAX))),
  }),
  output: z.object({ fingerprint: z.string() }),
  status: 202,
  sample: {
    data: {
      message: "TypeError: Cannot read properties of undefined (reading 'map')",
      stack: "TypeError: Cannot read properties of undefined (reading 'map')\n    at PollResults (https://fika.community/assets/PollPage-B3xYz_9a.js:1:2345)",
      path: '/poll',
      release: '2027-01-10T00:00:00.000Z',
    },
  },
});
