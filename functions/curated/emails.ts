/**
 * Every Curated Fika email, rendered with the one layout and sent straight from the request that
 * causes it (access codes must arrive while the person waits; the rest are admin-triggered batches
 * whose counts the dashboard shows). Sending goes through the mail door (functions/lib/mail/door.ts),
 * which never mails a blocked address (bounces, complaints, admin blocks).
 */
import { formatDuration } from '../../content/site/facts';
import { formatAmount, sessionCurrency } from '../../domain/curated/revenue';
import type { Block, EmailContent } from '../../domain/email-content';
import type { Ports } from '../lib/ports';
import { sendMail, type MailPorts } from '../lib/mail/door';
import type { Application, Participant, Session } from './items';
import { durationJa, jaAmount, sitePage, type Lang } from '../lib/i18n/lang';
import { linkUrl } from './links';
import { APPLICATION_STATUS_LABELS, CODE_TTL_SECONDS, DEFAULT_DURATION_MINUTES, longDate, timeWithZone, type ApplicationStatus } from '../../domain/curated/rules';

/** `content` is one message, or the message in each language (built in the reader's). */
export async function sendCurated(p: MailPorts, to: string, content: EmailContent | ((lang: Lang) => EmailContent), kind: string, requestLanguage?: Lang): Promise<boolean> {
  const r = await sendMail(p, { to, content, category: 'transactional', kind: `curated-${kind}`, requestLanguage });
  return r.sent;
}

/** "2027年1月23日(土)" and "14:00（日本時間）" (Honolulu: "（ハワイ時間）"), in the venue's zone. */
function whenJa(iso: string, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('ja-JP', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date(iso))
      .map((x) => [x.type, x.value]),
  );
  const zone = timeZone === 'Pacific/Honolulu' ? '（ハワイ時間）' : timeZone === 'Asia/Tokyo' ? '（日本時間）' : `（${timeZone}）`;
  return { date: `${parts.year}年${parts.month}月${parts.day}日(${parts.weekday})`, time: `${parts.hour}:${parts.minute}${zone}` };
}

const amountIn = (lang: Lang, amount: number, s: Session) => (lang === 'ja' ? jaAmount(formatAmount(amount, sessionCurrency(s))) : formatAmount(amount, sessionCurrency(s)));

function sessionRowsJa(s: Session): Block {
  const w = whenJa(s.session_date, s.venue_timezone);
  return {
    kind: 'details',
    rows: [
      ['セッション', s.session_title],
      ['日付', w.date],
      ['時間', w.time],
      ['所要時間', `${s.session_duration || DEFAULT_DURATION_MINUTES}分`],
      ['会場', s.venue_name],
      ['住所', s.venue_address || 'セッション前にお知らせします'],
      ['エリア', s.venue_area || s.city],
    ],
  };
}

const priceLineJa = (s: Session): Block => ({ kind: 'note', text: `参加費（1人あたり）：${amountIn('ja', s.price_per_person, s)}。ドリンクは会場で各自ご注文・お支払いください。` });
const payButtonJa = (p: MailPorts, s: Session, pt: Participant): Block[] =>
  s.price_per_person > 0 ? [{ kind: 'button', label: `${amountIn('ja', s.price_per_person, s)}を今すぐ支払う`, url: linkUrl(p, 'pay', s.id, pt.id) }] : [];
const refundLineJa = (s: Session, pt: Participant): Block[] =>
  pt.payment_status === 'refunded' ? [{ kind: 'p', text: `お支払いいただいた${amountIn('ja', Number(pt.payment_amount ?? 0), s)}は、お支払いに使われたカードに全額返金されます。` }] : [];
const cancelLinkJa = (p: MailPorts, s: Session, pt: Participant, text: string): Block => ({ kind: 'link', text, label: '参加をキャンセルする', url: linkUrl(p, 'cancel', s.id, pt.id) });

function sessionRows(s: Session): Block {
  return {
    kind: 'details',
    rows: [
      ['Session', s.session_title],
      ['Date', longDate(s.session_date, s.venue_timezone)],
      ['Time', timeWithZone(s.session_date, s.venue_timezone)],
      ['Duration', `${s.session_duration || DEFAULT_DURATION_MINUTES} minutes`],
      ['Venue', s.venue_name],
      ['Address', s.venue_address || 'Sent before the session'],
      ['Area', s.venue_area || s.city],
    ],
  };
}

