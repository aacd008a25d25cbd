/**
 * Every Lambda the platform runs, declared once: its entry module, its size and its flags.
 * Read by the CDK constructs (infra/constructs: api.ts, event-wiring.ts, function-with-defaults.ts),
 * the local stack (infra/local: the gateway, the bus and the scheduled jobs) and the bundler
 * (infra/bundling.ts, also used by the bundle benchmark). What reaches each function is declared
 * beside its contract: the routes of an HTTP group in api/endpoints.ts, the events of a consumer
 * in events/catalogue.ts (`routing`); the schedules of the jobs function are here.
 * This module imports nothing, so every side (functions included, for its types) may read it.
 */

/** Repository files copied into a function's asset after bundling (data the handler reads at run time). */
export interface AssetFiles {
  /** Directory relative to the repository root. */
  readonly fromDir: string;
  /** Directory relative to the asset root (`/var/task/<toDir>` at run time). */
  readonly toDir: string;
  /** File name pattern (shell glob), e.g. `*.jpg`. */
  readonly pattern: string;
  /** The variable that tells the handler where the files are. */
  readonly env: string;
  /** Copy the whole directory tree (`pattern` is then `*`), not only its top-level files. */
  readonly recursive?: boolean;
}

interface LambdaSpec {
  /** Memory, MB. */
  readonly memoryMb: number;
  /** Timeout, seconds. */
  readonly timeoutS: number;
  /** Calls Stripe: stripe-node is copied into its asset (and loaded lazily, on the first Stripe call). */
  readonly stripe?: boolean;
  /**
   * Native modules the bundler leaves alone: copied, with their runtime dependencies and the
   * linux-x64 prebuilt binaries, into the asset. Forces x86_64.
   */
  readonly nodeModules?: readonly string[];
  /**
   * Pure-JS packages only some calls load (with a dynamic import): left out of the bundle and
   * copied into the asset, so that a cold start does not parse code most requests never run.
   */
  readonly lazyModules?: readonly string[];
  readonly assetFiles?: AssetFiles;
  /** At most this many instances at once (Lambda's reserved concurrency); unset: no limit. */
  readonly reservedConcurrency?: number;
  /**
   * The admin's CSV exports in the uploads bucket (`exports/`, functions/lib/export-files.ts):
   * `write` for the consumer that builds the files, `read` for the function that signs their
   * download links (a presigned URL acts with its signer's rights). Sets UPLOADS_BUCKET.
   */
  readonly exportFiles?: 'read' | 'write';
}

interface GroupSpec extends LambdaSpec {
  /** Steady-state requests per second allowed on this group's routes (API Gateway throttling). */
  readonly rateLimit: number;
  readonly burstLimit: number;
}

export interface Schedule {
  readonly name: string;
  readonly rateMinutes: number;
  /** The jobs function's input is `{"job": job}`. */
  readonly job: string;
}

