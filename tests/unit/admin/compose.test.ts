import { describe, expect, it } from 'vitest';
import { newsletterBlocks, newsletterContent } from '../../../domain/admin/compose';
import { renderEmail } from '../../../functions/lib/mail/layout';

describe('newsletter body', () => {
  it('turns blank-line paragraphs, "- " lists and a lone [Label](url) line into email blocks', () => {
    const body = 'Hello friends,\r\nthis month is busy.\n\n\n- Tokyo fika\n* Osaka walk\n\n[See the events](https://fika.example/events)\n\nA [link](https://x.test) inside text stays text.';
    expect(newsletterBlocks(body)).toEqual([
      { kind: 'p', text: 'Hello friends, this month is busy.' },
      { kind: 'list', items: ['Tokyo fika', 'Osaka walk'] },
      { kind: 'button', label: 'See the events', url: 'https://fika.example/events' },
      { kind: 'p', text: 'A [link](https://x.test) inside text stays text.' },
    ]);
  });

  it('makes a list of "- " lines right under a paragraph line, as Markdown does', () => {
    expect(newsletterBlocks('What is on:\n- Tokyo fika\n- Osaka walk\n  at 10:00\n\nSee you!')).toEqual([
      { kind: 'p', text: 'What is on:' },
      { kind: 'list', items: ['Tokyo fika', 'Osaka walk at 10:00'] },
      { kind: 'p', text: 'See you!' },
    ]);
    // The email that is sent is built from the same blocks as the preview.
    const html = renderEmail(newsletterContent('November', 'What is on:\n- Tokyo fika\n- Osaka walk')).html;
    expect(html).toMatch(/<li[^>]*>Tokyo fika<\/li>/);
    expect(html).not.toContain('What is on: - Tokyo fika');
  });

  it('only makes buttons of http(s) links', () => {
    expect(newsletterBlocks('[Click](javascript:alert(1))')).toEqual([{ kind: 'p', text: '[Click](javascript:alert(1))' }]);
  });

  it('escapes what the admin typed in the HTML', () => {
    const html = renderEmail(newsletterContent('Hi <b>', '<script>x</script>')).html;
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
  });

  it('marks a test send in the subject and the body', () => {
    const c = newsletterContent('November', 'First paragraph here.\n\nSecond.', { test: true });
    expect(c.subject).toBe('[Test] November');
    expect(c.heading).toBe('November');
    expect(c.preheader).toBe('First paragraph here.');
    expect(c.blocks[0].kind).toBe('note');
    expect(newsletterContent('November', 'x').blocks[0]).toEqual({ kind: 'p', text: 'x' });
  });
});