const priceLine = (s: Session): Block => ({
  kind: 'note',
  text: `Price per person: ${formatAmount(s.price_per_person, sessionCurrency(s))}. Drinks are ordered and paid for at the venue.`,
});

/** The pay button, for a session with a price. */
const payButton = (p: MailPorts, s: Session, pt: Participant): Block[] =>
  s.price_per_person > 0 ? [{ kind: 'button', label: `Pay ${formatAmount(s.price_per_person, sessionCurrency(s))} now`, url: linkUrl(p, 'pay', s.id, pt.id) }] : [];

/** What a cancelled place that was refunded is told about its money. */
const refundLine = (s: Session, pt: Participant): Block[] =>
  pt.payment_status === 'refunded'
    ? [{ kind: 'p', text: `Your payment of ${formatAmount(Number(pt.payment_amount ?? 0), sessionCurrency(s))} is refunded in full to the card you paid with.` }]
    : [];

export function accessCodeEmail(code: string, lang: Lang = 'en'): EmailContent {
  if (lang === 'ja') {
    const ttl = durationJa(CODE_TTL_SECONDS);
    return {
      subject: 'Curated Fikaの確認コード',
      preheader: `確認コードは${code}です。有効期限は${ttl}です。`,
      heading: '確認コード',
      blocks: [
        { kind: 'p', text: 'Curated Fikaのページでこのコードを入力すると、参加予定のセッションを確認できます：' },
        { kind: 'code', text: code },
        { kind: 'note', text: `コードは1回だけ使え、${ttl}で期限が切れます。お心当たりがない場合は、このメールを無視してください。` },
      ],
    };
  }
  return {
    subject: 'Your Curated Fika verification code',
    preheader: `Your code is ${code}. It expires in ${formatDuration(CODE_TTL_SECONDS)}.`,
    heading: 'Your verification code',
    blocks: [
      { kind: 'p', text: 'Enter this code on the Curated Fika page to see your sessions:' },
      { kind: 'code', text: code },
      { kind: 'note', text: `The code works once and expires in ${formatDuration(CODE_TTL_SECONDS)}. If you did not ask for it, you can ignore this email.` },
    ],
  };
}

export function applicationReceivedEmail(p: Pick<Ports, 'config'>, a: Application, lang: Lang = 'en'): EmailContent {
  if (lang === 'ja') {
    const blocks: Block[] = [
      { kind: 'p', text: `${a.first_name}さん、Curated Fikaにお申し込みいただきありがとうございます。3〜4人の少人数でマッチングする、コーヒーの集まりです。` },
      { kind: 'p', text: 'お申し込みはすべてチームが確認しています。承認とマッチングが済んだら、日時と会場を記した招待状をお送りします。' },
    ];
    if (!a.is_premium_member) {
      blocks.push(
        { kind: 'p', text: 'Curated Fikaはプレミアム会員向けのセッションです。このメールアドレスで有効な会員登録が見つからなかったため、マッチングの前にご登録をお願いします。' },
        { kind: 'button', label: 'プレミアム会員になる', url: sitePage(p.config.siteUrl, `/subscription?email=${encodeURIComponent(a.email)}&source=curated-fika`, 'ja') },
      );
    }
    blocks.push({ kind: 'button', label: 'お申し込み状況を確認する', url: sitePage(p.config.siteUrl, '/curated-fika/member-portal', 'ja') });
    return { subject: 'Curated Fikaのお申し込みを受け付けました', heading: 'お申し込みを受け付けました', blocks };
  }
  const blocks: Block[] = [
    { kind: 'p', text: `Hi ${a.first_name}, thank you for applying to Curated Fika, our small matched coffee meetups of three or four people.` },
    { kind: 'p', text: 'Our team reviews every application. Once you are approved and matched, you will receive an invitation with the date, time and venue.' },
  ];
  if (!a.is_premium_member) {
    blocks.push(
      { kind: 'p', text: 'Curated sessions are for premium members. We could not find an active membership for this email address, so please start one before we match you.' },
      { kind: 'button', label: 'Become a premium member', url: `${p.config.siteUrl}/subscription?email=${encodeURIComponent(a.email)}&source=curated-fika` },
    );
  }
  blocks.push({ kind: 'button', label: 'Check your application', url: `${p.config.siteUrl}/curated-fika/member-portal` });
  return { subject: 'We received your Curated Fika application', heading: 'Application received', blocks };
}

