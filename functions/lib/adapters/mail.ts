/**
 * MailPort adapters: SES v2 (AWS) and the local outbox (files under DATA_DIR/outbox, listed at /_dev/mailbox).
 * A message's idempotency key travels in the X-Idempotency-Key header (and, for SES, an
 * `idempotency-key` tag). SES v2 SendEmail takes no idempotency token, so SES does not dedupe:
 * the consumer wrapper (functions/lib/consumer.ts) records each key it sent and never sends it
 * twice. The local outbox also refuses to store a second message with a key it already holds.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createHash, randomUUID } from 'node:crypto';
import type { MailAttachment, MailMessage, MailPort } from '../ports';
import { log } from '../log';

/**
 * Builds a MIME message — SES raw content and the outbox share it: multipart/mixed holding the
 * text and HTML (multipart/alternative; inside multipart/related with the images the HTML shows by
 * cid:, when there are any) and the attachments.
 */
export function toMime(from: string, m: MailMessage, messageId: string): string {
  const boundary = `b_${messageId.replace(/[^a-z0-9]/gi, '')}`;
  const alt = `a_${messageId.replace(/[^a-z0-9]/gi, '')}`;
  const enc = (s: string) => Buffer.from(s, 'utf8').toString('base64').replace(/(.{76})/g, '$1\r\n');
  const subject = /^[\x20-\x7e]*$/.test(m.subject) ? m.subject : `=?UTF-8?B?${Buffer.from(m.subject, 'utf8').toString('base64')}?=`;
  const headers = [
    `From: ${from}`,
    `To: ${m.to}`,
    `Subject: ${subject}`,
    `Message-ID: <${messageId}>`,
    'MIME-Version: 1.0',
    ...(m.replyTo ? [`Reply-To: ${m.replyTo}`] : []),
    ...(m.idempotencyKey ? [`X-Idempotency-Key: ${m.idempotencyKey}`] : []),
    ...Object.entries(m.headers ?? {}).map(([k, v]) => `${k}: ${v}`),
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
  ];
  const wrap = (b64: string) => b64.replace(/(.{76})/g, '$1\r\n');
  const body = (a: MailAttachment) => (a.encoding === 'base64' ? wrap(a.content.replace(/\s+/g, '')) : enc(a.content));
  const alternative = [
    `Content-Type: multipart/alternative; boundary="${alt}"`,
    '',
    `--${alt}`,
    'Content-Type: text/plain; charset=UTF-8',
    'Content-Transfer-Encoding: base64',
    '',
    enc(m.text),
    `--${alt}`,
    'Content-Type: text/html; charset=UTF-8',
    'Content-Transfer-Encoding: base64',
    '',
    enc(m.html),
    `--${alt}--`,
  ];
  const inline = (m.attachments ?? []).filter((a) => a.contentId);
  const attached = (m.attachments ?? []).filter((a) => !a.contentId);
  const parts = [`--${boundary}`];
  if (inline.length === 0) parts.push(...alternative);
  else {
    // Images the HTML shows (cid:) travel with it in multipart/related.
    const related = `r_${messageId.replace(/[^a-z0-9]/gi, '')}`;
    parts.push(`Content-Type: multipart/related; boundary="${related}"`, '', `--${related}`, ...alternative);
    for (const a of inline) {
      parts.push(
        `--${related}`,
        `Content-Type: ${a.contentType}; name="${a.filename}"`,
        `Content-Disposition: inline; filename="${a.filename}"`,
        `Content-ID: <${a.contentId}>`,
        'Content-Transfer-Encoding: base64',
        '',
        body(a),
      );
    }
    parts.push(`--${related}--`);
  }
  for (const a of attached) {
    parts.push(
      `--${boundary}`,
      `Content-Type: ${a.contentType}; name="${a.filename}"`,
      `Content-Disposition: attachment; filename="${a.filename}"`,
      'Content-Transfer-Encoding: base64',
      '',
      body(a),
    );
  }
  parts.push(`--${boundary}--`, '');
  return [...headers, '', ...parts].join('\r\n');
}

