/**
 * Markdown → safe HTML for blog posts. Posts are our own files, but the sanitiser still runs:
 * it is the last line of defence if a post (or a future CMS) ever carries raw HTML.
 */
import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/** Origins that count as "ours"; every other absolute link is external. */
const INTERNAL_HOSTS = ['fika.community', 'www.fika.community'];

function isExternal(href: string): boolean {
  if (!/^https?:\/\//i.test(href)) return false;
  try {
    return !INTERNAL_HOSTS.includes(new URL(href).hostname.toLowerCase());
  } catch {
    return true;
  }
}

const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'p', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'blockquote', 'code', 'pre', 'img'],
  allowedAttributes: {
    // rel is only ever set by the transform below; any author-supplied rel/target is dropped there.
    a: ['href', 'rel'],
    img: ['src', 'alt'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const out: Record<string, string> = {};
      if (href) out.href = href;
      if (href && isExternal(href)) out.rel = 'noopener noreferrer';
      return { tagName, attribs: out };
    },
  },
};

/** Sanitise an HTML string with the blog allow-list. Strips scripts, event handlers and unknown tags. */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, sanitizeOptions);
}

/** Render Markdown to sanitised HTML. */
export function renderMarkdown(markdown: string): string {
  const raw = marked.parse(markdown, { async: false, gfm: true });
  return sanitizePostHtml(raw);
}

/** Words in a Markdown body, ignoring link targets and formatting characters. */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`~-]+/g, ' ');
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Minutes to read at 200 words per minute, clamped to the 2–7 minutes the blog promises. */
export function readTimeMinutes(words: number): number {
  return Math.min(7, Math.max(2, Math.ceil(words / 200)));
}
