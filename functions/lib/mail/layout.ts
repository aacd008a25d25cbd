/**
 * The one email layout: every message is built from blocks and rendered to HTML and plain text
 * together, so the two never drift. Templates (functions/lib/mail/templates/*, and the areas'
 * own emails modules where they state that area's rules) only supply blocks; the mail door renders.
 *
 * Read on a phone: the message is at most EMAIL_MAX_WIDTH_PX wide and shrinks below it, long words
 * and addresses wrap, images never overflow, and a link in the HTML part is a button or short link
 * text, never a raw URL (the plain-text part keeps the full URLs).
 */
import type { Lang } from '../i18n/lang';
import type { Block, EmailContent } from '../../../domain/email-content';

/** The widest an email is drawn: it holds on desktop clients and shrinks to fit a phone. */
export const EMAIL_MAX_WIDTH_PX = 600;

/** The longest a URL written in running text is shown before it is shortened. */
export const LINK_TEXT_MAX = 40;

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An http(s) URL in running text, without the punctuation that ends the sentence around it. */
const URL_IN_TEXT = /https?:\/\/[^\s<>"]*[^\s<>".,;:!?)\]'’]/g;

/**
 * What a URL written in running text shows in the HTML part: its host and path without the
 * scheme, shortened to LINK_TEXT_MAX characters ("fika.community/events/tokyo-…").
 */
export function linkText(url: string): string {
  const bare = url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
  return bare.length <= LINK_TEXT_MAX ? bare : `${bare.slice(0, LINK_TEXT_MAX - 1)}…`;
}

/**
 * Text for the HTML part: escaped, and every http(s) URL in it a link with short link text, so a
 * reader can click what the plain-text part shows as a bare URL (text people write: newsletters,
 * contact messages).
 */
function richText(s: string): string {
  let out = '';
  let last = 0;
  for (const m of s.matchAll(URL_IN_TEXT)) {
    const at = m.index ?? 0;
    out += `${esc(s.slice(last, at))}<a href="${esc(m[0])}" style="${LINK_STYLE}">${esc(linkText(m[0]))}</a>`;
    last = at + m[0].length;
  }
  return out + esc(s.slice(last));
}

/** Text that cannot hold a link (title, preheader, heading): URLs in it shown as short text. */
const plainText = (s: string) => esc(s.replace(URL_IN_TEXT, (u) => linkText(u)));

const brand = { name: 'Fika Community', color: '#7c4a2d' };

/** The layout's own words in each language: the footer, the tagline and the unsubscribe line. */
const CHROME: Record<Lang, { tagline: string; cities: string; why: (unsubscribe: string) => string; unsubscribeText: string }> = {
  en: {
    tagline: 'Find your tribe, anywhere.',
    cities: 'Tokyo · Osaka · Fukuoka · Honolulu',
    why: (u) => `You receive this because you joined ${brand.name}. ${u} with one click.`,
    unsubscribeText: 'Unsubscribe',
  },
  ja: {
    tagline: 'どこにいても、仲間に出会える。',
    cities: '東京 · 大阪 · 福岡 · ホノルル',
    why: (u) => `${brand.name}にご登録いただいたため、このメールをお送りしています。配信停止はワンクリックで${u}。`,
    unsubscribeText: '配信停止',
  },
};

const LINK_STYLE = `color:${brand.color};word-break:break-word;overflow-wrap:anywhere`;
/** Long words (addresses, ids, user agents) wrap instead of widening the message. */
const WRAP = 'word-break:break-word;overflow-wrap:anywhere';

