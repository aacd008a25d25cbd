/**
 * The zod of the domain, the contracts and the functions: `zod/mini`, the functional build of zod 4,
 * with the English messages.
 *
 * Classic zod attaches its chainable methods to every schema it builds and costs about 6 ms more
 * at each cold start than mini (bench/functions.ts measures it); the parser core and the messages
 * are the same. The domain, the contracts and every function import zod from here, never 'zod' itself
 * (tests/unit/platform/bundle-hygiene.test.ts). The catalogue's schema (content/events/schema.ts)
 * and the blog loader keep classic zod: they run only in the build and the tests.
 */
import * as mini from 'zod/mini';
import en from 'zod/v4/locales/en.js';

mini.config(en());

export * from 'zod/mini';
