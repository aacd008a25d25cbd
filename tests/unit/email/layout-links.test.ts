import { describe, expect, it } from 'vitest';
import { renderEmail } from '../../../functions/lib/mail/layout';

const hrefs = (html: string) => [...html.matchAll(/<a\s[^>]*href="([^"]*)"/g)].map((m) => m[1]);

describe('links written in an email', () => {
  it('are <a href> links with short link text in the HTML part, escaped once, without the sentence punctuation after them', () => {
    const url = 'https://fika.community/cancel-reservation/abc~d?x=1&y=2';
    const { html, text } = renderEmail({
      subject: 's',
      heading: 'h',
      blocks: [
        { kind: 'p', text: `Can't make it? Cancel here: ${url}.` },
        { kind: 'note', text: `Manage it any time: https://fika.community/subscription?email=a%40b.c` },
        { kind: 'list', items: ['See https://fika.community/events, then choose.'] },
      ],
    });
    expect(hrefs(html)).toEqual([
      'https://fika.community/cancel-reservation/abc~d?x=1&amp;y=2',
      'https://fika.community/subscription?email=a%40b.c',
      'https://fika.community/events',
    ]);
    // The link text is the address without its scheme, at most 40 characters.
    expect(html).toMatch(/Cancel here: <a href="https:\/\/fika\.community\/cancel-reservation\/abc~d\?x=1&amp;y=2"[^>]*>fika\.community\/cancel-reservation\/abc~d…<\/a>\./);
    expect(html).toMatch(/<a href="https:\/\/fika\.community\/events"[^>]*>fika\.community\/events<\/a>, then choose\./);
    // The text part is unchanged.
    expect(text).toContain(`Cancel here: ${url}.`);
  });

  it('leave text without a URL alone and link nothing that is not http(s)', () => {
    const { html } = renderEmail({ subject: 's', heading: 'h', blocks: [{ kind: 'p', text: 'javascript:alert(1) and <b>bold</b>' }] });
    expect(hrefs(html)).toEqual([]);
    expect(html).toContain('javascript:alert(1) and &lt;b&gt;bold&lt;/b&gt;');
  });
});