/** HTTP action groups: one Lambda each, handler at functions/<group>/handler.ts; their routes are in api/endpoints.ts. */
const groupSpecs = {
  health: { memoryMb: 128, timeoutS: 3, rateLimit: 50, burstLimit: 100 },
  signup: { memoryMb: 256, timeoutS: 10, rateLimit: 20, burstLimit: 50 },
  // The weekly digest's one-click RSVP: the signup's registration path behind a signed link.
  rsvp: { memoryMb: 256, timeoutS: 10, rateLimit: 20, burstLimit: 50 },
  // Stay in touch after a date: an attendee's page behind the signed link of their invitation.
  'stay-in-touch': { memoryMb: 256, timeoutS: 10, rateLimit: 20, burstLimit: 50 },
  reservations: { memoryMb: 256, timeoutS: 10, rateLimit: 50, burstLimit: 100, stripe: true },
  billing: { memoryMb: 256, timeoutS: 15, rateLimit: 20, burstLimit: 40, stripe: true },
  'stripe-webhook': { memoryMb: 256, timeoutS: 15, rateLimit: 50, burstLimit: 100, stripe: true },
  unsubscribe: { memoryMb: 256, timeoutS: 10, rateLimit: 20, burstLimit: 40 },
  // Stripe: closing an account refunds places cancelled in time and ends the subscription with its period.
  member: { memoryMb: 256, timeoutS: 15, rateLimit: 30, burstLimit: 60, stripe: true },
  // qrcode (with pngjs) draws the admin check-in QR codes only.
  passport: { memoryMb: 256, timeoutS: 10, rateLimit: 30, burstLimit: 60, lazyModules: ['qrcode'] },
  poll: { memoryMb: 256, timeoutS: 10, rateLimit: 50, burstLimit: 100 },
  contact: { memoryMb: 256, timeoutS: 10, rateLimit: 10, burstLimit: 20 },
  curated: { memoryMb: 256, timeoutS: 10, rateLimit: 20, burstLimit: 40, stripe: true },
  'curated-admin': { memoryMb: 512, timeoutS: 30, rateLimit: 10, burstLimit: 20, stripe: true },
  'admin-billing': { memoryMb: 256, timeoutS: 15, rateLimit: 10, burstLimit: 20, stripe: true },
  // exportFiles: get_export signs the download link of a ready export.
  admin: { memoryMb: 256, timeoutS: 15, rateLimit: 10, burstLimit: 20, exportFiles: 'read' },
  'admin-auth': { memoryMb: 256, timeoutS: 10, rateLimit: 10, burstLimit: 20 },
  'ses-events': { memoryMb: 256, timeoutS: 10, rateLimit: 20, burstLimit: 40 },
  // Error reports from browsers (each client is also limited per minute in the table).
  'client-errors': { memoryMb: 256, timeoutS: 10, rateLimit: 20, burstLimit: 50 },
  // The originals of content/images travel in the asset (functions/images/render.ts reads IMAGES_DIR).
  images: {
    memoryMb: 1024,
    timeoutS: 10,
    rateLimit: 100,
    burstLimit: 200,
    nodeModules: ['sharp'],
    assetFiles: { fromDir: 'content/images', toDir: 'images', pattern: '*.jpg', env: 'IMAGES_DIR' },
  },
  // Calendar feeds: calendar apps poll them (an hour apart at most); CloudFront caches the public ones.
  calendar: { memoryMb: 256, timeoutS: 10, rateLimit: 50, burstLimit: 100 },
  // First-party analytics: every page sends its batch here (sendBeacon), hence the higher limits.
  analytics: { memoryMb: 256, timeoutS: 10, rateLimit: 100, burstLimit: 200 },
  'admin-analytics': { memoryMb: 256, timeoutS: 15, rateLimit: 10, burstLimit: 20 },
  // The events console: validates a listing with the catalogue's own (classic zod) schema. Stripe:
  // cancelling a date refunds its paid places; 30 s: cancelling or messaging a whole date in one call.
  'admin-events': { memoryMb: 512, timeoutS: 30, rateLimit: 10, burstLimit: 20, stripe: true },
  // An event's image: presigned upload forms, then each upload's content checked and converted with
  // sharp (up to 12 MP decoded: the images function's size) into the upload store (functions/lib/uploads.ts).
  'admin-event-images': { memoryMb: 1024, timeoutS: 30, rateLimit: 5, burstLimit: 10, nodeModules: ['sharp'] },
  // Hosts of an event: who is coming on a date, its CSV, messages to its people (no Stripe: hosts never refund).
  'host-events': { memoryMb: 256, timeoutS: 30, rateLimit: 10, burstLimit: 20 },
} as const satisfies Record<string, GroupSpec>;

/** Event consumers: one Lambda each, handler at functions/consumers/<name>/handler.ts; the events routed to each are in events/catalogue.ts. */
const consumerSpecs = {
  // qrcode (with pngjs) draws the check-in QR code a confirmation carries.
  email: { memoryMb: 256, timeoutS: 30, lazyModules: ['qrcode'] },
  'passport-refresh': { memoryMb: 256, timeoutS: 30 },
  'unsubscribe-notification': { memoryMb: 256, timeoutS: 30 },
  'waitlist-promotion': { memoryMb: 256, timeoutS: 30 },
  // Refunds a payment it cannot keep.
  'billing-activation': { memoryMb: 256, timeoutS: 30, stripe: true },
  // Counts signups, registrations and event payments into the analytics counters (the name
  // `analytics` is the collector's HTTP group: Lambda names are unique).
  'analytics-counts': { memoryMb: 256, timeoutS: 30 },
  // The admin's CSV exports: one file per export.requested, written page by page into the uploads
  // bucket's exports/ (multipart). 5 minutes: 100,000 signups are about 200 pages of reads.
  exports: { memoryMb: 512, timeoutS: 300, exportFiles: 'write' },
  // Renders the pages a published change touches with the web build's renderer (web/dist-ssr,
  // carried in its asset and imported at run time: the bundle budget is index.mjs's), writes them
  // to the site bucket and the edge's routes. One at a time: a render is not reentrant, and two
  // publishes must not interleave their writes. The key value store's client and its SigV4a
  // signer travel in the asset together (the signer registers itself with the client's copy of
  // @smithy/signature-v4). Memory buys CPU: rendering is CPU-bound.
  'site-publisher': {
    memoryMb: 1769,
    timeoutS: 300,
    reservedConcurrency: 1,
    lazyModules: ['@aws-sdk/client-cloudfront-keyvaluestore', '@aws-sdk/signature-v4a'],
    assetFiles: { fromDir: 'web/dist-ssr', toDir: 'site', pattern: '*', env: 'SITE_RENDERER_DIR', recursive: true },
  },
} as const satisfies Record<string, LambdaSpec>;

