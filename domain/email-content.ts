/** What an email says, as blocks: the mail layout (functions/lib/mail/layout.ts) renders it; the admin's newsletter preview shows the same blocks. */
export type Block =
  | { kind: 'p'; text: string }
  | { kind: 'button'; label: string; url: string }
  /** A sentence followed by a short text link: "Can't make it? [Cancel my place]". */
  | { kind: 'link'; text: string; label: string; url: string }
  | { kind: 'details'; rows: [string, string][] }
  /** A short code to type (a check-in or verification code): large and spaced. */
  | { kind: 'code'; text: string }
  /** Machine text to read as it is (an error message, a stack trace): small monospace, lines kept, long lines wrapped. */
  | { kind: 'pre'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'note'; text: string }
  /** An image carried by the message itself (an inline attachment with this Content-ID); the HTML part only. */
  | { kind: 'image'; cid: string; alt: string; size: number };

export interface EmailContent {
  subject: string;
  preheader?: string;
  heading: string;
  blocks: Block[];
  /** Shown in the footer of marketing mail, and used for the List-Unsubscribe header. */
  unsubscribeUrl?: string;
}