/** Renders the blocks with the layout's words in the reader's language (English by default). */
export function renderEmail(c: EmailContent, lang: Lang = 'en'): { subject: string; html: string; text: string } {
  const chrome = CHROME[lang];
  const htmlBlocks = c.blocks
    .map((b) => {
      switch (b.kind) {
        case 'p':
          return `<p style="margin:0 0 16px;line-height:1.6">${richText(b.text)}</p>`;
        case 'note':
          return `<p style="margin:0 0 16px;line-height:1.5;color:#6b5b53;font-size:13px">${richText(b.text)}</p>`;
        case 'button':
          return `<p style="margin:24px 0"><a href="${esc(b.url)}" style="background:${brand.color};color:#fff;padding:12px 22px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block;max-width:100%;box-sizing:border-box;text-align:center">${esc(b.label)}</a></p>`;
        case 'link':
          return `<p style="margin:0 0 16px;line-height:1.6">${richText(b.text)} <a href="${esc(b.url)}" style="${LINK_STYLE};font-weight:600">${esc(b.label)}</a></p>`;
        case 'details':
          return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;width:100%;table-layout:fixed">${b.rows
            .map(([k, v]) => `<tr><td style="padding:6px 12px 6px 0;color:#6b5b53;vertical-align:top;width:35%">${esc(k)}</td><td style="padding:6px 0;vertical-align:top;${WRAP}">${richText(v)}</td></tr>`)
            .join('')}</table>`;
        case 'code':
          return `<p style="margin:16px 0;font-size:28px;letter-spacing:8px;font-weight:700;font-family:monospace">${esc(b.text)}</p>`;
        case 'pre':
          return `<pre style="margin:0 0 16px;padding:12px;background:#f6f1ec;border-radius:6px;font-size:12px;line-height:1.5;font-family:monospace;white-space:pre-wrap;${WRAP}">${esc(b.text)}</pre>`;
        case 'list':
          return `<ul style="margin:0 0 16px;padding-left:20px;line-height:1.6">${b.items.map((i) => `<li>${richText(i)}</li>`).join('')}</ul>`;
        case 'image':
          return `<p style="margin:8px 0 16px;text-align:center"><img src="cid:${esc(b.cid)}" alt="${esc(b.alt)}" width="${b.size}" height="${b.size}" style="display:inline-block;width:${b.size}px;height:${b.size}px;border:0"></p>`;
      }
    })
    .join('\n');
  const footer = c.unsubscribeUrl
    ? `<p style="font-size:12px;color:#8a7a72">${chrome.why(`<a href="${esc(c.unsubscribeUrl)}" style="${LINK_STYLE}">${chrome.unsubscribeText}</a>`)}</p>`
    : `<p style="font-size:12px;color:#8a7a72">${brand.name} · ${chrome.cities}</p>`;
  const width = EMAIL_MAX_WIDTH_PX;
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${plainText(c.subject)}</title>
<style>img{max-width:100%;height:auto}table{max-width:100%}td,p,li,h1{${WRAP}}@media (max-width:480px){.fika-card{padding:20px 16px!important}.fika-outer{padding:12px 8px!important}}</style></head>
<body style="margin:0;background:#faf6f1;font-family:-apple-system,Segoe UI,Helvetica,Arial,sans-serif;color:#2b211c">
${c.preheader ? `<div style="display:none;max-height:0;overflow:hidden">${plainText(c.preheader)}</div>` : ''}
<table role="presentation" width="100%" style="border-collapse:collapse;width:100%"><tr><td align="center" class="fika-outer" style="padding:24px 12px">
<table role="presentation" width="${width}" style="width:100%;max-width:${width}px;background:#fff;border-radius:12px;border-collapse:collapse;table-layout:fixed"><tr><td class="fika-card" style="padding:32px;${WRAP}">
<p style="margin:0 0 8px;font-weight:700;color:${brand.color}">☕ ${brand.name}</p>
<h1 style="font-size:22px;line-height:1.3;margin:0 0 20px">${plainText(c.heading)}</h1>
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
        case 'link':
          return `${b.text}\n${b.label}: ${b.url}`;
        case 'details':
          return b.rows.map(([k, v]) => `${k}: ${v}`).join('\n');
        case 'code':
        case 'pre':
          return b.text;
        case 'list':
          return b.items.map((i) => `- ${i}`).join('\n');
        case 'image':
          // The plain-text part cannot show it; the blocks around it say where else to find it.
          return '';
      }
    })
    .filter((t) => t !== '')
    .join('\n\n');
  const text = `${c.heading}\n\n${textBlocks}\n\n--\n${brand.name} · ${chrome.tagline}${c.unsubscribeUrl ? `\n${chrome.unsubscribeText}: ${c.unsubscribeUrl}` : ''}\n`;
  return { subject: c.subject, html, text };
}
