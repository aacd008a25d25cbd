/**
 * The reservation emails for a Japanese reader (the English ones and their rules are in emails.ts,
 * which calls these for `lang === 'ja'`). Event text comes through localizeEvent(…, 'ja'); dates are
 * "2026年11月24日(火)", times "19:00〜21:00（日本時間）", yen "4,500円".
 */
import type { EventListing } from '../../content/events/index';
import { localizeEvent } from '../../content/events/localize';
import type { Block, EmailContent } from '../../domain/email-content';
import { jaAmount } from '../lib/i18n/lang';
import type { AttendeeMessageFacts, CheckinQr, DateCancelledFacts, DateChangedFacts, EventFacts } from './email-facts';
import { formatEventDate, formatEventTime, formatInstant, paragraphs } from './format';
import { paidPlaceRefund } from './policy';
import { refundOutcomeTextJa, refundTermsTextJa, REFUND_ARRIVAL_JA } from './refunds';
import { PROMOTION_HOLD_HOURS, REMINDER_HOURS_BEFORE, SERIES_CHECK_HOURS_BEFORE } from '../../domain/reservations/time';
import { periodJa } from './series-confirm-email';

const title = (e: EventListing) => localizeEvent(e, 'ja').title;
const date = (f: EventFacts) => formatEventDate(f.event, f.occurrence, 'ja');
const time = (f: EventFacts) => formatEventTime(f.event, f.occurrence, 'ja');
/** The refund terms with the deadline and amount written for a Japanese reader. */
const terms = (f: EventFacts) => (f.refund ? paidPlaceRefund(f.event, f.occurrence, 'ja') : null);

/**
 * The venue lines in Japanese: the listing's venue as its Japanese text writes it; a venue revealed
 * later (kept apart from the listing until its reveal) as it is written.
 */
function venueJa(f: EventFacts, e: EventListing): EventFacts['venue'] {
  if (f.venue.name !== f.event.venue.name) return f.venue;
  return { ...f.venue, name: e.venue.name, address: e.venue.fullAddress, station: e.venue.nearestStation, meetingPoint: e.venue.meetingPoint };
}

function details(f: EventFacts): Block {
  const e = localizeEvent(f.event, 'ja');
  const v = venueJa(f, e);
  const rows: [string, string][] = [
    ['イベント', e.title],
    ['日付', date(f)],
    ['時間', time(f)],
    ['場所', `${v.name}、${v.address}`],
  ];
  if (v.station) rows.push(['最寄り駅', v.station]);
  if (v.meetingPoint && f.venue.exact) rows.push(['集合場所', v.meetingPoint]);
  rows.push(['料金', jaAmount(e.cost ?? e.price)]);
  for (const q of e.rsvpQuestions ?? []) {
    const a = f.answers?.[q.id];
    if (a) rows.push([q.label, a]);
  }
  return { kind: 'details', rows };
}

function refundNote(f: EventFacts): Block[] {
  const t = terms(f);
  return t ? [{ kind: 'note', text: refundTermsTextJa(t) }] : [];
}

function policyNotes(event: EventListing, venueExact: boolean): Block[] {
  const e = localizeEvent(event, 'ja');
  const notes: Block[] = [];
  if (e.cancellationPolicy) notes.push({ kind: 'note', text: `キャンセルポリシー：${jaAmount(e.cancellationPolicy.feeText)}` });
  else notes.push({ kind: 'note', text: '予定が変わったら、イベント前日までにキャンセルしてください。お席がキャンセル待ちの方に回ります。当日のキャンセルは無断欠席（ノーショー）扱いになります。' });
  if (e.venueReveal && !venueExact) notes.push({ kind: 'note', text: `詳しい会場はイベントの${e.venueReveal.daysBefore}日前にメールでお知らせします。` });
  if (e.drinkRequirement) notes.push({ kind: 'note', text: e.drinkRequirement });
  return notes;
}