const STATUS_JA: Record<ApplicationStatus, { label: string; text: string }> = {
  submitted: { label: '受付済み', text: 'お申し込みは確認待ちの列に入っています。まもなく確認します。' },
  under_review: { label: '確認中', text: 'チームが現在お申し込みを確認しています。' },
  approved: { label: '承認', text: 'うれしいお知らせです。お申し込みが承認されました。グループのマッチングができしだい、ご招待します。' },
  rejected: { label: '見送り', text: 'ご関心をお寄せいただきありがとうございます。今回はCurated Fikaへのご参加をご案内できません。オープンなイベントはいつでもお待ちしています。' },
  waitlist: { label: 'ウェイトリスト', text: 'お申し込みはウェイトリストに登録されました。ぴったりのグループができしだいご連絡します。' },
};

function statusUpdateEmailJa(p: Pick<Ports, 'config'>, a: Application, status: ApplicationStatus, personalizedMessage?: string): EmailContent {
  const blocks: Block[] = [{ kind: 'p', text: `${a.first_name}さん、` }, { kind: 'p', text: STATUS_JA[status].text }];
  if (personalizedMessage?.trim()) blocks.push({ kind: 'p', text: personalizedMessage.trim() });
  blocks.push(
    status === 'rejected'
      ? { kind: 'button', label: 'オープンなイベントを見る', url: sitePage(p.config.siteUrl, '/events', 'ja') }
      : { kind: 'button', label: 'お申し込みを見る', url: sitePage(p.config.siteUrl, '/curated-fika/member-portal', 'ja') },
  );
  return { subject: `Curated Fikaのお申し込み：${STATUS_JA[status].label}`, heading: `お申し込みの状況：${STATUS_JA[status].label}`, blocks };
}

const STATUS_TEXT: Record<ApplicationStatus, string> = {
  submitted: 'Your application is in our queue and will be reviewed soon.',
  under_review: 'Our team is reviewing your application now.',
  approved: 'Good news: your application is approved. We will invite you as soon as we have matched a group for you.',
  rejected: 'Thank you for your interest. We are not able to offer you a place in Curated Fika at this time. Our open events are always there for you.',
  waitlist: 'Your application is on our waitlist. We will be in touch as soon as a suitable group opens up.',
};

export function statusUpdateEmail(p: Pick<Ports, 'config'>, a: Application, status: ApplicationStatus, personalizedMessage?: string, lang: Lang = 'en'): EmailContent {
  if (lang === 'ja') return statusUpdateEmailJa(p, a, status, personalizedMessage);
  const blocks: Block[] = [{ kind: 'p', text: `Hi ${a.first_name},` }, { kind: 'p', text: STATUS_TEXT[status] }];
  if (personalizedMessage?.trim()) blocks.push({ kind: 'p', text: personalizedMessage.trim() });
  blocks.push(
    status === 'rejected'
      ? { kind: 'button', label: 'Browse open events', url: `${p.config.siteUrl}/events` }
      : { kind: 'button', label: 'See your application', url: `${p.config.siteUrl}/curated-fika/member-portal` },
  );
  return {
    subject: `Your Curated Fika application: ${APPLICATION_STATUS_LABELS[status]}`,
    heading: `Application ${APPLICATION_STATUS_LABELS[status].toLowerCase()}`,
    blocks,
  };
}

