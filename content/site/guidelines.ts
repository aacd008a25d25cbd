/** /community-guidelines: how we keep gatherings warm, safe and worth coming back to. */
export interface GuidelineSection {
  id: string;
  title: string;
  body: string[];
  bullets?: string[];
}

export const NO_SHOW_LIMIT = 3;

export const rsvpPolicy = {
  title: 'RSVPs and the no-show policy',
  summary: `A yes RSVP confirms your attendance. Not attending after a yes, or cancelling on the day of the event without enough notice, counts as a no-show. ${NO_SHOW_LIMIT} no-shows revoke your membership automatically.`,
  noShowLimit: NO_SHOW_LIMIT,
};

export const communityGuidelines = {
  title: 'Community Guidelines',
  intro:
    'Our community exists so that people in Tokyo, Osaka, Fukuoka, Honolulu and beyond can find their tribe: people to have coffee with, learn from and look out for. These guidelines describe how we treat each other. They apply at every event, in every programme, and in messages between members.',
  lastUpdated: '2026-11-01',
  sections: [
    {
      id: 'be-welcoming',
      title: 'Be welcoming',
      body: [
        'Everyone was new once. Make room at the table, introduce yourself, and include the person who is sitting quietly. We welcome people of every nationality, ethnicity, age, gender, sexual orientation, religion, disability and language level.',
      ],
      bullets: [
        'Say hello to at least one person you do not know.',
        'Switch to a language everyone at the table can follow, or help translate.',
        'Ask questions and listen to the answers; curiosity is the heart of fika.',
      ],
    },
    {
      id: 'be-respectful',
      title: 'Be respectful',
      body: [
        'Disagreement is fine; disrespect is not. We do not tolerate harassment, discrimination, intimidation, unwanted physical contact, or sexual comments or advances. "No" and silence are both answers. Respect people\'s privacy: do not photograph or record anyone, or share what they told you, without their permission.',
      ],
    },
    {
      id: 'no-selling',
      title: 'Connection, not sales',
      body: [
        'Fika is not a networking pitch. Please do not use events or member contact details to sell products, recruit for multi-level marketing, promote religious or political causes, or collect contacts for a mailing list. Talking about your work is wonderful; pitching it to the table is not.',
      ],
    },
    {
      id: 'venues',
      title: 'Be a good guest at our venues',
      body: [
        'Our events depend on cafes, restaurants and parks that welcome us. Order at least one drink per person at cafe events, keep voices at a comfortable level, return trays and sort rubbish as the venue asks, and leave outdoor spaces cleaner than you found them.',
      ],
    },
    {
      id: 'rsvp',
      title: rsvpPolicy.title,
      body: [
        'Seats are limited and many events have waitlists, so an RSVP is a promise to the host, the venue and the people waiting.',
        rsvpPolicy.summary,
      ],
      bullets: [
        'A yes RSVP confirms your attendance.',
        'If you RSVP yes and do not attend, it counts as a no-show.',
        'A cancellation on the day of the event without enough notice also counts as a no-show. Some events state their own deadline (for example, 48 hours for ticketed dinners).',
        `${NO_SHOW_LIMIT} no-shows revoke your membership automatically.`,
        'Cancel as early as you can using the link in your confirmation email; your seat goes straight to the next person on the waitlist.',
        'Running late? Message your host if you can. Arriving late is always better than not arriving.',
        'If something serious happened, such as illness or an emergency, tell us. We are human and we will listen.',
      ],
    },
    {
      id: 'alcohol',
      title: 'Alcohol and wellbeing',
      body: [
        'Some evening events serve alcohol; most fikas do not. Drinking is always optional and never the point. Non-alcoholic choices are always welcome, and hosts will ask anyone who is intoxicated or disruptive to leave.',
      ],
    },
    {
      id: 'safety',
      title: 'Safety and speaking up',
      body: [
        'If anyone makes you feel uncomfortable or unsafe, tell your host straight away, or contact us through the contact page (choose "Privacy" or "Feedback" if you prefer) at any time afterwards. Reports are handled confidentially by our team. We may warn, suspend or remove members who breach these guidelines, and we will involve the police where appropriate.',
        'If you are in danger, call 110 (police) or 119 (ambulance and fire) in Japan, or 911 in Honolulu.',
      ],
    },
    {
      id: 'hosts',
      title: 'For hosts',
      body: [
        'Hosts are volunteers and members like everyone else, with a few extra responsibilities: arrive early, greet every guest, keep events to their advertised time and size, follow these guidelines, and pass any concerns to the team. Hosts are responsible for the accuracy of their event descriptions.',
      ],
    },
  ] satisfies GuidelineSection[],
};