function reminderNote(event: EventListing): string {
  const adds = [event.meetingInstructions ? '集合方法' : null, event.whatToBring?.length ? '持ち物' : null].filter(Boolean);
  return `開始の${REMINDER_HOURS_BEFORE}時間前に${adds.length ? `${adds.join('と')}を添えて` : ''}リマインダーをお送りします。`;
}

export function confirmationEmail(f: EventFacts & { cancelUrl: string; paid: boolean; promoted: boolean; checkinQr?: CheckinQr }): EmailContent {
  return {
    subject: f.promoted ? `お席が空きました：${title(f.event)}に参加できます` : `参加が確定しました：${title(f.event)}`,
    preheader: `${date(f)} ${time(f)}`,
    heading: f.promoted ? 'うれしいお知らせです。お席が空いたので、あなたの参加が確定しました' : 'ご参加が確定しました！',
    blocks: [
      { kind: 'p', text: f.promoted ? 'キャンセルが出て、キャンセル待ちの先頭だったあなたのお席が確定しました。' : `詳細は以下のとおりです。${reminderNote(f.event)}` },
      details(f),
      ...(f.checkinQr
        ? ([
            { kind: 'p', text: 'チェックイン用のコードです。当日、入口でホストに見せてください。ホストがその場で読み取ります（電波がなくても大丈夫です）。' },
            { kind: 'image', cid: f.checkinQr.cid, alt: `${title(f.event)}のチェックイン用QRコード`, size: 200 },
            { kind: 'link', text: '同じコードはチェックインページでも表示できます。', label: 'チェックインページを開く', url: f.checkinQr.checkinUrl },
          ] as Block[])
        : []),
      ...(f.paid ? [{ kind: 'p', text: 'お支払いを確認しました。領収書は別のメールでお送りします。' } as Block] : []),
      { kind: 'p', text: '招待状（.ics）を添付しています。開くとカレンダーに追加できます。' },
      { kind: 'button', label: 'イベントページ', url: f.eventUrl },
      ...policyNotes(f.event, f.venue.exact),
      ...refundNote(f),
      { kind: 'link', text: '行けなくなったら、ほかの方が参加できるようキャンセルをお願いします。', label: '参加をキャンセルする', url: f.cancelUrl },
    ],
  };
}

export function waitlistEmail(f: EventFacts & { cancelUrl: string; position: number; paymentNeeded: boolean }): EmailContent {
  return {
    subject: `キャンセル待ち${f.position}番目です：${title(f.event)}`,
    preheader: 'お席が空いたらすぐにメールでお知らせします。',
    heading: `キャンセル待ち${f.position}番目です`,
    blocks: [
      { kind: 'p', text: `${title(f.event)}は現在満席です。あなたはキャンセル待ちの${f.position}番目です。お席が空いたらすぐにメールでお知らせします。` },
      ...(f.paymentNeeded ? [{ kind: 'p', text: `有料のイベントのため、お席が空いたらお支払いのために${PROMOTION_HOLD_HOURS}時間お席を確保します。` } as Block] : []),
      { kind: 'note', text: 'サブスクリプション会員はすべてのキャンセル待ちで優先されます。' },
      details(f),
      { kind: 'link', text: '気が変わりましたか？', label: 'キャンセル待ちをやめる', url: f.cancelUrl },
    ],
  };
}

export function placeHeldEmail(f: EventFacts & { holdUntil: Date; priceText: string; cancelUrl: string }): EmailContent {
  const price = jaAmount(f.priceText);
  const until = formatInstant(f.event, f.holdUntil, 'ja');
  return {
    subject: `${title(f.event)}のお席が空きました：${until}までにお支払いください`,
    heading: 'お席が空きました。あなたのために確保しています',
    blocks: [
      { kind: 'p', text: `キャンセル待ちの次の順番はあなたでした。${until}までお席を確保しています。${price}をお支払いいただくと参加が確定します。期限を過ぎると、お席は次の方に回ります。` },
      { kind: 'button', label: `${price}を支払って確定する`, url: f.eventUrl },
      details(f),
      { kind: 'link', text: '参加しなくなりましたか？', label: 'お席を手放す', url: f.cancelUrl },
    ],
  };
}