export function invitationEmail(p: MailPorts, s: Session, pt: Participant, lang: Lang = 'en'): EmailContent {
  if (lang === 'ja') {
    return {
      subject: `ご招待：${s.session_title}`,
      preheader: `${whenJa(s.session_date, s.venue_timezone).date}のCurated Fikaにご招待します。`,
      heading: 'Curated Fikaのグループが決まりました',
      blocks: [
        { kind: 'p', text: `${pt.first_name}さん、きっと楽しんでいただける少人数のグループとマッチングしました。詳細は以下のとおりです：` },
        sessionRowsJa(s),
        priceLineJa(s),
        { kind: 'button', label: '参加を確定する', url: linkUrl(p, 'confirm', s.id, pt.id) },
        ...payButtonJa(p, s, pt),
        cancelLinkJa(p, s, pt, '参加できない場合はお知らせください。お席をほかの方にご案内します。'),
        { kind: 'note', text: 'キャンセルはセッション開始の24時間前まで可能です。' },
      ],
    };
  }
  return {
    subject: `You're invited: ${s.session_title}`,
    preheader: `A curated fika for you on ${longDate(s.session_date, s.venue_timezone)}.`,
    heading: 'You have been matched for a curated fika',
    blocks: [
      { kind: 'p', text: `Hi ${pt.first_name}, we matched you with a small group we think you will enjoy. Here are the details:` },
      sessionRows(s),
      priceLine(s),
      { kind: 'button', label: 'Confirm my place', url: linkUrl(p, 'confirm', s.id, pt.id) },
      ...payButton(p, s, pt),
      { kind: 'link', text: "Can't make it? Let us know so we can offer your seat to someone else.", label: 'Cancel my place', url: linkUrl(p, 'cancel', s.id, pt.id) },
      { kind: 'note', text: 'Cancellations are possible until 24 hours before the session.' },
    ],
  };
}

export function nudgeEmail(p: MailPorts, s: Session, pt: Participant, second: boolean, lang: Lang = 'en'): EmailContent {
  if (lang === 'ja') {
    return {
      subject: second ? `最終確認：${s.session_title}への参加を確定してください` : `リマインダー：${s.session_title}への参加を確定してください`,
      heading: second ? 'お席はまだ空けてあります' : 'ご参加いただけますか？',
      blocks: [
        { kind: 'p', text: second ? `${pt.first_name}さん、まだお返事をいただいていません。グループのみんなが参加者を把握できるよう、確定かキャンセルをお願いします。` : `${pt.first_name}さん、グループができあがってきました。このセッションへの参加を確定してください：` },
        sessionRowsJa(s),
        { kind: 'button', label: '参加を確定する', url: linkUrl(p, 'confirm', s.id, pt.id) },
        cancelLinkJa(p, s, pt, '参加できませんか？'),
      ],
    };
  }
  return {
    subject: second ? `Last call: please confirm ${s.session_title}` : `Reminder: please confirm ${s.session_title}`,
    heading: second ? 'Your seat is still waiting' : 'Will you join us?',
    blocks: [
      {
        kind: 'p',
        text: second
          ? `Hi ${pt.first_name}, we have not heard from you yet. Please confirm or cancel so your group knows who is coming.`
          : `Hi ${pt.first_name}, your group is taking shape. Please confirm your place for this session:`,
      },
      sessionRows(s),
      { kind: 'button', label: 'Confirm my place', url: linkUrl(p, 'confirm', s.id, pt.id) },
      { kind: 'link', text: "Can't make it?", label: 'Cancel my place', url: linkUrl(p, 'cancel', s.id, pt.id) },
    ],
  };
}

export function confirmedEmail(p: MailPorts, s: Session, pt: Participant, lang: Lang = 'en'): EmailContent {
  if (lang === 'ja') {
    return {
      subject: `参加が確定しました：${s.session_title}`,
      heading: '当日お会いしましょう',
      blocks: [
        { kind: 'p', text: `${pt.first_name}さん、ありがとうございます。参加が確定しました。` },
        sessionRowsJa(s),
        ...(pt.payment_status === 'paid' ? [] : [priceLineJa(s), ...payButtonJa(p, s, pt)]),
        { kind: 'button', label: 'マイセッションを見る', url: sitePage(p.config.siteUrl, '/curated-fika/my-sessions', 'ja') },
        cancelLinkJa(p, s, pt, '予定が変わったら、セッション開始の24時間前までキャンセルできます。'),
      ],
    };
  }
  return {
    subject: `You're confirmed: ${s.session_title}`,
    heading: 'See you there',
    blocks: [
      { kind: 'p', text: `Thanks, ${pt.first_name}. Your place is confirmed.` },
      sessionRows(s),
      ...(pt.payment_status === 'paid' ? [] : [priceLine(s), ...payButton(p, s, pt)]),
      { kind: 'button', label: 'View my sessions', url: `${p.config.siteUrl}/curated-fika/my-sessions` },
      { kind: 'link', text: 'Plans changed? You can cancel until 24 hours before the session.', label: 'Cancel my place', url: linkUrl(p, 'cancel', s.id, pt.id) },
    ],
  };
}

