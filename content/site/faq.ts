/**
 * FAQs: the goal accountability programme (/goal-accountability-faq) and the contact page's
 * "Quick Answers" panel.
 */
export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export interface FaqGroup {
  id: string;
  title: string;
  items: FaqItem[];
}

/** Programme facts used across the FAQ, the programme page and event content. */
export const accountabilityProgramme = {
  weeks: 6,
  groupSizeMin: 6,
  groupSizeMax: 8,
  matchingBusinessDaysMin: 5,
  matchingBusinessDaysMax: 7,
  applicationMinutes: 5,
  priceForMembers: 0,
  checkinMinutes: 5,
} as const;

export const goalAccountabilityFaq: readonly FaqGroup[] = [
  {
    id: 'programme',
    title: 'About the programme',
    items: [
      {
        id: 'what-is-it',
        question: 'What is the Goal Accountability Partners programme?',
        answer:
          'A free six-week programme that puts you in a small group of six to eight members who each have a personal goal. Every week you complete a short check-in on your member dashboard (what you did, what got in the way, and what you commit to next), and your group reads and encourages each other. It is built on a simple idea: goals rarely fail dramatically, they drift, and a kind weekly check-in stops the drift.',
      },
      {
        id: 'cost',
        question: 'How much does it cost?',
        answer:
          'Nothing. The programme is free for members. If you are not a member yet, signing up with your email is free too, and you can apply straight afterwards.',
      },
      {
        id: 'which-goals',
        question: 'What kinds of goals work well?',
        answer:
          'Anything you can make progress on every week for six weeks. Members have worked on passing the JLPT, running a first 10 km, launching an online shop, job hunting in Japan, writing a thesis chapter, learning to cook Japanese home food, building a design portfolio and getting back into a sleep routine. Goals that are specific and within your control work best: "study kanji for 30 minutes five days a week" is easier to support than "become fluent".',
      },
      {
        id: 'one-goal-or-several',
        question: 'Can I work on more than one goal?',
        answer:
          'We recommend one main goal for the six weeks. You can mention smaller habits in your check-ins, but focusing on one goal makes it much more likely you will see real progress, and makes it easier for your group to support you.',
      },
      {
        id: 'time-commitment',
        question: 'How much time does it take each week?',
        answer:
          'The check-in itself takes about five minutes. Most members spend another ten to fifteen minutes reading and replying to their group. Plus, of course, the time you spend on your goal, which is the whole point.',
      },
    ],
  },
  {
    id: 'applying-and-matching',
    title: 'Applying and matching',
    items: [
      {
        id: 'how-to-apply',
        question: 'How do I apply?',
        answer:
          'Sign in at Member Goal Login with the email you joined with, then set your goal and its target date on your dashboard and submit your first weekly check-in. It takes about five minutes; tell us in the check-in how you like to be supported and whether you prefer to meet in English, Japanese or both, and we match groups from there.',
      },
      {
        id: 'matching-time',
        question: 'How long does matching take?',
        answer:
          'We match groups within five to seven business days of your application. You will receive an email introducing your group and explaining how to start. If we need a few more applicants with a compatible schedule, we will let you know rather than leave you waiting in silence.',
      },
      {
        id: 'how-matched',
        question: 'How are groups put together?',
        answer:
          'We look at timezone and availability first, so check-in rhythms line up, then at language preference and the kind of support people want. We deliberately mix goals: a group with a marathon runner, a novelist and a job hunter works beautifully, because the obstacles (time, energy, self-doubt) are often the same.',
      },
      {
        id: 'group-size',
        question: 'Why groups of six to eight?',
        answer:
          'Small enough that everyone knows each other\'s goals and notices when someone goes quiet; big enough that the group keeps its energy when one or two people have a busy week. Pairs tend to collapse when one person gets busy. Large groups let people hide.',
      },
      {
        id: 'outside-tokyo',
        question: 'Do I need to live in Tokyo?',
        answer:
          'No. Check-ins happen on your member dashboard, so you can take part from Osaka, Fukuoka, Honolulu or anywhere else. Many groups also choose to meet at an in-person fika or one of our free information sessions if their members live nearby.',
      },
    ],
  },
  {
    id: 'during-the-programme',
    title: 'During the six weeks',
    items: [
      {
        id: 'missed-week',
        question: 'What happens if I miss a week?',
        answer:
          'Life happens. Check in the following week and carry on; a gap of up to two weeks will not break your streak. If you know you will be away, tell your group in advance. And if you had a week where nothing went to plan, check in anyway: "I did nothing this week" is a valid and often very useful check-in.',
      },
      {
        id: 'what-check-in-asks',
        question: 'What does the weekly check-in ask?',
        answer:
          'What you achieved, the challenges you faced, your commitment for next week, a mood rating and a progress rating from 1 to 5, the hours you invested, and (optionally) your overall progress towards the goal as a percentage. Each text answer can be up to 1,000 characters. You only need to fill in one field for a check-in to count.',
      },
      {
        id: 'privacy',
        question: 'Who can see my check-ins?',
        answer:
          'Your check-ins are visible to you and to the programme team who support the groups. What you share with your group is up to you. We never publish check-ins or goals without your explicit permission.',
      },
      {
        id: 'leave-early',
        question: 'Can I leave the programme early?',
        answer:
          'Yes, at any time, with no penalty. We only ask that you send a short message to your group so they are not left wondering. Your check-in history stays in your dashboard.',
      },
      {
        id: 'after-six-weeks',
        question: 'What happens after six weeks?',
        answer:
          'You will be invited to a short reflection on what worked and what did not. Many members sign up for another round, sometimes with the same group, sometimes with a new goal. Some groups keep meeting on their own for months.',
      },
      {
        id: 'not-therapy',
        question: 'Is this coaching or therapy?',
        answer:
          'No. It is peer support, not professional coaching, counselling or medical advice. If you are struggling with your mental health, please reach out to a professional; in Japan, TELL Lifeline offers free support in English on 03-5774-0992.',
      },
    ],
  },
];

