/**
 * /_dev/* — only in local mode: the mailbox, the Stripe Checkout simulator, the dead letters, the
 * scheduled jobs on demand (POST /_dev/jobs/{name}?now=<ISO time>), the uploads bucket's
 * stand-in (POST /_dev/uploads/<key>: the presigned form of request_upload), and the export files'
 * (GET /_dev/exports/<name>: the signed link of get_export, functions/lib/export-files.ts).
 */
import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { outboxMail } from '../../functions/lib/adapters/mail';
import type { SignedWebhook, simulatorPayments } from '../../functions/lib/adapters/stripe-simulator';
import type { LocalBus } from './bus';
import type { GatewayRequest, GatewayResponse } from './gateway';
import { MALFORMED_PATH_MESSAGE } from '../../functions/routes';
import { handleLocalUpload, type LocalUploads } from './uploads';
import { localExportFile } from '../../functions/lib/export-files';
import type { ClockPort } from '../../functions/lib/ports';

type Outbox = ReturnType<typeof outboxMail>;
type Simulator = ReturnType<typeof simulatorPayments>;

export interface DevDeps {
  outbox: Outbox;
  bus: LocalBus;
  payments: { kind: string } & Partial<Simulator>;
  dispatch: (req: GatewayRequest) => Promise<GatewayResponse>;
  /** The scheduled jobs (infra/lambdas.ts), run now; `now` fixes the job's clock. */
  jobs?: LocalJobs;
  /** The uploads bucket's stand-in: POST /_dev/uploads/<key> takes the presigned form request_upload gives (infra/local/uploads.ts). */
  uploads?: LocalUploads;
  /** The export files' stand-in: GET /_dev/exports/<name> streams the file a signed link of get_export names. */
  exports?: { dir: string; signingSecret: string; clock: ClockPort };
}

export interface LocalJobs {
  names: readonly string[];
  run(name: string, now?: Date): Promise<Record<string, number>>;
}

export const JOB_MESSAGES = {
  badNow: 'now must be an ISO 8601 time, e.g. 2026-03-01T09:00:00Z.',
  unknown: (name: string) => `There is no scheduled job called "${name}".`,
} as const;

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:960px;margin:24px auto;padding:0 16px;color:#2b211c;background:#faf6f1}a{color:#7c4a2d}table{width:100%;border-collapse:collapse;background:#fff}td,th{padding:8px;border-bottom:1px solid #eee;text-align:left;vertical-align:top}.box{background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 3px #0002}button{font-size:16px;padding:10px 20px;border-radius:8px;border:0;cursor:pointer;margin-right:8px}.pay{background:#635bff;color:#fff}.cancel{background:#eee}iframe{width:100%;height:70vh;border:1px solid #ddd;background:#fff}</style></head><body>${body}</body></html>`;

function send(res: ServerResponse, status: number, type: string, body: string | Buffer, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers });
  res.end(body);
}

/** Posts one Stripe-signed event to the real webhook route, as Stripe does. */
export function deliverWebhook(dispatch: DevDeps['dispatch'], e: SignedWebhook): Promise<GatewayResponse> {
  return dispatch({
    method: 'POST',
    url: '/api/stripe-webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': e.signature, 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' },
    body: Buffer.from(e.payload),
  });
}

const fmtAmount = (amount: number, currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: currency.toUpperCase() }).format(currency.toLowerCase() === 'jpy' ? amount : amount / 100);

