/**
 * A newsletter as the admin writes it: a subject and a plain body where blank lines separate
 * paragraphs, lines starting with "- " or "* " make a list (also right under a paragraph line, as
 * in Markdown; a plain line right under a list item continues that item), and a line that is only
 * `[Label](https://…)` becomes a button. Pure (no Node imports): the SPA uses it for the preview
 * and the sending path for the email, so what the admin sees is what subscribers get.
 */
import type { Block, EmailContent } from '../email-content';

export const SUBJECT_MAX = 150;
export const BODY_MAX = 20_000;

const BULLET = /^\s*[-*]\s+/;
const BUTTON = /^\[([^\]\n]{1,80})\]\((https?:\/\/[^\s)]+)\)$/;

export function newsletterBlocks(body: string): Block[] {
  const blocks: Block[] = [];
  const paragraphs = body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  for (const para of paragraphs) {
    const lines = para.split('\n').map((l) => l.trim());
    const button = lines.length === 1 ? BUTTON.exec(lines[0]) : null;
    if (button) {
      blocks.push({ kind: 'button', label: button[1].trim(), url: button[2] });
      continue;
    }
    let text: string[] = [];
    let items: string[] | null = null;
    for (const line of lines) {
      if (BULLET.test(line)) {
        if (text.length) blocks.push({ kind: 'p', text: text.join(' ') });
        text = [];
        if (!items) blocks.push({ kind: 'list', items: (items = []) });
        items.push(line.replace(BULLET, ''));
      } else if (items) items[items.length - 1] += ` ${line}`;
      else text.push(line);
    }
    if (text.length) blocks.push({ kind: 'p', text: text.join(' ') });
  }
  return blocks;
}

/** The preheader: the start of the first paragraph. */
function preheader(blocks: Block[]): string | undefined {
  const first = blocks.find((b) => b.kind === 'p');
  if (!first || first.kind !== 'p') return undefined;
  return first.text.length > 120 ? `${first.text.slice(0, 119)}…` : first.text;
}

export function newsletterContent(subject: string, body: string, opts: { test?: boolean } = {}): EmailContent {
  const blocks = newsletterBlocks(body);
  return {
    subject: opts.test ? `[Test] ${subject}` : subject,
    preheader: preheader(blocks),
    heading: subject,
    blocks: opts.test
      ? [{ kind: 'note', text: 'Test send: only you received this. Subscribers also get a one-click unsubscribe link in the footer.' }, ...blocks]
      : blocks,
  };
}