export function cancellationEmail(f: EventFacts & { wasWaiting: boolean; late: boolean; noShow: boolean; feeText: string | null; holdExpired: boolean; calendar?: boolean }): EmailContent {
  const t = title(f.event);
  const blocks: Block[] = [];
  if (f.holdExpired) blocks.push({ kind: 'p', text: `${t}で確保していたお席は、期限までにお支払いが確認できなかったため解放しました。キャンセル待ちの方がいれば、最初の方にご案内します。イベントページから再度お申し込みいただけます。` });
  else if (f.wasWaiting) blocks.push({ kind: 'p', text: `${t}のキャンセル待ちを取り消しました。` });
  else blocks.push({ kind: 'p', text: `参加のキャンセルが完了しました。${t}のお席は空きました。キャンセル待ちの方がいれば、最初の方にご案内します。` });
  if (f.calendar) blocks.push({ kind: 'p', text: '添付のカレンダーファイルで、この予定をカレンダーから削除できます。' });
  const refund = terms(f);
  if (refund) blocks.push({ kind: 'p', text: refundOutcomeTextJa(refund, !f.late) });
  if (f.feeText) blocks.push({ kind: 'p', text: `イベントのキャンセル期限を過ぎてからのキャンセルのため、キャンセル料${jaAmount(f.feeText)}が発生します。お支払い方法は追ってご連絡します。` });
  if (f.noShow) blocks.push({ kind: 'p', text: 'イベント当日のキャンセルのため、無断欠席（ノーショー）扱いになります。無断欠席が3回になると会員資格が終了します。' });
  blocks.push({ kind: 'details', rows: [['イベント', t], ['日付', date(f)], ['時間', time(f)]] });
  blocks.push({ kind: 'button', label: 'ほかのイベントを見る', url: f.eventUrl.replace(/\/events\/[^/?#]+.*$/, '/events') });
  return { subject: f.holdExpired ? `確保していたお席を解放しました：${t}` : `キャンセルしました：${t}`, heading: f.holdExpired ? '確保していたお席を解放しました' : 'ご予約をキャンセルしました', blocks };
}

export function dateCancelledEmail(f: DateCancelledFacts): EmailContent {
  const t = title(f.event);
  const blocks: Block[] = [
    { kind: 'p', text: `申し訳ありません。${date(f)}の${t}は中止になりました。` },
    { kind: 'p', text: `主催者より：${f.reason}` },
  ];
  if (f.was === 'waitlisted') blocks.push({ kind: 'p', text: 'この日のキャンセル待ちは取り消されました。お手続きは必要ありません。' });
  else if (f.was === 'pending_payment') blocks.push({ kind: 'p', text: '確保していたお席は解放しました。お支払いは発生していません。' });
  else if (f.paid) blocks.push({ kind: 'p', text: `お席はキャンセルされ、お支払いいただいた参加費は全額カードに返金します（着金まで${REFUND_ARRIVAL_JA}かかります）。返金のお知らせは別のメールでお送りします。` });
  else blocks.push({ kind: 'p', text: 'お席はキャンセルされました。お手続きは必要ありません。' });
  if (f.series) blocks.push({ kind: 'p', text: `${periodJa(f.event)}参加の登録はそのまま続きます。次回以降の日程はこれまでどおりです。` });
  blocks.push({ kind: 'note', text: '主催者都合の中止のため、無断欠席（ノーショー）には数えません。' });
  blocks.push({ kind: 'details', rows: [['イベント', t], ['日付', date(f)], ['時間', time(f)]] });
  blocks.push({ kind: 'p', text: '添付のカレンダー更新を開くと、この日の予定がカレンダーから削除されます。' });
  blocks.push({ kind: 'button', label: '次の日程を見る', url: f.eventUrl });
  return { subject: `中止のお知らせ：${t}（${date(f)}）`, preheader: f.reason, heading: 'この日の開催は中止になりました', blocks };
}

export function dateChangedEmail(f: DateChangedFacts): EmailContent {
  const t = title(f.event);
  const what = f.time && f.venueChanged ? '時間と会場' : f.time ? '時間' : '会場';
  const blocks: Block[] = [{ kind: 'p', text: `${date(f)}の${t}の${what}を変更しました。変更後の内容は次のとおりです。` }];
  if (f.note) blocks.push({ kind: 'p', text: `主催者より：${f.note}` });
  blocks.push(details(f));
  if (f.was === 'confirmed') blocks.push({ kind: 'p', text: 'お席はそのまま確保されています。添付のカレンダー更新を開くと、カレンダーの予定が変更後の内容に更新されます。' });
  else if (f.was === 'pending_payment') blocks.push({ kind: 'p', text: '確保しているお席は、先にお送りしたメールの期限までそのままお取りしています。' });
  else blocks.push({ kind: 'p', text: 'キャンセル待ちの順番は変わりません。' });
  const paidPlace = f.paid && f.was === 'confirmed';
  blocks.push({
    kind: 'link',
    text: paidPlace ? '変更後の内容でご都合が合わない場合は、開始前ならいつキャンセルしても参加費を全額返金します。' : '変更後の内容でご都合が合わない場合はキャンセルしてください。直前のキャンセルや無断欠席（ノーショー）には数えません。',
    label: paidPlace ? 'キャンセルして全額返金を受ける' : '予約をキャンセルする',
    url: f.cancelUrl,
  });
  blocks.push({ kind: 'button', label: 'イベントページ', url: f.eventUrl });
  return { subject: `変更のお知らせ：${t}（${date(f)}）`, preheader: `${time(f)}・${f.venue.name}`, heading: `この日の${what}が変わりました`, blocks };
}

export function attendeeMessageEmail(f: AttendeeMessageFacts): EmailContent {
  const t = title(f.event);
  const d = formatEventDate(f.event, f.occurrence, 'ja');
  return {
    subject: f.subject,
    preheader: `${d}の${t}について`,
    heading: f.subject,
    blocks: [
      ...paragraphs(f.body).map((text): Block => ({ kind: 'p', text })),
      { kind: 'details', rows: [['イベント', t], ['日付', d], ['時間', formatEventTime(f.event, f.occurrence, 'ja')]] },
      { kind: 'button', label: 'イベントページ', url: f.eventUrl },
      { kind: 'note', text: 'この日程にお申し込みいただいた方にお送りしています。' },
    ],
  };
}

export function reminderEmail(f: EventFacts & { cancelUrl: string }): EmailContent {
  const e = localizeEvent(f.event, 'ja');
  return {
    subject: `明日です：${e.title}`,
    preheader: `${time(f)} · ${venueJa(f, e).name}`,
    heading: '明日お会いしましょう！',
    blocks: [
      { kind: 'p', text: `${e.title}はあと24時間ほどで始まります。詳細をお送りします。` },
      details(f),
      ...(e.meetingInstructions ? [{ kind: 'p', text: e.meetingInstructions } as Block] : []),
      ...(e.whatToBring?.length ? [{ kind: 'list', items: e.whatToBring } as Block] : []),
      ...policyNotes(f.event, f.venue.exact),
      ...refundNote(f),
      { kind: 'link', text: 'やはり行けなくなりましたか？', label: '参加をキャンセルする', url: f.cancelUrl },
    ],
  };
}

export function venueRevealEmail(f: EventFacts & { cancelUrl: string }): EmailContent {
  const t = title(f.event);
  return {
    subject: `${t}の会場のお知らせ`,
    heading: '集合場所はこちらです',
    blocks: [
      { kind: 'p', text: `お約束どおり、1週間前になりましたので${t}の詳しい会場をお知らせします。参加が確定している方だけの情報として、共有はお控えください。` },
      details(f),
      ...policyNotes(f.event, true),
      ...refundNote(f),
      { kind: 'link', text: '行けなくなりましたか？', label: '参加をキャンセルする', url: f.cancelUrl },
    ],
  };
}

export function refundEmail(input: { event: EventListing; occurrence: string; amountText: string; eventUrl: string; reason: 'event_full' | 'already_registered' | 'event_cancelled' }): EmailContent {
  const t = title(input.event);
  const what = `${t}（${formatEventDate(input.event, input.occurrence, 'ja')}）`;
  const refunded = `${jaAmount(input.amountText)}を全額返金しました。カードへの着金まで${REFUND_ARRIVAL_JA}かかります。`;
  if (input.reason === 'event_cancelled') {
    return {
      subject: `返金のお知らせ：${t}`,
      heading: 'お支払いを返金しました',
      blocks: [
        { kind: 'p', text: `${what}は主催者の都合で中止になったため、お支払いを返金しました。${refunded}` },
        { kind: 'button', label: '次の日程を見る', url: input.eventUrl },
      ],
    };
  }
  if (input.reason === 'already_registered') {
    return {
      subject: `返金のお知らせ：${t}`,
      heading: 'お支払いを返金しました',
      blocks: [
        { kind: 'p', text: `${what}にはすでに参加が確定しているため、今回のお支払いは不要でした。${refunded}お席はそのままです。` },
        { kind: 'button', label: 'イベントを見る', url: input.eventUrl },
      ],
    };
  }
  return {
    subject: `返金のお知らせ：${t}`,
    heading: 'お支払いを返金しました',
    blocks: [
      { kind: 'p', text: `${what}のお支払いは、確保していたお席の期限が切れた後に届き、イベントは満席になっていました。${refunded}` },
      { kind: 'button', label: 'キャンセル待ちに登録する', url: input.eventUrl },
    ],
  };
}

// ---------- series RSVP（毎週参加する） ----------


export function seriesJoinedEmail(f: { event: EventListing; dates: { occurrence: string; status: string; waitlistPosition: number | null }[]; manageUrl: string; eventUrl: string }): EmailContent {
  const t = title(f.event);
  const line = (d: (typeof f.dates)[number]) =>
    `${formatEventDate(f.event, d.occurrence, 'ja')}：${d.status === 'confirmed' ? '参加確定' : d.status === 'waitlisted' ? `キャンセル待ち${d.waitlistPosition ?? '?'}番目` : 'キャンセル済み'}`;
  return {
    subject: `${periodJa(f.event)}参加の登録が完了しました：${t}`,
    heading: `${periodJa(f.event)}参加の登録が完了しました`,
    blocks: [
      { kind: 'p', text: `今後8週間の${t}すべてに、日ごとに登録しました。新しい日程も順次自動で追加します。` },
      { kind: 'list', items: f.dates.map(line) },
      { kind: 'p', text: `各回の${SERIES_CHECK_HOURS_BEFORE}時間前に「参加されますか？」とお尋ねします。ワンクリックでお席をキャンセル待ちの方にお譲りいただけます。2回続けてお席を譲ると、定期参加は一時停止します。` },
      { kind: 'button', label: 'イベントページ', url: f.eventUrl },
      { kind: 'link', text: '定期参加をやめる場合は', label: '定期参加の管理・キャンセル', url: f.manageUrl },
    ],
  };
}

export function seriesCheckEmail(f: EventFacts & { cancelUrl: string; manageUrl: string | null }): EmailContent {
  const t = title(f.event);
  return {
    subject: `${date(f)}も参加されますか？：${t}`,
    preheader: '参加される場合は何もする必要はありません。お席はそのままです。',
    heading: '今回も参加されますか？',
    blocks: [
      { kind: 'p', text: `${t}に${periodJa(f.event)}ご参加いただいています。次回はあと${SERIES_CHECK_HOURS_BEFORE}時間ほどです。参加される場合は何もする必要はありません。お席はそのままです。` },
      details(f),
      { kind: 'link', text: '今回は参加できませんか？ワンクリックでお席をキャンセル待ちの方にお譲りできます。', label: 'お席を譲る', url: f.cancelUrl },
      { kind: 'note', text: '2回続けてお席を譲ると、定期参加は一時停止します。' },
      ...(f.manageUrl ? [{ kind: 'link', text: '定期参加をやめる場合は', label: '定期参加の管理・キャンセル', url: f.manageUrl } as Block] : []),
    ],
  };
}