export async function handleDev(req: IncomingMessage, res: ServerResponse, url: URL, d: DevDeps): Promise<void> {
  const path = url.pathname;
  if (path === '/_dev/mailbox.json') {
    const all = await d.outbox.list();
    const to = url.searchParams.get('to')?.toLowerCase();
    return send(res, 200, 'application/json', JSON.stringify(to ? all.filter((m) => m.to.toLowerCase() === to) : all));
  }
  if (path === '/_dev/mailbox' || path === '/_dev/mailbox/') {
    const all = await d.outbox.list();
    const rows = all
      .map((m) => `<tr><td>${esc(m.sentAt.replace('T', ' ').slice(0, 19))}</td><td>${esc(m.to)}</td><td><a href="/_dev/mailbox/${esc(m.id)}">${esc(m.subject)}</a></td><td>${m.category}</td></tr>`)
      .join('');
    return send(res, 200, 'text/html; charset=utf-8', page('Mailbox', `<h1>Local mailbox</h1><p>${all.length} message(s). Every email the local stack sends lands here. <a href="/_dev/mailbox.json">JSON</a> · <a href="/_dev/dead-letters">Dead letters</a></p><table><thead><tr><th>Sent</th><th>To</th><th>Subject</th><th>Kind</th></tr></thead><tbody>${rows || '<tr><td colspan="4">No messages yet.</td></tr>'}</tbody></table>`));
  }
  const raw = /^\/_dev\/mailbox\/([\w-]+)\/html$/.exec(path);
  if (raw) {
    const m = await d.outbox.read(raw[1]);
    if (!m) return send(res, 404, 'text/plain', 'No such message');
    // Images the message carries (cid:) shown as a mail client would: from their attachment.
    let html = m.html.replace('<head>', '<head><base target="_top">');
    for (const a of m.attachments ?? []) {
      if (a.contentId && a.encoding === 'base64') html = html.split(`cid:${a.contentId}`).join(`data:${a.contentType};base64,${a.content}`);
    }
    return send(res, 200, 'text/html; charset=utf-8', html);
  }
  const one = /^\/_dev\/mailbox\/([\w-]+)$/.exec(path);
  if (one) {
    const m = await d.outbox.read(one[1]);
    if (!m) return send(res, 404, 'text/html; charset=utf-8', page('Not found', '<p>No such message. <a href="/_dev/mailbox">Back to the mailbox</a></p>'));
    const headers = Object.entries(m.headers ?? {})
      .map(([k, v]) => `<tr><th>${esc(k)}</th><td>${esc(v)}</td></tr>`)
      .join('');
    const attachments = (m.attachments ?? []).map((a) => `<li>${esc(a.filename)} (${esc(a.contentType)})</li>`).join('');
    return send(
      res,
      200,
      'text/html; charset=utf-8',
      page(
        m.subject,
        `<p><a href="/_dev/mailbox">← Mailbox</a></p><div class="box"><h1>${esc(m.subject)}</h1><table><tr><th>From</th><td>${esc(m.from)}</td></tr><tr><th>To</th><td>${esc(m.to)}</td></tr><tr><th>Sent</th><td>${esc(m.sentAt)}</td></tr>${headers}</table>${attachments ? `<p>Attachments:</p><ul>${attachments}</ul>` : ''}<h2>HTML</h2><iframe title="Message" src="/_dev/mailbox/${esc(m.id)}/html"></iframe><h2>Text</h2><pre style="white-space:pre-wrap;overflow-wrap:anywhere">${esc(m.text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')}</pre></div>`,
      ),
    );
  }
  if (path === '/_dev/dead-letters.json') {
    return send(res, 200, 'application/json', JSON.stringify(await d.bus.storedDeadLetters(), null, 2));
  }
  if (path === '/_dev/dead-letters' || path === '/_dev/dead-letters/') {
    const dead = await d.bus.storedDeadLetters();
    const rows = dead
      .map(
        (x) =>
          `<tr><td>${esc(x.failedAt)}</td><td>${esc(x.envelope['detail-type'])}<br><small>${esc(x.envelope.id)}</small></td><td>${esc(x.consumer)}</td><td>${esc(x.error)} (${x.attempts} tries)</td><td><form method="post" action="/_dev/dead-letters/${esc(x.id)}/redrive"><button class="pay" type="submit">Redrive</button></form></td></tr>`,
      )
      .join('');
    const note = url.searchParams.get('redriven');
    const flash = note ? `<p class="box">${note === 'delivered' ? 'Delivered: the consumer handled the event.' : 'The consumer failed again; the event is back in the list below.'}</p>` : '';
    return send(
      res,
      200,
      'text/html; charset=utf-8',
      page(
        'Dead letters',
        `<p><a href="/_dev/mailbox">← Mailbox</a></p><h1>Dead letters</h1><p>Events a consumer kept failing on (kept in DATA_DIR/dead-letters.jsonl). Redrive delivers one to its consumer again; consumers are idempotent, so nothing is done twice. <a href="/_dev/dead-letters.json">JSON</a></p>${flash}<table><thead><tr><th>Failed</th><th>Event</th><th>Consumer</th><th>Error</th><th></th></tr></thead><tbody>${rows || '<tr><td colspan="5">No dead letters.</td></tr>'}</tbody></table>`,
      ),
    );
  }
  const redrive = /^\/_dev\/dead-letters\/([\w:.-]+)\/redrive$/.exec(path);
  if (redrive && req.method === 'POST') {
    const out = await d.bus.redrive(redrive[1]);
    if (!out) return send(res, 404, 'application/json', JSON.stringify({ success: false, error: 'No dead letter has this id (it may have been redriven already).' }));
    if ((req.headers.accept ?? '').includes('application/json')) return send(res, 200, 'application/json', JSON.stringify({ success: true, ...out }));
    return send(res, 303, 'text/plain', '', { location: `/_dev/dead-letters?redriven=${out.delivered ? 'delivered' : 'failed'}` });
  }
  const exported = /^\/_dev\/exports\/([^/]+)$/.exec(path);
  if (exported && d.exports && (req.method === 'GET' || req.method === 'HEAD')) {
    const answer = await localExportFile(d.exports, exported[1], url.searchParams);
    if (!answer.ok) return send(res, answer.status, 'text/plain; charset=utf-8', answer.message);
    res.writeHead(200, answer.headers);
    if (req.method === 'HEAD') return void res.end();
    // Streamed: the file is never read whole into memory.
    createReadStream(answer.path).on('error', () => res.destroy()).pipe(res);
    return;
  }
  const upload = /^\/_dev\/uploads\/([^/]+)$/.exec(path);
  if (upload && d.uploads) return handleLocalUpload(req, res, upload[1], d.uploads);
  const job = /^\/_dev\/jobs\/([^/]+)$/.exec(path);
  if (job && req.method === 'POST' && d.jobs) {
    const json = (status: number, body: unknown) => send(res, status, 'application/json', JSON.stringify(body));
    let name: string;
    try {
      name = decodeURIComponent(job[1]);
    } catch {
      return json(400, { success: false, error: MALFORMED_PATH_MESSAGE });
    }
    if (!d.jobs.names.includes(name)) return json(404, { success: false, error: JOB_MESSAGES.unknown(name), jobs: d.jobs.names });
    const at = url.searchParams.get('now');
    const now = at === null ? undefined : new Date(at);
    if (now && (!at || !/^\d{4}-\d{2}-\d{2}/.test(at) || Number.isNaN(now.getTime()))) return json(400, { success: false, error: JOB_MESSAGES.badNow });
    const result = await d.jobs.run(name, now);
    return json(200, { success: true, job: name, now: (now ?? new Date()).toISOString(), result });
  }
const checkout = /^\/_dev\/checkout\/([\w-]+)(\/pay|\/cancel)?$/.exec(path);
  if (checkout && d.payments.kind === 'simulator' && d.payments.getSession) {
    const sim = d.payments as Simulator;
    const id = checkout[1];
    const session = await sim.getSession(id);
    if (!session) return send(res, 404, 'text/html; charset=utf-8', page('Checkout', '<p>This checkout session does not exist.</p>'));
    if (checkout[2] === '/cancel' && req.method === 'POST') return send(res, 303, 'text/plain', '', { location: session.cancelUrl });
    if (checkout[2] === '/pay' && req.method === 'POST') {
      if (session.status !== 'open') return send(res, 303, 'text/plain', '', { location: session.successUrl.replace('{CHECKOUT_SESSION_ID}', id) });
      const { events, redirect } = await sim.pay(id);
      for (const e of events) {
        const r = await deliverWebhook(d.dispatch, e);
        if (r.status >= 300) {
          return send(res, 502, 'text/html; charset=utf-8', page('Checkout', `<p>The webhook answered ${r.status}: ${esc(r.body.toString())}</p>`));
        }
      }
      return send(res, 303, 'text/plain', '', { location: redirect });
    }
    const what = session.mode === 'subscription' ? `${fmtAmount(session.unitAmount, session.currency ?? 'jpy')} / ${session.interval}` : fmtAmount(session.unitAmount, session.currency ?? 'jpy');
    const body =
      session.status === 'open'
        ? `<form method="post" action="/_dev/checkout/${esc(id)}/pay" style="display:inline"><button class="pay" type="submit">Pay ${esc(what)}</button></form><form method="post" action="/_dev/checkout/${esc(id)}/cancel" style="display:inline"><button class="cancel" type="submit">Cancel</button></form>`
        : `<p>This session is ${esc(session.status)}.</p>`;
    return send(
      res,
      200,
      'text/html; charset=utf-8',
      page('Checkout simulator', `<div class="box"><p style="color:#635bff;font-weight:700">Stripe Checkout — local simulator</p><h1>${esc(session.productName)}</h1><p>${esc(what)} · ${esc(session.email ?? '')}</p><p style="font-size:13px;color:#666">No card needed: Pay sends a Stripe-signed <code>checkout.session.completed</code> to <code>/api/stripe-webhook</code>, exactly as Stripe would.</p>${body}</div>`),
    );
  }
  return send(res, 404, 'text/html; charset=utf-8', page('Not found', '<p>Unknown dev page. Try <a href="/_dev/mailbox">the mailbox</a>.</p>'));
}
