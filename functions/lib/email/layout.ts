/**
 * The one email layout: every message is built from blocks and rendered to HTML and plain text
 * together, so the two never drift. Templates (functions/lib/email/templates.ts) only supply blocks.
 */
export type Block =
  | { kind: 'p'; text: string }
  | { kind: 'button'; label: string; url: string }
  | { kind: 'details'; rows: [string, string][] }
  | { kind: 'code'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'note'; text: string };

export interface EmailContent {
  subject: string;
  preheader?: string;
  heading: string;
  blocks: Block[];
  /** Shown in the footer of marketing mail, and used for the List-Unsubscribe header. */
  unsubscribeUrl?: string;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An http(s) URL in running text, without the punctuation that ends the sentence around it. */
const URL_IN_TEXT = /https?:\/\/[^\s<>"]*[^\s<>".,;:!?)\]'’]/g;

/**
 * Text for the HTML part: escaped, and every http(s) URL in it a link, so a reader can click
 * what the plain-text part shows as a bare URL (cancel links, manage links, event pages).
 */
function richText(s: string): string {
  let out = '';
  let last = 0;
  for (const m of s.matchAll(URL_IN_TEXT)) {
    const at = m.index ?? 0;
    out += `${esc(s.slice(last, at))}<a href="${esc(m[0])}">${esc(m[0])}</a>`;
    last = at + m[0].length;
  }
  return out + esc(s.slice(last));
}

const brand = { name: 'Fika Community', tagline: 'Find your tribe, anywhere.', color: '#7c4a2d' };

export function renderEmail(c: EmailContent): { subject: string; html: string; text: string } {
  const htmlBlocks = c.blocks
    .map((b) => {
      switch (b.kind) {
        case 'p':
          return `<p style="margin:0 0 16px;line-height:1.6">${richText(b.text)}</p>`;
        case 'note':
          return `<p style="margin:0 0 16px;line-height:1.5;color:#6b5b53;font-size:13px">${richText(b.text)}</p>`;
        case 'button':
          return `<p style="margin:24px 0"><a href="${esc(b.url)}" style="background:${brand.color};color:#fff;padding:12px 22px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">${esc(b.label)}</a></p><p style="margin:0 0 16px;font-size:12px;color:#6b5b53">Or paste this link into your browser: <a href="${esc(b.url)}">${esc(b.url)}</a></p>`;
        case 'details':
          return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;width:100%">${b.rows
            .map(([k, v]) => `<tr><td style="padding:6px 12px 6px 0;color:#6b5b53;vertical-align:top;white-space:nowrap">${esc(k)}</td><td style="padding:6px 0">${richText(v)}</td></tr>`)
            .join('')}</table>`;
        case 'code':
          return `<p style="margin:16px 0;font-size:28px;letter-spacing:8px;font-weight:700;font-family:monospace">${esc(b.text)}</p>`;
        case 'list':
          return `<ul style="margin:0 0 16px;padding-left:20px;line-height:1.6">${b.items.map((i) => `<li>${richText(i)}</li>`).join('')}</ul>`;
      }
    })
    .join('\n');
  const footer = c.unsubscribeUrl
    ? `<p style="font-size:12px;color:#8a7a72">You receive this because you joined ${brand.name}. <a href="${esc(c.unsubscribeUrl)}">Unsubscribe</a> with one click.</p>`
    : `<p style="font-size:12px;color:#8a7a72">${brand.name} · Tokyo · Osaka · Fukuoka · Honolulu</p>`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${esc(c.subject)}</title></head>
<body style="margin:0;background:#faf6f1;font-family:-apple-system,Segoe UI,Helvetica,Arial,sans-serif;color:#2b211c">
${c.preheader ? `<div style="display:none;max-height:0;overflow:hidden">${esc(c.preheader)}</div>` : ''}
<table role="presentation" width="100%" style="border-collapse:collapse"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" style="max-width:560px;background:#fff;border-radius:12px;border-collapse:collapse"><tr><td style="padding:32px">
<p style="margin:0 0 8px;font-weight:700;color:${brand.color}">☕ ${brand.name}</p>
<h1 style="font-size:22px;margin:0 0 20px">${esc(c.heading)}</h1>
${htmlBlocks}
<hr style="border:none;border-top:1px solid #eee;margin:24px 0">
${footer}
</td></tr></table></td></tr></table></body></html>`;

  const textBlocks = c.blocks
    .map((b) => {
      switch (b.kind) {
        case 'p':
        case 'note':
          return b.text;
        case 'button':
          return `${b.label}: ${b.url}`;
        case 'details':
          return b.rows.map(([k, v]) => `${k}: ${v}`).join('\n');
        case 'code':
          return b.text;
        case 'list':
          return b.items.map((i) => `- ${i}`).join('\n');
      }
    })
    .join('\n\n');
  const text = `${c.heading}\n\n${textBlocks}\n\n--\n${brand.name} · ${brand.tagline}${c.unsubscribeUrl ? `\nUnsubscribe: ${c.unsubscribeUrl}` : ''}\n`;
  return { subject: c.subject, html, text };
}
