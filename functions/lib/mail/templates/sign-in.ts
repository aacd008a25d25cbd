/** The sign-in links people ask for: the member dashboard, the Community Passport and the admin area. */
import type { EmailContent } from '../layout';
import { DURATIONS } from '../../../../content/site/facts';

export function memberAccessEmail(url: string): EmailContent {
  return {
    subject: 'Your member access link',
    preheader: `Open your member dashboard. The link works once, for ${DURATIONS.signInLink.text}.`,
    heading: 'Welcome back to your member area',
    blocks: [
      { kind: 'p', text: 'Someone (hopefully you) asked for access to the Fika Community member dashboard: weekly check-ins, goals, streaks and your passport.' },
      { kind: 'button', label: 'Open my dashboard', url },
      { kind: 'note', text: `The link works once and expires in ${DURATIONS.signInLink.text}; after that your member sign-in session lasts ${DURATIONS.memberSession.text}. If you did not ask for it, ignore this email.` },
    ],
  };
}

export function passportLinkEmail(url: string): EmailContent {
  return {
    subject: 'Your secure passport link',
    preheader: `See your stamps, tier and cities. The link works once, for ${DURATIONS.signInLink.text}.`,
    heading: 'Open your Community Passport',
    blocks: [
      { kind: 'p', text: 'Here is your secure link to the Fika Community Passport: your stamps, tier, cities and yearly progress.' },
      { kind: 'button', label: 'Open my passport', url },
      { kind: 'note', text: `The link works once and expires in ${DURATIONS.signInLink.text}; the passport session then lasts ${DURATIONS.passportSession.text} in this browser tab. If you did not ask for it, ignore this email.` },
    ],
  };
}

export function adminLinkEmail(url: string): EmailContent {
  return {
    subject: 'Your admin sign-in link',
    preheader: `Sign in to the Fika admin area. The link works once, for ${DURATIONS.signInLink.text}.`,
    heading: 'Sign in to the admin area',
    blocks: [
      { kind: 'p', text: 'Someone (hopefully you) asked to sign in to the Fika Community admin area.' },
      { kind: 'button', label: 'Sign in', url },
      { kind: 'note', text: `The link works once and expires in ${DURATIONS.signInLink.text}. If you did not ask for it, ignore this email.` },
    ],
  };
}
