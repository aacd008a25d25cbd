/**
 * Legal copy for /privacy, /terms (exactly 13 numbered sections) and /cookies.
 * Figures come from the product constants and are exported so pages and tests share them.
 */
import { ACCOUNT_DELETION_DAYS, MINIMUM_AGE } from './promises';
import { SUBSCRIPTION_NOT_INCLUDED, SUBSCRIPTION_SUMMARY } from './facts';

export const legalConstants = {
  operator: 'Fika Community LLC',
  minimumAge: MINIMUM_AGE,
  accountDeletionDays: ACCOUNT_DELETION_DAYS,
  inquiryResponseHours: 72,
  analyticsAnonymisedAfterMonths: 26,
  liabilityCapMonths: 12,
  governingLaw: 'Florida',
  privacyEmail: 'privacy@fika.community',
  legalEmail: 'legal@fika.community',
  generalEmail: 'hello@fika.community',
  lastUpdated: '2026-11-01',
} as const;

export interface LegalSection {
  id: string;
  title: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface NumberedLegalSection extends LegalSection {
  number: number;
}

export interface LegalDocument<S extends LegalSection = LegalSection> {
  title: string;
  lastUpdated: string;
  intro: string;
  sections: S[];
}

const C = legalConstants;

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  lastUpdated: C.lastUpdated,
  intro: `${C.operator} ("we", "us") runs a community of meetups, programmes and content for expats, nomads and locals in Tokyo, Osaka, Fukuoka, Honolulu and beyond. This policy explains what personal information we collect, why, how long we keep it and the choices you have. We collect as little as we can and never sell your information.`,
  sections: [
    {
      id: 'who-we-are',
      title: 'Who we are',
      paragraphs: [
        `${C.operator} is responsible for the personal information described in this policy. You can reach our privacy team at ${C.privacyEmail}. We answer privacy inquiries within ${C.inquiryResponseHours} hours.`,
      ],
    },
    {
      id: 'what-we-collect',
      title: 'Information we collect',
      paragraphs: ['We collect information you give us and a limited amount of information generated when you use the site:'],
      bullets: [
        'Email sign-ups: your email address, where you signed up (page, campaign source, medium and name), and technical context such as screen size, timezone, browser user agent and referring page, so we can understand which invitations work.',
        'Event registrations and attendance: the events you RSVP to, your reservation and waitlist status, and the date, location and type of events you attend, which power your member passport.',
        'Member dashboard: goals and weekly check-ins you choose to submit, including mood and progress ratings and hours invested.',
        'Curated Fika applications: name, email, nationality, profession, industry, career stage, interests, goals, communication style, location and schedule preferences, and anything you add in free text, used to form small groups. Feedback you give after a session.',
        'Subscriptions and payments: plan, status and payment history. Card details are collected and stored by our payment processor, Stripe; we never see or store full card numbers.',
        'Contact messages: your name, email, subject, category and message, with basic technical context (time, browser, referring page, timezone).',
        'Community poll: your vote and a browser fingerprint identifier used only to stop duplicate votes. Voting does not require an account.',
        'Unsubscribes: the reason and feedback you choose to give, so we can improve.',
      ],
    },
    {
      id: 'how-we-use',
      title: 'How we use your information',
      paragraphs: ['We use personal information only to run and improve the community:'],
      bullets: [
        'to send event confirmations, reminders (including venue details 24 hours before an event) and the emails you have signed up for;',
        'to manage capacity, waitlists, attendance and the no-show policy described in our Community Guidelines;',
        'to record passport stamps, tiers and streaks, and to show your dashboard;',
        'to match Curated Fika groups and goal accountability groups, including with a compatibility score over the interests and goals, communication style, location and career stage you give us, whose suggestions our team reviews;',
        'to process payments and manage subscriptions;',
        'to answer your messages and keep the community safe;',
        'to understand, in aggregate, how the site is used so we can improve it.',
      ],
    },
    {
      id: 'legal-bases',
      title: 'Legal bases',
      paragraphs: [
        'Where data protection laws such as the GDPR apply, we rely on performing our agreement with you (events, membership, programmes), your consent (marketing emails, analytics beyond anonymous page counts, and functional browser storage, which you can withdraw at any time), and our legitimate interests in running a safe, well-organised community (including anonymous daily page-view totals, which identify no one). For residents of Japan, we handle personal information in line with the Act on the Protection of Personal Information (APPI).',
      ],
    },
    {
      id: 'sharing',
      title: 'Who we share it with',
      paragraphs: [
        'We share personal information only with service providers who help us run the community, under contracts that limit their use of it: cloud hosting and email delivery (Amazon Web Services), payment processing (Stripe), and, where relevant, the venue hosting your event (first name only, for reservations). Other members in a Curated Fika session see your first name and last initial. We may disclose information if required by law. We do not sell or rent personal information.',
      ],
    },
    {
      id: 'international-transfers',
      title: 'International transfers',
      paragraphs: [
        'Our community spans Japan and the United States, and our providers may process data in either country or elsewhere. Where we transfer personal information internationally, we use appropriate safeguards such as standard contractual clauses.',
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      paragraphs: ['We keep information only for as long as we need it:'],
      bullets: [
        `When you close your account or ask us to delete your data, we delete your account data within ${C.accountDeletionDays} days, except where we must keep limited records (for example payment records for tax purposes).`,
        `Analytics data is anonymised after ${C.analyticsAnonymisedAfterMonths} months.`,
        'Unsubscribe records are kept so that we respect your choice not to be emailed.',
        'Poll votes are kept until the poll closes and results are published, then reduced to aggregate counts.',
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights and choices',
      paragraphs: [
        `You can ask to access, correct, export or delete your personal information, object to or restrict certain uses, and withdraw consent at any time. Every marketing email has a one-click unsubscribe link. To make a request, email ${C.privacyEmail} from the address you use with us; we respond within ${C.inquiryResponseHours} hours and complete requests within the time the law allows. You may also complain to your local data protection authority.`,
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies and local storage',
      paragraphs: [
        "We set no cookies. We keep a few items in your browser's local and session storage: essential ones that make sign-in, checkout and the poll work and remember your cookie choice, and functional ones, kept only if you allow them. Analytics events are never stored in your browser. Our Cookie Policy lists each item with its purpose and duration.",
      ],
    },
    {
      id: 'children',
      title: 'Age requirement',
      paragraphs: [
        `Our events and services are for adults aged ${C.minimumAge} and over. We do not knowingly collect information from anyone under ${C.minimumAge}; if you believe we have, contact us and we will delete it.`,
      ],
    },
    {
      id: 'security',
      title: 'Security',
      paragraphs: [
        'We use passwordless sign-in with short-lived, single-use links and codes, store sign-in tokens only in hashed form, encrypt data in transit and at rest, and limit access to the people who need it. No system is perfectly secure, and we will notify you and the relevant authorities of a breach where the law requires.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      paragraphs: [
        'If we make significant changes, we will tell members by email and update the date at the top of this page before the changes take effect.',
      ],
    },
  ],
};

export const termsOfService: LegalDocument<NumberedLegalSection> = {
  title: 'Terms of Service',
  lastUpdated: C.lastUpdated,
  intro: `These Terms govern your use of the website, events, memberships and programmes operated by ${C.operator}. They are written to be read. Please do.`,
  sections: [
    {
      number: 1,
      id: 'acceptance',
      title: 'Acceptance of these Terms',
      paragraphs: [
        'By signing up, registering for an event, subscribing or otherwise using our services, you agree to these Terms, our Privacy Policy and our Community Guidelines. If you do not agree, please do not use the services.',
      ],
    },
    {
      number: 2,
      id: 'eligibility',
      title: 'Eligibility and accounts',
      paragraphs: [
        `You must be at least ${C.minimumAge} years old to use our services or attend our events. You agree to give accurate information and to keep your email address up to date. Sign-in links and codes are personal; do not share them. You are responsible for activity that happens through your sign-in links.`,
      ],
    },
    {
      number: 3,
      id: 'membership-payments',
      title: 'Membership, subscriptions and payments',
      paragraphs: [
        `Basic membership is free. A paid subscription, billed monthly or yearly through our payment processor Stripe, gives exactly this: ${SUBSCRIPTION_SUMMARY.en} ${SUBSCRIPTION_NOT_INCLUDED.en} Events that are not included are paid for individually; prices are shown in yen (or US dollars in Honolulu) before you pay.`,
        'Subscriptions renew automatically until cancelled. You can cancel at any time, and your access continues until the end of the period you have paid for. Except where the law requires otherwise or these Terms say so, payments are non-refundable. If we cancel a paid event, we refund the event fee in full.',
      ],
    },
    {
      number: 4,
      id: 'events-rsvps',
      title: 'Events, RSVPs and attendance',
      paragraphs: [
        'A yes RSVP confirms your attendance. If you RSVP yes and do not attend, or cancel on the day of the event without enough notice, it counts as a no-show. Three no-shows revoke your membership automatically. Please cancel as early as possible through the link in your confirmation email so someone on the waitlist can take your place.',
        'Unless an event page says otherwise, events are free to attend and you pay the venue directly for your own food and drinks. Some events have their own conditions shown on the event page, such as a cancellation deadline after which the full fee is owed. For some events, venue details are shared only with confirmed attendees, up to one week before. Capacity is limited and waitlists are offered in order.',
      ],
    },
    {
      number: 5,
      id: 'programmes',
      title: 'Curated Fika and goal accountability programmes',
      paragraphs: [
        'Curated Fika is a premium programme in beta: we form small groups using a compatibility score whose suggestions our team reviews, and we cannot guarantee a match, a particular group or a particular outcome. Curated sessions cannot be cancelled within 24 hours of the start time.',
        'The Goal Accountability Partners programme is a free peer-support programme for members. It is not professional coaching, counselling, medical, legal or financial advice.',
      ],
    },
    {
      number: 6,
      id: 'conduct',
      title: 'Community conduct',
      paragraphs: [
        'You agree to follow our Community Guidelines at events, in programmes and in any communication with other members. We do not tolerate harassment, discrimination, unwanted sales pitches, or behaviour that makes others feel unsafe. Hosts and staff may ask anyone to leave an event, and we may suspend or end memberships for breaches.',
      ],
    },
    {
      number: 7,
      id: 'member-content',
      title: 'Your content and feedback',
      paragraphs: [
        'You keep ownership of what you submit, such as check-ins, applications, messages and feedback. You give us a limited licence to use it to provide and improve the services. We will not publish your name, photo or story (for example in a testimonial or member spotlight) without your explicit permission.',
      ],
    },
    {
      number: 8,
      id: 'intellectual-property',
      title: 'Our intellectual property',
      paragraphs: [
        'The site, our name and logo, our conversation question library, guides, articles and illustrations belong to us or our licensors. You may use them for personal, non-commercial purposes, such as printing questions for a dinner with friends. Please ask before using them commercially.',
      ],
    },
    {
      number: 9,
      id: 'privacy',
      title: 'Privacy and your data',
      paragraphs: [
        `Our Privacy Policy explains how we handle personal information. When you close your account, we delete your account data within ${C.accountDeletionDays} days, except for records we are legally required to keep.`,
      ],
    },
    {
      number: 10,
      id: 'third-parties',
      title: 'Venues and third-party services',
      paragraphs: [
        'Our events take place at independent cafes, restaurants, parks and other venues. They are responsible for their premises, food and drink. Payment processing is provided by Stripe under its own terms. We are not responsible for third-party websites we link to.',
      ],
    },
    {
      number: 11,
      id: 'liability',
      title: 'Disclaimers and limitation of liability',
      paragraphs: [
        'We work hard to run good events, but the services are provided "as is". Outdoor events such as forest and river walks involve ordinary risks; please wear suitable shoes, follow the host\'s instructions and take part at your own pace. You are responsible for your belongings.',
        `To the fullest extent permitted by law, we are not liable for indirect or consequential losses, and our total liability to you for any claim is limited to the amount you paid us in the ${C.liabilityCapMonths} months before the event giving rise to the claim. Nothing in these Terms limits liability that cannot be limited by law.`,
      ],
    },
    {
      number: 12,
      id: 'termination',
      title: 'Closing your account and termination',
      paragraphs: [
        'You can close your account at any time from your member dashboard (Your data, Close my account) or by contacting us; unsubscribing from the newsletter stops its emails but keeps your account. We may suspend or end your access if you breach these Terms or the Community Guidelines, including automatically after three no-shows. If we end a paid subscription for reasons other than a breach, we refund the unused part of the period.',
      ],
    },
    {
      number: 13,
      id: 'governing-law-contact',
      title: 'Governing law, changes and contact',
      paragraphs: [
        `These Terms are governed by the laws of the State of ${C.governingLaw}, United States, without regard to its conflict-of-law rules, subject to any mandatory consumer protections where you live. We may update these Terms; if a change is significant we will email members at least 14 days before it takes effect.`,
        `Questions about these Terms? Email ${C.legalEmail}. We answer inquiries within ${C.inquiryResponseHours} hours.`,
      ],
    },
  ],
};

export type CookieCategoryId = 'essential' | 'analytics' | 'functional';

/** A section of /cookies. Its items come from the web app's storage registry (web/src/lib/storage-keys.ts). */
export interface CookieCategory {
  id: CookieCategoryId;
  title: string;
  description: string;
  /** Essential items cannot be switched off. */
  required: boolean;
}

export interface CookiePolicy {
  title: string;
  lastUpdated: string;
  intro: string;
  analyticsNote: string;
  /** Shown in a section whose category stores nothing. */
  emptyCategory: string;
  categories: CookieCategory[];
}

export const cookiePolicy: CookiePolicy = {
  title: 'Cookie Policy',
  lastUpdated: C.lastUpdated,
  intro:
    "We set no cookies. We keep a few items in your browser's local storage and session storage instead. Essential items make sign-in, checkout and the poll work and cannot be turned off; functional items are kept only if you allow them, and turning a category off removes its items. Expand each section to see exactly what we store, why, and for how long.",
  analyticsNote: `Page views are counted for everyone, anonymously: our own server keeps a daily total per page, with no identifier, no IP address and nothing stored in your browser. Only if you allow analytics do we also count the events you use (event card clicks, poll votes, errors) and where your visit came from (campaign tags and the referring site), again as daily totals only; we never use them for advertising. After ${C.analyticsAnonymisedAfterMonths} months the daily figures are reduced to monthly totals.`,
  emptyCategory: 'Nothing is stored in your browser for this category.',
  categories: [
    {
      id: 'essential',
      title: 'Essential',
      description: 'Needed for sign-in, checkout, the community poll and remembering your choice on this page. The site cannot work properly without them.',
      required: true,
    },
    {
      id: 'analytics',
      title: 'Analytics',
      description: 'Help us understand, in aggregate, which events people find useful and where visits come from. Only recorded if you allow analytics.',
      required: false,
    },
    {
      id: 'functional',
      title: 'Functional',
      description: 'Remember things that make the site more pleasant to use. Only kept if you allow functional storage.',
      required: false,
    },
  ],
};