export function reminderEmail(p: MailPorts, s: Session, pt: Participant, lang: Lang = 'en'): EmailContent {
  if (lang === 'ja') {
    return {
      subject: `リマインダー：${s.session_title}`,
      heading: 'Curated Fikaがもうすぐです',
      blocks: [
        { kind: 'p', text: `${pt.first_name}さん、まもなく始まるセッションのお知らせです：` },
        sessionRowsJa(s),
        { kind: 'p', text: '数分早めに到着して、テーブルの上のFika Communityのカードを目印にしてください。少人数のグループなので、一人ひとりが大切なメンバーです。' },
        cancelLinkJa(p, s, pt, '参加できなくなった場合は、24時間前までにキャンセルをお願いします。'),
      ],
    };
  }
  return {
    subject: `Reminder: ${s.session_title}`,
    heading: 'Your curated fika is coming up',
    blocks: [
      { kind: 'p', text: `Hi ${pt.first_name}, a quick reminder of your upcoming session:` },
      sessionRows(s),
      { kind: 'p', text: 'Arrive a few minutes early and look for the Fika Community card on the table. Your group is small, so everyone counts.' },
      { kind: 'link', text: "Can't make it? Please cancel at least 24 hours before.", label: 'Cancel my place', url: linkUrl(p, 'cancel', s.id, pt.id) },
    ],
  };
}

export function feedbackRequestEmail(p: MailPorts, s: Session, pt: Participant, lang: Lang = 'en'): EmailContent {
  if (lang === 'ja') {
    return {
      subject: `${s.session_title}はいかがでしたか？`,
      heading: 'Curated Fikaはいかがでしたか？',
      blocks: [
        { kind: 'p', text: `${pt.first_name}さん、ご参加ありがとうございました。2分ほどのフィードバックで、次のグループをもっとぴったりにマッチングできます。` },
        { kind: 'button', label: 'フィードバックを送る', url: linkUrl(p, 'feedback', s.id, pt.id) },
      ],
    };
  }
  return {
    subject: `How was ${s.session_title}?`,
    heading: 'How was your curated fika?',
    blocks: [
      { kind: 'p', text: `Hi ${pt.first_name}, thank you for joining. Two minutes of feedback helps us match your next group even better.` },
      { kind: 'button', label: 'Share feedback', url: linkUrl(p, 'feedback', s.id, pt.id) },
    ],
  };
}

export function cancellationConfirmationEmail(p: MailPorts, s: Session, pt: Participant, lang: Lang = 'en'): EmailContent {
  if (lang === 'ja') {
    return {
      subject: `キャンセルしました：${s.session_title}`,
      heading: '参加をキャンセルしました',
      blocks: [
        { kind: 'p', text: `${pt.first_name}さん、このセッションへの参加をキャンセルしました。早めにお知らせいただきありがとうございます。` },
        ...refundLineJa(s, pt),
        sessionRowsJa(s),
        { kind: 'button', label: 'ほかのイベントを見る', url: sitePage(p.config.siteUrl, '/events', 'ja') },
      ],
    };
  }
  return {
    subject: `Cancelled: ${s.session_title}`,
    heading: 'Your attendance is cancelled',
    blocks: [
      { kind: 'p', text: `Hi ${pt.first_name}, we have cancelled your place at this session. Thank you for letting us know in time.` },
      ...refundLine(s, pt),
      sessionRows(s),
      { kind: 'button', label: 'Browse other events', url: `${p.config.siteUrl}/events` },
    ],
  };
}

