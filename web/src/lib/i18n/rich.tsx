import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with marked-up parts: `<link>` … `</link>` in the message becomes what
 * `parts.link` makes of the text between, so translators can move the link within the sentence.
 *
 *   rich(t('terms.agree'), { link: (text) => <Link to="/terms">{text}</Link> })
 */
export function rich(message: string, parts: Record<string, (text: string) => ReactNode>): ReactNode {
  const out: ReactNode[] = [];
  const re = /<([a-z][a-z0-9]*)>([\s\S]*?)<\/\1>/g;
  let last = 0;
  let i = 0;
  for (const m of message.matchAll(re)) {
    if (m.index > last) out.push(message.slice(last, m.index));
    const make = parts[m[1]];
    out.push(<Fragment key={i++}>{make ? make(m[2]) : m[2]}</Fragment>);
    last = m.index + m[0].length;
  }
  if (last < message.length) out.push(message.slice(last));
  return out.length === 1 ? out[0] : out;
}