/** Flattened list for pages that show the FAQ without groups. */
export const goalAccountabilityFaqItems: readonly FaqItem[] = goalAccountabilityFaq.flatMap((g) => g.items);

/** Contact page "Quick Answers" panel. */
export const contactQuickAnswers: readonly FaqItem[] = [
  {
    id: 'japanese-needed',
    question: 'Do I need to speak Japanese to join a fika?',
    answer:
      'Not at all. Our events are bilingual and relaxed: we speak English, Japanese and a mix of both, and every table has question cards in both languages. Complete beginners and native speakers are equally welcome.',
  },
  {
    id: 'cost',
    question: 'How much do events cost?',
    answer:
      'Most fikas are free; you simply buy your own drink at the cafe, usually ¥450 to ¥800. A few special events have a fee that is shown clearly on the event page; some of them are included with a subscription, which also puts you at the front of the waitlist when a date is full.',
  },
  {
    id: 'cancel',
    question: 'How do I cancel my RSVP?',
    answer:
      'Use the cancellation link in your confirmation email as early as you can, so your seat goes to someone on the waitlist. A yes RSVP is a commitment: not attending, or cancelling on the day without enough notice, counts as a no-show, and three no-shows end a membership.',
  },
  {
    id: 'passport-login',
    question: 'How do I see my passport stamps or dashboard?',
    answer:
      'There are no passwords. Enter your email on the Member Passport or Member Login page and we will send you a secure sign-in link. Make sure you use the same email you registered for events with.',
  },
  {
    id: 'host-or-partner',
    question: 'Can I host a fika or partner with you?',
    answer:
      'We would love that. Choose "Partnerships" or "Events" in the form and tell us about your idea, your venue or your community. We help new hosts in Tokyo, Osaka, Fukuoka and Honolulu with venues, question cards and an experienced co-host.',
  },
];