export function sessionCancelledEmail(p: MailPorts, s: Session, pt: Participant, lang: Lang = 'en'): EmailContent {
  if (lang === 'ja') {
    return {
      subject: `セッション中止のお知らせ：${s.session_title}`,
      heading: 'このセッションは中止になりました',
      blocks: [
        { kind: 'p', text: `${pt.first_name}さん、申し訳ありません。このCurated Fikaは中止になりました。` },
        ...refundLineJa(s, pt),
        sessionRowsJa(s),
        { kind: 'p', text: 'マッチングの対象にはそのまま残りますので、近いうちに新しいグループへご招待します。' },
        { kind: 'button', label: 'ほかのイベントを見る', url: sitePage(p.config.siteUrl, '/events', 'ja') },
      ],
    };
  }
  return {
    subject: `Session cancelled: ${s.session_title}`,
    heading: 'This session will not take place',
    blocks: [
      { kind: 'p', text: `Hi ${pt.first_name}, we are sorry: this curated fika has been cancelled.` },
      ...refundLine(s, pt),
      sessionRows(s),
      { kind: 'p', text: 'You stay in the matching pool, and we will invite you to a new group soon.' },
      { kind: 'button', label: 'Browse other events', url: `${p.config.siteUrl}/events` },
    ],
  };
}

export function removalEmail(p: MailPorts, s: Session, pt: Participant, lang: Lang = 'en'): EmailContent {
  if (lang === 'ja') {
    return {
      subject: `${s.session_title}についてのお知らせ`,
      heading: 'Curated Fikaの変更について',
      blocks: [
        { kind: 'p', text: `${pt.first_name}さん、このセッションのグループを変更する必要があり、あなたのお席は解放されました。` },
        sessionRowsJa(s),
        { kind: 'p', text: 'マッチングの対象にはそのまま残りますので、近いうちに別のグループへご招待します。' },
        { kind: 'button', label: 'お問い合わせ', url: sitePage(p.config.siteUrl, '/contact', 'ja') },
      ],
    };
  }
  return {
    subject: `Update on ${s.session_title}`,
    heading: 'A change to your curated fika',
    blocks: [
      { kind: 'p', text: `Hi ${pt.first_name}, we have had to change the group for this session, and your place in it has been released.` },
      sessionRows(s),
      { kind: 'p', text: 'You stay in the matching pool, and we will invite you to another group soon.' },
      { kind: 'button', label: 'Contact us', url: `${p.config.siteUrl}/contact` },
    ],
  };
}

/** A payment that arrived for a place that had ended or was already paid for. */
export function paymentRefundedEmail(p: MailPorts, s: Session, pt: Participant, amount: number, lang: Lang = 'en'): EmailContent {
  if (lang === 'ja') {
    return {
      subject: `返金のお知らせ：${s.session_title}`,
      heading: 'お支払いを返金しました',
      blocks: [
        { kind: 'p', text: `${pt.first_name}さん、このセッションのお席が終了していたか、すでにお支払い済みだった後にお支払いが届いたため、${amountIn('ja', amount, s)}をお支払いに使われたカードに全額返金しました。` },
        sessionRowsJa(s),
        { kind: 'button', label: 'マイセッションを見る', url: sitePage(p.config.siteUrl, '/curated-fika/my-sessions', 'ja') },
      ],
    };
  }
  const reason = 'your payment arrived after your place in this session had ended or was already paid for';
  return {
    subject: `Refund: ${s.session_title}`,
    heading: 'Your payment is refunded',
    blocks: [
      { kind: 'p', text: `Hi ${pt.first_name}, ${reason}, so we have refunded your payment of ${formatAmount(amount, sessionCurrency(s))} in full to the card you paid with.` },
      sessionRows(s),
      { kind: 'button', label: 'View my sessions', url: `${p.config.siteUrl}/curated-fika/my-sessions` },
    ],
  };
}

/** To the team: a session has lost its last participant. */
export function sessionEmptiedEmail(p: MailPorts, s: Session): EmailContent {
  return {
    subject: `Curated Fika session emptied: ${s.session_title}`,
    heading: 'A curated session has nobody left',
    blocks: [
      { kind: 'p', text: 'The last participant of this session has cancelled or been removed. Add people to it, or cancel or delete it.' },
      sessionRows(s),
      { kind: 'button', label: 'Open the Curated Fika admin', url: `${p.config.siteUrl}/admin/curated-fika` },
    ],
  };
}
