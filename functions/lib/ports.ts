/**
 * Ports: what domain code needs from the outside world. One adapter per way of running,
 * chosen once at start-up (functions/lib/runtime.ts). Domain code never imports an AWS SDK client.
 */
import type { Config } from './config';

// ---------- table ----------
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Item = Record<string, any>;
export interface Key {
  pk: string;
  sk: string;
}
export interface Expr {
  condition?: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}
export interface UpdateInput extends Expr {
  update: string;
  returnValues?: 'ALL_NEW' | 'ALL_OLD' | 'NONE' | 'UPDATED_NEW';
}
export interface QueryInput {
  index?: 'gsi1' | 'gsi2';
  keyCondition: string;
  names?: Record<string, string>;
  values: Record<string, unknown>;
  filter?: string;
  limit?: number;
  forward?: boolean;
  startKey?: Item;
  consistent?: boolean;
}
export type TransactOp =
  | { put: Item; condition?: string; names?: Record<string, string>; values?: Record<string, unknown> }
  | { update: Key; expression: string; condition?: string; names?: Record<string, string>; values?: Record<string, unknown> }
  | { delete: Key; condition?: string; names?: Record<string, string>; values?: Record<string, unknown> }
  | { check: Key; condition: string; names?: Record<string, string>; values?: Record<string, unknown> };

export interface TablePort {
  get(key: Key, opts?: { consistent?: boolean }): Promise<Item | undefined>;
  /** Throws ConditionFailed when the condition fails. */
  put(item: Item, expr?: Expr): Promise<void>;
  /** Throws ConditionFailed when the condition fails. Returns attributes per returnValues (default ALL_NEW). */
  update(key: Key, input: UpdateInput): Promise<Item | undefined>;
  delete(key: Key, expr?: Expr & { returnOld?: boolean }): Promise<Item | undefined>;
  query(input: QueryInput): Promise<{ items: Item[]; lastKey?: Item }>;
  /** Follows pagination up to `max` items. */
  queryAll(input: QueryInput, max?: number): Promise<Item[]>;
  /** How many items match (Select COUNT over every page; no items are transferred). */
  count(input: QueryInput): Promise<number>;
  batchGet(keys: Key[]): Promise<Item[]>;
  /** All-or-nothing. Retries TransactionConflict; throws ConditionFailed (with per-op reasons) when a condition fails. */
  transact(ops: TransactOp[]): Promise<void>;
}

// ---------- events ----------
// There is no events port: a handler writes its events as outbox items in the same transaction as
// the change they announce (functions/lib/event-outbox.ts); the table's stream carries them to the bus.

// ---------- email ----------
export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's text, or its bytes in base64 when `encoding` says so (an image). */
  content: string;
  encoding?: 'base64';
  /**
   * Shown inside the HTML part (`<img src="cid:…">`) rather than listed as an attachment: the
   * message becomes multipart/related around its text and HTML.
   */
  contentId?: string;
}
export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Marketing mail carries List-Unsubscribe headers and is never sent to unsubscribed addresses. */
  category: 'transactional' | 'marketing';
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
  replyTo?: string;
  tags?: Record<string, string>;
  /**
   * The same key means the same message: it is sent once. Consumers derive it from the event id
   * (consumer, event id, kind, recipient, ordinal); it travels in the X-Idempotency-Key header.
   */
  idempotencyKey?: string;
}
export interface MailPort {
  send(message: MailMessage): Promise<{ messageId: string }>;
}

// ---------- payments ----------
export interface CheckoutSessionInput {
  mode: 'subscription' | 'payment';
  email: string;
  productName: string;
  /** Smallest currency unit as Stripe expects (JPY: yen; USD: cents). */
  unitAmount: number;
  currency: string;
  interval?: 'month' | 'year';
  successUrl: string;
  cancelUrl: string;
  metadata: Record<string, string>;
  /** Unix seconds; Stripe requires 30 min to 24 h ahead. */
  expiresAt?: number;
}
export interface CheckoutSessionInfo {
  id: string;
  url: string | null;
  mode: 'subscription' | 'payment';
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  email: string | null;
  customerId: string | null;
  subscriptionId: string | null;
  paymentIntentId: string | null;
  amountTotal: number | null;
  currency: string | null;
  metadata: Record<string, string>;
}
export interface SubscriptionInfo {
  id: string;
  customerId: string;
  status: string;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  interval: 'month' | 'year' | null;
  unitAmount: number | null;
  currency: string | null;
  metadata: Record<string, string>;
  /** Stripe's event ordering aid: seconds since epoch of the object's last change we know of. */
  updatedAt: number;
}
export interface WebhookEvent {
  id: string;
  type: string;
  created: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: { object: any };
}
export interface PaymentsPort {
  readonly kind: 'stripe' | 'simulator';
  createCheckoutSession(input: CheckoutSessionInput): Promise<{ id: string; url: string }>;
  retrieveCheckoutSession(id: string): Promise<CheckoutSessionInfo | undefined>;
  retrieveSubscription(id: string): Promise<SubscriptionInfo | undefined>;
  listSubscriptionsByEmail(email: string): Promise<SubscriptionInfo[]>;
  /**
   * Stripe's cancel_at_period_end: true ends the subscription when its paid period ends (it stays
   * active until then); false resumes it (it renews as before). Returns the subscription after.
   */
  setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<SubscriptionInfo>;
  refundPayment(paymentIntentId: string, reason: string): Promise<{ id: string }>;
  /** Verifies the Stripe signature over the raw body; throws on a bad signature. */
  constructWebhookEvent(rawBody: Buffer, signature: string): Promise<WebhookEvent>;
}

// ---------- clock and ids ----------
export interface ClockPort {
  now(): Date;
}
export interface IdsPort {
  /** Sortable unique id with a prefix, e.g. r_01J... */
  id(prefix: string): string;
  /** 32 random bytes, base64url (links). */
  token(): string;
  /** 6 random digits (codes). */
  code(): string;
}

// ---------- secrets ----------
export interface Secrets {
  stripeSecretKey?: string;
  stripeWebhookSecret: string;
  signingSecret: string;
}

export interface Ports {
  config: Config;
  secrets: Secrets;
  table: TablePort;
  mail: MailPort;
  payments: PaymentsPort;
  clock: ClockPort;
  ids: IdsPort;
}
