/**
 * The stay-in-touch invitation (docs/stay-in-touch.md), in English and Japanese: sent once to each
 * person who checked in at a date, after the date ends, with the signed link to their page.
 */
import type { EventListing } from '../../content/events/index';
import { localizeEvent } from '../../content/events/localize';
import type { EmailContent } from '../../domain/email-content';
import type { Lang } from '../lib/i18n/lang';
import { formatEventDate, formatInstant } from '../reservations/format';

export interface Invitation {
  event: EventListing;
  occurrence: string;
  /** Until when choices can change (the page closes then). */
  deadline: Date;
  /** The reader's own page (signed link). */
  url: string;
}

export function invitationEmail(i: Invitation, lang: Lang): EmailContent {
  if (lang === 'ja') {
    const e = localizeEvent(i.event, 'ja');
    return {
      subject: `${e.title}で出会った人と連絡先を交換しませんか`,
      preheader: 'お互いに選んだ人にだけ、メールアドレスが表示されます。',
      heading: 'また会いましょう',
      blocks: [
        { kind: 'p', text: `${formatEventDate(i.event, i.occurrence, 'ja')}の${e.title}にご参加いただきありがとうございました。` },
        {
          kind: 'p',
          text: 'リンク先のページで、他の人に表示する名前（下の名前）を入力し、同じ日にチェックインした人の中から連絡先を交換したい人を選んでください。お互いに選んだ場合にだけ、相手の下の名前とメールアドレスがページに表示されます。一方だけが選んだ場合は、何も表示されません。',
        },
        { kind: 'button', label: '連絡先を交換する人を選ぶ', url: i.url },
        { kind: 'note', text: `選択は${formatInstant(i.event, i.deadline, 'ja')}まで変更できます。その後ページは閉じ、選択は削除されます。このリンクはあなた専用です。転送しないでください。` },
      ],
    };
  }
  return {
    subject: `Stay in touch after ${i.event.title}`,
    preheader: 'An address is shown only when you both chose each other.',
    heading: 'Stay in touch',
    blocks: [
      { kind: 'p', text: `Thank you for coming to ${i.event.title} on ${formatEventDate(i.event, i.occurrence)}.` },
      {
        kind: 'p',
        text: 'On your page, give the first name the others will see and tick the people who checked in that day you would like to share your email address with. When you both chose each other, each of you sees the other’s first name and email address on the page. A one-sided choice shows nothing.',
      },
      { kind: 'button', label: 'Choose whom to stay in touch with', url: i.url },
      { kind: 'note', text: `You can change your choices until ${formatInstant(i.event, i.deadline)}; then the page closes and your choices are deleted. This link is yours alone: please do not forward it.` },
    ],
  };
}
