/** The team's mail about an error report: the first report of a new group (within the hourly ceiling of team mails). */
import type { EmailContent } from '../../../../domain/email-content';

export interface NewErrorMail {
  message: string;
  source: 'client' | 'server';
  /** Reports of this fingerprint so far (all days). */
  total: number;
  path: string;
  release: string;
  stack: string;
  requestId: string | null;
  firstSeen: string;
  fingerprint: string;
  /** The admin errors page (/admin/errors). */
  adminUrl: string;
}

const SUBJECT_MESSAGE_MAX = 120;

/**
 * Text of a report as the mail shows it: every `scheme://host` is dropped, leaving the path
 * (`/assets/index-B3xYz_9a.js:1:2`), so no URL appears as text to read (the button links the list).
 */
const withoutOrigins = (s: string) => s.replace(/\b[a-z][a-z0-9+.-]*:\/\/[^\s/'"`)]*/gi, '');

export function newErrorEmail(e: NewErrorMail): EmailContent {
  const line = withoutOrigins(e.message).replace(/\s+/g, ' ').trim();
  const short = line.length > SUBJECT_MESSAGE_MAX ? `${line.slice(0, SUBJECT_MESSAGE_MAX - 1)}…` : line;
  const rows: [string, string][] = [
    ['Source', e.source === 'server' ? 'Server (a handler failed)' : 'Browser'],
    ['Reports so far', String(e.total)],
    ['Path', e.path],
    ['Release', e.release],
    ['First seen', e.firstSeen],
    ['Fingerprint', e.fingerprint],
  ];
  if (e.requestId) rows.push(['Request id', e.requestId]);
  return {
    subject: `New error: ${short}`,
    preheader: `${e.source === 'server' ? 'Server' : 'Browser'} error on ${e.path}, first report today`,
    heading: 'New error today',
    blocks: [
      { kind: 'p', text: 'This is the first report of this error today (Asia/Tokyo). Further reports today are counted without another email.' },
      { kind: 'pre', text: line },
      { kind: 'details', rows },
      ...(e.stack ? [{ kind: 'pre' as const, text: withoutOrigins(e.stack) }] : []),
      { kind: 'button', label: 'Open the error list', url: e.adminUrl },
    ],
  };
}