export function sesMail(from: string, configurationSet?: string): MailPort {
  let load: Promise<(raw: string, to: string, tags?: Record<string, string>) => Promise<string>> | undefined;
  const client = () =>
    (load ??= import('@aws-sdk/client-sesv2').then(({ SESv2Client, SendEmailCommand }) => {
      const ses = new SESv2Client({});
      return async (raw: string, to: string, tags?: Record<string, string>) => {
        const out = await ses.send(
          new SendEmailCommand({
            FromEmailAddress: from,
            Destination: { ToAddresses: [to] },
            Content: { Raw: { Data: Buffer.from(raw, 'utf8') } },
            ConfigurationSetName: configurationSet,
            EmailTags: Object.entries(tags ?? {}).map(([Name, Value]) => ({ Name, Value: Value.replace(/[^A-Za-z0-9_-]/g, '_') })),
          }),
        );
        return out.MessageId ?? randomUUID();
      };
    }));
  return {
    async send(m) {
      const id = `${randomUUID()}@fika.community`;
      const tags = m.idempotencyKey ? { ...m.tags, 'idempotency-key': m.idempotencyKey } : m.tags;
      const messageId = await (await client())(toMime(from, m, id), m.to, tags);
      return { messageId };
    },
  };
}

export interface StoredMail extends MailMessage {
  id: string;
  from: string;
  sentAt: string;
}

/**
 * The local outbox: one JSON file per message; links are printed to the console (addresses hashed). A message whose
 * idempotency key the outbox already holds is not stored again: the first message's id is returned.
 */
export function outboxMail(dir: string, from: string, opts: { print?: boolean } = {}): MailPort & { list(): Promise<StoredMail[]>; read(id: string): Promise<StoredMail | undefined> } {
  let seq = 0;
  return {
    async send(m) {
      await mkdir(dir, { recursive: true });
      const sentAt = new Date().toISOString();
      const id = `${sentAt.replace(/[-:.TZ]/g, '')}-${String(++seq).padStart(4, '0')}-${randomUUID().slice(0, 8)}`;
      let messageId = id;
      if (m.idempotencyKey) {
        const keyDir = join(dir, 'keys');
        const keyFile = join(keyDir, createHash('sha256').update(m.idempotencyKey).digest('hex'));
        await mkdir(keyDir, { recursive: true });
        try {
          await writeFile(keyFile, id, { flag: 'wx' });
        } catch (e) {
          if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
          messageId = await readFile(keyFile, 'utf8');
          if (existsSync(join(dir, `${messageId}.json`))) {
            log.warn('mail not stored: idempotency key already sent', { to: m.to, idempotencyKey: m.idempotencyKey });
            return { messageId };
          }
          // The key was taken by a run that died before storing the message: store it now, under that id.
        }
      }
      const stored: StoredMail = { ...m, id: messageId, from, sentAt };
      // Written whole or not at all (a crash mid-write leaves only a temporary file).
      const file = join(dir, `${messageId}.json`);
      const tmp = `${file}.${randomUUID()}.tmp`;
      await writeFile(tmp, JSON.stringify(stored, null, 2));
      await rename(tmp, file);
      if (opts.print !== false) {
        const links = [...m.text.matchAll(/https?:\/\/\S+/g)].map((x) => x[0]).filter((l) => /token=|code=|\/_dev\/|cancel|unsubscribe|login/i.test(l));
        // A local convenience: the links print whole (click them from the console), but like every log line the
        // recipient and any address inside a link are hashed by the log rule; the full message is at /_dev/mailbox.
        log.info('mail sent', { to: m.to, subject: m.subject, links });
      }
      return { messageId };
    },
    async list() {
      let names: string[] = [];
      try {
        names = (await readdir(dir)).filter((n) => n.endsWith('.json'));
      } catch {
        return [];
      }
      const all = await Promise.all(names.map(async (n) => JSON.parse(await readFile(join(dir, n), 'utf8')) as StoredMail));
      return all.sort((a, b) => (a.id < b.id ? 1 : -1));
    },
    async read(id) {
      if (!/^[\w-]+$/.test(id)) return undefined;
      try {
        return JSON.parse(await readFile(join(dir, `${id}.json`), 'utf8')) as StoredMail;
      } catch {
        return undefined;
      }
    },
  };
}
