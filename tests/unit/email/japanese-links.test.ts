import { describe, expect, it } from 'vitest';
import { withJapaneseLinks } from '../../../functions/lib/mail/door';

describe('links in a Japanese email', () => {
  const site = 'https://fika.community';
  const content = {
    subject: 's',
    heading: 'h',
    blocks: [
      { kind: 'button' as const, label: 'a', url: `${site}/cancel-reservation/tok?x=1` },
      { kind: 'link' as const, text: 't', label: 'b', url: `${site}/ja/events/x` },
      { kind: 'button' as const, label: 'c', url: `${site}/api/unsubscribe?token=1` },
      { kind: 'button' as const, label: 'd', url: 'https://checkout.stripe.com/pay/1' },
      { kind: 'p' as const, text: `${site}/events` },
    ],
  };
  it('open the Japanese pages of the site, and leave API, other sites and text alone', () => {
    const urls = withJapaneseLinks(content, site).blocks.map((b) => ('url' in b ? b.url : b.kind === 'p' ? b.text : ''));
    expect(urls).toEqual([
      `${site}/ja/cancel-reservation/tok?x=1`,
      `${site}/ja/events/x`,
      `${site}/api/unsubscribe?token=1`,
      'https://checkout.stripe.com/pay/1',
      `${site}/events`,
    ]);
  });
});