/** Scheduled jobs: one Lambda, invoked by EventBridge Scheduler in AWS (in-process timers locally) with `{"job": name}`. */
const jobsSpec = {
  entry: 'functions/jobs/handler.ts',
  memoryMb: 512,
  timeoutS: 120,
  schedules: [
    { name: 'event-reminders', rateMinutes: 15, job: 'event-reminders' },
    { name: 'no-show-sweep', rateMinutes: 60, job: 'no-show-sweep' },
    { name: 'venue-reveal', rateMinutes: 60, job: 'venue-reveal' },
    // Hourly: series registrations extended to their eight-week horizon, and their 48 h "still coming?" checks.
    { name: 'series-rsvp', rateMinutes: 60, job: 'series-rsvp' },
    // Hourly, sending once a week: the weekly digest goes from Monday 08:00 Tokyo time (functions/jobs/digest.ts).
    { name: 'weekly-digest', rateMinutes: 60, job: 'weekly-digest' },
    // Hourly: the stay-in-touch invitations of the dates that ended (functions/stay-in-touch/touch.ts).
    { name: 'stay-in-touch', rateMinutes: 60, job: 'stay-in-touch' },
    // Daily: closed accounts' personal data purged after 90 days (functions/jobs/privacy.ts).
    { name: 'privacy-retention', rateMinutes: 1440, job: 'privacy-retention' },
  ],
} as const satisfies LambdaSpec & { entry: string; schedules: readonly Schedule[] };

/** The Lambda REQUEST authorizer in front of every `admin` route (API Gateway in AWS, the local gateway locally). */
const authorizerSpec = { entry: 'functions/admin-auth/authorizer.ts', memoryMb: 256, timeoutS: 5 } as const satisfies LambdaSpec & { entry: string };

export type GroupName = keyof typeof groupSpecs;
export type ConsumerName = keyof typeof consumerSpecs;
export type JobName = (typeof jobsSpec.schedules)[number]['job'];
export type LambdaRole = 'group' | 'consumer' | 'job' | 'authorizer';

interface LambdaBase {
  /** Unique across the list: names the bundle and the function's `fika:name` tag. */
  readonly name: string;
  /** `fika:role` tag value. */
  readonly role: LambdaRole;
  /** Handler module (exporting `handler`), relative to the repository root. */
  readonly entry: string;
  readonly memoryMb: number;
  readonly timeoutS: number;
  readonly stripe: boolean;
  readonly nodeModules: readonly string[];
  readonly lazyModules: readonly string[];
  readonly assetFiles?: AssetFiles;
  readonly reservedConcurrency?: number;
  readonly exportFiles?: 'read' | 'write';
}
export interface GroupLambda extends LambdaBase {
  readonly role: 'group';
  readonly name: GroupName;
  readonly rateLimit: number;
  readonly burstLimit: number;
}
export interface ConsumerLambda extends LambdaBase {
  readonly role: 'consumer';
  readonly name: ConsumerName;
}
export interface JobsLambda extends LambdaBase {
  readonly role: 'job';
  readonly schedules: readonly Schedule[];
}
export interface AuthorizerLambda extends LambdaBase {
  readonly role: 'authorizer';
}
export type LambdaDef = GroupLambda | ConsumerLambda | JobsLambda | AuthorizerLambda;

const base = (s: LambdaSpec) => ({
  memoryMb: s.memoryMb,
  timeoutS: s.timeoutS,
  stripe: s.stripe ?? false,
  nodeModules: s.nodeModules ?? [],
  lazyModules: s.lazyModules ?? [],
  ...(s.assetFiles ? { assetFiles: s.assetFiles } : {}),
  ...(s.reservedConcurrency ? { reservedConcurrency: s.reservedConcurrency } : {}),
  ...(s.exportFiles ? { exportFiles: s.exportFiles } : {}),
});
const byName = <N extends string, S, L>(specs: Record<N, S>, make: (name: N, spec: S) => L): Record<N, L> =>
  Object.fromEntries(Object.entries(specs).map(([name, spec]) => [name, make(name as N, spec as S)])) as Record<N, L>;

export const groupLambdas: Record<GroupName, GroupLambda> = byName(groupSpecs, (name, s: GroupSpec) => ({
  name,
  role: 'group',
  entry: `functions/${name}/handler.ts`,
  ...base(s),
  rateLimit: s.rateLimit,
  burstLimit: s.burstLimit,
}));

export const consumerLambdas: Record<ConsumerName, ConsumerLambda> = byName(consumerSpecs, (name, s: LambdaSpec) => ({
  name,
  role: 'consumer',
  entry: `functions/consumers/${name}/handler.ts`,
  ...base(s),
}));

export const jobsLambda: JobsLambda = { name: 'jobs', role: 'job', entry: jobsSpec.entry, ...base(jobsSpec), schedules: jobsSpec.schedules };

export const authorizerLambda: AuthorizerLambda = { name: 'admin-authorizer', role: 'authorizer', entry: authorizerSpec.entry, ...base(authorizerSpec) };

export const groupNames = Object.keys(groupSpecs) as GroupName[];
export const consumerNames = Object.keys(consumerSpecs) as ConsumerName[];

/** Every Lambda the stack deploys. */
export const lambdas: readonly LambdaDef[] = [...Object.values(groupLambdas), ...Object.values(consumerLambdas), jobsLambda, authorizerLambda];
