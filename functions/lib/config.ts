/**
 * Configuration: read and checked once, at cold start (or when the local stack starts).
 * A missing variable fails at start-up, not on the hundredth request.
 *
 * Environment contract (CDK sets these on every function; the local stack sets its own):
 *   PORTS                   'aws' (Lambda) or 'local' (set by the local stack)
 *   TABLE_NAME              the single table
 *   SITE_URL                public origin, e.g. https://fika.example.com (links in emails)
 *   MAIL_FROM               sender address (SES identity)
 *   TEAM_EMAIL              where contact messages, discoveries and unsubscribe notices go
 *   ADMIN_EMAILS            comma-separated allow-list for admin sign-in
 *   SES_CONFIGURATION_SET   SES v2 configuration set (aws)
 *   SECRETS_ARN             Secrets Manager secret holding {stripeSecretKey, stripeWebhookSecret, signingSecret} (aws)
 *   STRIPE_SECRET_KEY       (local, optional) real Stripe instead of the simulator
 *   STRIPE_WEBHOOK_SECRET   (local) webhook signing secret
 *   SIGNING_SECRET          (local) HMAC key for unsubscribe links and other signed URLs
 *   ORIGIN_VERIFY_SECRET    value of the x-origin-verify header CloudFront adds (aws: required by every
 *                           HTTP function, which refuses requests without it; local: the gateway adds it)
 *   PASSPORT_ENABLED        'false' switches the passport off (its pages then say "Passport system disabled"); default on
 *   UPLOADS_BUCKET          (aws) the bucket of organisers' uploaded images (set on the functions that
 *                           read or write it: admin-event-images and images; functions/lib/uploads.ts)
 *   UPLOADS_DIR             (local) the folder standing in for that bucket (the local stack: DATA_DIR/uploads)
 *   CONSUMER_LEASE_S        how long a consumer's claim on an event holds (default 60, longer than the
 *                           consumers' 30-s Lambda timeout; the local stack uses 10, its handlers take
 *                           milliseconds, so a run cut short by a crash is retried soon after a restart)
 */
import * as z from '../../domain/zod';

const envSchema = z.object({
  PORTS: z._default(z.enum(['aws', 'local']), 'aws'),
  TABLE_NAME: z.string().check(z.minLength(1)),
  SITE_URL: z.url(),
  MAIL_FROM: z._default(z.email(), 'hello@fika.community'),
  TEAM_EMAIL: z._default(z.email(), 'team@fika.community'),
  ADMIN_EMAILS: z._default(z.string(), ''),
  SES_CONFIGURATION_SET: z.optional(z.string()),
  SECRETS_ARN: z.optional(z.string()),
  STRIPE_SECRET_KEY: z.optional(z.string()),
  STRIPE_WEBHOOK_SECRET: z.optional(z.string()),
  SIGNING_SECRET: z.optional(z.string()),
  ORIGIN_VERIFY_SECRET: z.optional(z.string().check(z.minLength(1))),
  PRODUCT_NAME: z._default(z.string(), 'fika'),
  PASSPORT_ENABLED: z._default(z.enum(['true', 'false']), 'true'),
  CONSUMER_LEASE_S: z._default(z.string().check(z.regex(/^[1-9]\d*$/, 'a whole number of seconds')), '60'),
  UPLOADS_BUCKET: z.optional(z.string().check(z.minLength(1))),
  UPLOADS_DIR: z.optional(z.string().check(z.minLength(1))),
});

export interface Config {
  ports: 'aws' | 'local';
  tableName: string;
  siteUrl: string;
  mailFrom: string;
  teamEmail: string;
  adminEmails: string[];
  sesConfigurationSet?: string;
  secretsArn?: string;
  stripeSecretKey?: string;
  stripeWebhookSecret?: string;
  signingSecret?: string;
  originVerifySecret?: string;
  productName: string;
  passportEnabled: boolean;
  consumerLeaseS: number;
  /** The uploaded images' bucket (aws); only the functions that use it have it. */
  uploadsBucket?: string;
  /** The uploaded images' folder (local). */
  uploadsDir?: string;
}

export class ConfigError extends Error {}

export function readConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${issues}`);
  }
  const e = parsed.data;
  return {
    ports: e.PORTS,
    tableName: e.TABLE_NAME,
    siteUrl: e.SITE_URL.replace(/\/$/, ''),
    mailFrom: e.MAIL_FROM,
    teamEmail: e.TEAM_EMAIL,
    adminEmails: e.ADMIN_EMAILS.split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    sesConfigurationSet: e.SES_CONFIGURATION_SET,
    secretsArn: e.SECRETS_ARN,
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    signingSecret: e.SIGNING_SECRET,
    originVerifySecret: e.ORIGIN_VERIFY_SECRET,
    productName: e.PRODUCT_NAME,
    passportEnabled: e.PASSPORT_ENABLED === 'true',
    consumerLeaseS: Number(e.CONSUMER_LEASE_S),
    uploadsBucket: e.UPLOADS_BUCKET,
    uploadsDir: e.UPLOADS_DIR,
  };
}
