/**
 * Message the people of a date: a segment, the subject and message in English and (optionally)
 * Japanese, and a live preview of what an English reader and a Japanese reader get: the Japanese
 * text only when a Japanese message is written, else the English (the server's rule,
 * functions/admin-events/occurrence.ts `messageIn`). "Send a test to me" goes to your own address
 * in each language written; "Send" to the segment, at most once a minute per date (429).
 */
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Message } from '../../admin-console/components/Parts';
import { messageAttendees, type FieldErrors, type Messaged, type Occurrence, type OccurrencePerson, type Segment } from '../api';
import { ErrorsContext, PairField, SelectField } from './Fields';
import { DatePanel, errorText, people, places, type Msg } from './DatePanel';

const SEGMENTS: readonly { value: Segment; label: string }[] = [
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'waitlisted', label: 'Waitlisted' },
  { value: 'checked-in', label: 'Checked in' },
  { value: 'all', label: 'Everyone (confirmed, waiting and holding a place)' },
];

export function inSegment(p: OccurrencePerson, s: Segment): boolean {
  switch (s) {
    case 'confirmed':
      return p.status === 'confirmed';
    case 'waitlisted':
      return p.status === 'waitlisted';
    case 'checked-in':
      return p.status === 'confirmed' && p.checkedIn;
    case 'all':
      return p.status !== 'cancelled';
  }
}

export interface Draft {
  subject: { en: string; ja: string };
  body: { en: string; ja: string };
}

/** What a reader of each language gets: Japanese only when a Japanese message is written. */
export function readerCopies(d: Draft): { en: { subject: string; body: string }; ja: { subject: string; body: string; english: boolean } } {
  const ja = d.body.ja.trim() !== '';
  return {
    en: { subject: d.subject.en, body: d.body.en },
    ja: ja ? { subject: d.subject.ja.trim() || d.subject.en, body: d.body.ja, english: false } : { subject: d.subject.en, body: d.body.en, english: true },
  };
}

export function messagedText(r: Messaged, segmentSize: number): string {
  if (r.test) return `Test sent to you: ${places(r.sent, 'message')}${r.skipped ? ` (${r.skipped} not sent)` : ''}.`;
  if (segmentSize === 0 && r.sent === 0) return 'Nobody is in that group: nothing was sent.';
  return `Sent to ${people(r.sent)}.${r.skipped ? ` ${people(r.skipped)} skipped (a blocked address).` : ''}`;
}

function Preview({ title, subject, body, note, lang }: { title: string; subject: string; body: string; note?: string; lang: string }) {
  return (
    <div className="ac-preview" aria-label={title} role="group">
      <p className="ac-preview__eyebrow">{title}</p>
      {note && <p className="ac-help">{note}</p>}
      <p lang={lang}>
        <strong>{subject.trim() || '(no subject yet)'}</strong>
      </p>
      <div className="ae-message-body" lang={lang}>
        {body.trim() || '(no message yet)'}
      </div>
    </div>
  );
}

export function MessagePanel({ token, occurrence, onDone }: { token: string; occurrence: Occurrence; onDone: () => Promise<void> }) {
  const [segment, setSegment] = useState<Segment>('confirmed');
  const [draft, setDraft] = useState<Draft>({ subject: { en: '', ja: '' }, body: { en: '', ja: '' } });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState<'test' | 'send' | null>(null);
  const [message, setMessage] = useState<Msg>(null);

  const reached = occurrence.people.filter((p) => inSegment(p, segment));
  const readingJa = reached.filter((p) => p.language === 'ja').length;
  const copies = readerCopies(draft);

  async function send(test: boolean) {
    setMessage(null);
    const problems: FieldErrors = {};
    if (!draft.subject.en.trim()) problems['message.subject'] = 'A subject is required.';
    if (!draft.body.en.trim()) problems['message.body'] = 'A message is required.';
    setErrors(problems);
    if (Object.keys(problems).length) return;
    if (!test && !window.confirm(`Send "${draft.subject.en.trim()}" to ${people(reached.length)}?`)) return;
    setBusy(test ? 'test' : 'send');
    try {
      const r = await messageAttendees(token, {
        slug: occurrence.slug,
        occurrence: occurrence.date,
        segment,
        subject: draft.subject.en.trim(),
        body: draft.body.en.trim(),
        ...(draft.subject.ja.trim() ? { subject_ja: draft.subject.ja.trim() } : {}),
        ...(draft.body.ja.trim() ? { body_ja: draft.body.ja.trim() } : {}),
        ...(test ? { test: true } : {}),
      });
      setMessage({ ok: true, text: messagedText(r, reached.length) });
      await onDone();
    } catch (err) {
      // A 429 ("A message went to the people of this date less than a minute ago. Wait N seconds…") comes here as it is.
      setMessage({ ok: false, text: errorText(err) });
    } finally {
      setBusy(null);
    }
  }

  return (
    <DatePanel id="ae-message" title="Message the people" help="Each person gets it in their language. One send per date per minute; a test goes only to you.">
      <ErrorsContext.Provider value={errors}>
        <div className="ac-compose">
          <form className="ae-form" onSubmit={(e) => e.preventDefault()} noValidate aria-label="Message the people">
            <SelectField label="Send to" path="message.segment" value={segment} options={SEGMENTS} onChange={setSegment} help={`${people(reached.length)}, ${readingJa} reading Japanese.`} disabled={busy !== null} />
            <PairField label="Subject" path="message.subject" value={draft.subject} onChange={(subject) => setDraft((d) => ({ ...d, subject }))} disabled={busy !== null} />
            <PairField label="Message" path="message.body" value={draft.body} onChange={(body) => setDraft((d) => ({ ...d, body }))} multiline rows={6} disabled={busy !== null} />
            <div className="ac-actions">
              <Button variant="secondary" disabled={busy !== null} onClick={() => void send(true)}>
                {busy === 'test' ? 'Sending the test…' : 'Send a test to me'}
              </Button>
              <Button disabled={busy !== null} onClick={() => void send(false)}>
                {busy === 'send' ? 'Sending…' : 'Send'}
              </Button>
            </div>
          </form>
          <div className="ae-previews" aria-label="Preview">
            <Preview title="An English reader gets" subject={copies.en.subject} body={copies.en.body} lang="en" />
            <Preview
              title="A Japanese reader gets"
              subject={copies.ja.subject}
              body={copies.ja.body}
              lang={copies.ja.english ? 'en' : 'ja'}
              note={copies.ja.english ? `The English: no Japanese message is written${draft.subject.ja.trim() ? ' (a Japanese subject is used only with a Japanese message)' : ''}.` : undefined}
            />
          </div>
        </div>
      </ErrorsContext.Provider>
      <div aria-live="polite">
        <Message message={message} />
      </div>
    </DatePanel>
  );
}
