/**
 * The server's messages people can cause, in Japanese: the handler error mapper (functions/lib/http.ts)
 * answers a request sent with `X-Fika-Locale: ja` with the Japanese of its error message, and any
 * message not listed here in English as it is. Keys are the English messages exactly as thrown
 * (tests/unit/i18n/server-messages.test.ts checks each is thrown somewhere and that the public flows'
 * messages are all here). Messages with a value inside are in PATTERNS_JA.
 *
 * Each table is a function's body, built on the first Japanese request: V8 compiles a function
 * only when it is called, so the many requests in English (and cold starts) pay nothing for them.
 */
import { jaAmount } from './lang';

export const MESSAGES_JA = (): Record<string, string> => ({
  // --- every endpoint ---
  'Something went wrong. Please try again.': '問題が発生しました。もう一度お試しください。',
  'Too many requests. Please wait a moment and try again.': 'リクエストが多すぎます。少し時間をおいてからもう一度お試しください。',
  'Request body is required': 'リクエストの内容がありません',
  'Request body is not valid JSON': 'リクエストの形式が正しくありません',
  'Request body is too large (max 64 KB)': 'リクエストが大きすぎます（最大64KB）',
  'Content-Type must be application/json': 'リクエストの形式が正しくありません（application/json で送信してください）',
  'Unknown action': '不明な操作です',
  'Please enter a valid email address': '有効なメールアドレスを入力してください',
  'Please enter your email address': 'メールアドレスを入力してください',
  'Email is required': 'メールアドレスを入力してください',
  'Invalid email address': 'メールアドレスが正しくありません',
  'Invalid email format': 'メールアドレスの形式が正しくありません',

  // --- signup and event registration ---
  'Your cities were being changed at the same moment. Please try again.': '都市の設定が同時に変更されていました。もう一度お試しください。',
  "You're not on our newsletter list, so there is no weekly email to choose cities for. Join the list on the home page first.": 'ニュースレターに登録されていないため、週1回のメールの都市は選べません。先にトップページから登録してください。',
  'Choose at least one city for the weekly email.': '週1回のメールで受け取る都市を1つ以上選んでください。',
  'This reservation link is not valid. Please use the link from your latest weekly email.': 'この予約リンクは無効です。最新の週1回のメールにあるリンクをお使いください。',
  'This date is no longer open for reservations. Your next weekly email will have the new dates.': 'この日程の予約は受け付けを終了しました。次回の週1回のメールで新しい日程をお知らせします。',
  'Event not found': 'イベントが見つかりません',
  // stay in touch after a date
  'This stay-in-touch link is not valid. Please use the link from your invitation email.': 'この連絡先交換のリンクは無効です。招待メールにあるリンクをお使いください。',
  'This stay-in-touch page has closed: choices can be made for 30 days after the event.': 'この連絡先交換のページは終了しました。選択できるのはイベントから30日間です。',
  'Please enter your first name (up to 30 characters, no email address).': '下の名前を入力してください（30文字まで、メールアドレスは不可）。',
  'Please choose from the people listed on your page.': 'ページに表示されている人の中から選んでください。',
  'This event is full.': 'このイベントは満席です。',
  'This date has been cancelled. Please choose another date.': 'この日の開催は中止になりました。別の日程をお選びください。',
  'Registration for this event is closed.': 'このイベントの受付は終了しました。',
  'This event is for subscribers. Subscribe to reserve your place.': 'このイベントはサブスクリプション会員向けです。お席を予約するにはサブスクリプションにご登録ください。',

  // --- reservations (cancel links, payment holds) ---
  'Invalid cancellation link. Please contact support.': 'キャンセル用のリンクが無効です。サポートまでお問い合わせください。',
  'This event has already started, so the reservation can no longer be cancelled.': 'イベントはすでに始まっているため、予約をキャンセルできません。',
  'Your reservation changed while cancelling. Please try again.': 'キャンセル中に予約の内容が変わりました。もう一度お試しください。',
  'This cancellation is late.': '期限を過ぎてからのキャンセルです。',
  // series registration ("Come every week")
  'This event does not repeat, so there is no series to join. Register for its date instead.': 'このイベントは定期開催ではないため、毎回参加の登録はできません。開催日ごとにお申し込みください。',
  'Series registration is for events without a per-event payment. Register for each date from the event page.': '毎回参加の登録は、回ごとのお支払いがないイベントのみご利用いただけます。イベントページから開催日ごとにお申し込みください。',
  'Invalid series link. Please contact support.': '定期参加の管理用リンクが無効です。サポートまでお問い合わせください。',
  'Your series changed while registering. Please try again.': '登録中に定期参加の内容が変わりました。もう一度お試しください。',
  'This confirmation link has expired or was already used. Choose the series option on the event page again.':
    'この確認用リンクは期限切れか、すでに使用されています。イベントページから定期参加をもう一度お選びください。',
  'Too many unpaid places are on hold from your network (5 at most). Complete or cancel a payment before holding another.':
    'お使いのネットワークから確保されている未払いのお席が多すぎます（最大5席）。新しく確保する前に、お支払いを完了するかキャンセルしてください。',
  'You already have 2 unpaid places on hold. Complete or cancel a payment before holding another.':
    '未払いのまま確保しているお席がすでに2席あります。新しく確保する前に、お支払いを完了するかキャンセルしてください。',

  // --- checkout and subscription ---
  'Too many payment pages were started from your network. Please wait before starting another.':
    'お使いのネットワークから開始されたお支払いページが多すぎます。しばらく待ってから、もう一度お試しください。',
  'Too many payment pages were started for this email. Please wait before starting another.':
    'このメールアドレスで開始されたお支払いページが多すぎます。しばらく待ってから、もう一度お試しください。',
  'Event is required': 'イベントを指定してください',
  'Invalid plan code': 'プランの指定が正しくありません',
  'Email and plan code are required': 'メールアドレスとプランを指定してください',
  'Email and price are required': 'メールアドレスと料金を指定してください',
  'Session ID is required': 'セッションIDを指定してください',
  'Session information is missing. Please try again or contact support.': 'セッション情報がありません。もう一度お試しいただくか、サポートまでお問い合わせください。',
  'This event does not take payment.': 'このイベントはお支払いを受け付けていません。',
  'Your held place has just been released. Please register again.': '確保していたお席はたった今解放されました。もう一度お申し込みください。',
  'Your subscription already includes this event. Register with the form on the event page.': 'このイベントはサブスクリプションに含まれています。イベントページのフォームからお申し込みください。',
  'This event is full. Register with the form to join the waitlist.': 'このイベントは満席です。フォームからお申し込みいただくと、キャンセル待ちに登録されます。',
  'You already have an active subscription.': 'すでに有効なサブスクリプションがあります。',
  'Your subscription is still active until the end of its period. Resume it instead of subscribing again: check your status below.':
    'サブスクリプションは現在の期間の終わりまで有効です。新しく登録するのではなく、再開してください。下で状態をご確認いただけます。',
  'Your subscription has already ended. Please subscribe again.': 'サブスクリプションはすでに終了しています。もう一度ご登録ください。',
  'Payment has not completed yet. Please wait a moment and try again.': 'お支払いがまだ完了していません。少し待ってからもう一度お試しください。',
  'This checkout session belongs to another email address.': 'この決済は別のメールアドレスのものです。',
  'You can only see the subscription of the email you are signed in with.': 'ご覧いただけるのは、ログイン中のメールアドレスのサブスクリプションだけです。',
  'Please confirm this is your email: sign in with the link we email you to see your subscription.':
    'ご本人のメールアドレスか確認させてください。サブスクリプションを見るには、メールでお送りするリンクからログインしてください。',
  'We could not find this payment.': 'このお支払いが見つかりませんでした。',
  'Checkout session not found': '決済が見つかりません',
  'Subscription not found': 'サブスクリプションが見つかりません',
  // --- the member's bookings (functions/member/bookings.ts) ---
  'This page link is not valid (it may be from another list): load the list again from the start.': 'このページのリンクは無効です（別の一覧のものかもしれません）。一覧を最初から読み込み直してください。',
  'Please choose upcoming or past bookings.': 'これからの予約か、過去の予約かを選んでください。',
  'The date must be written YYYY-MM-DD.': '日付は YYYY-MM-DD の形で指定してください。',
  'This link is invalid, expired or already used. Please request a new one.': 'このリンクは無効か、期限切れか、すでに使われています。新しいリンクをリクエストしてください。',

  // --- contact and discovery ---
  'Please agree to be contacted about your message': 'お問い合わせについてご連絡することに同意してください',
  'Name is required': 'お名前を入力してください',
  'Name is too long (max 100 characters)': 'お名前が長すぎます（最大100文字）',
  'Subject is required': '件名を入力してください',
  'Subject is too long (max 200 characters)': '件名が長すぎます（最大200文字）',
  'Please choose a category': 'カテゴリーを選んでください',
  'Message is required': 'メッセージを入力してください',
  'Message must be at least 10 characters long': 'メッセージは10文字以上で入力してください',
  'Message is too long (max 5000 characters)': 'メッセージが長すぎます（最大5000文字）',
  'Tell us a little more: at least 20 characters': 'もう少し詳しく教えてください（20文字以上）',
  'Please keep it under 1000 characters': '1000文字以内でお願いします',
  'Place or experience name is required': '場所や体験の名前を入力してください',
  'Place or experience name is too long (max 150 characters)': '場所や体験の名前が長すぎます（最大150文字）',
  'Please choose a city': '都市を選んでください',
  'Address or area is required': '住所またはエリアを入力してください',
  'Address or area is too long (max 300 characters)': '住所またはエリアが長すぎます（最大300文字）',
  "Please tell us why it's great": 'おすすめの理由を教えてください',
  'Please enter a valid website address starting with http:// or https://': 'http:// または https:// で始まる正しいウェブサイトのアドレスを入力してください',

  // --- curated application and sessions ---
  'You have already applied with this email address. You can check your application status in the member portal.':
    'このメールアドレスではすでにお申し込みいただいています。お申し込み状況はメンバーポータルで確認できます。',
  'No sessions found for this email address': 'このメールアドレスのセッションは見つかりませんでした',
  'Invalid verification code': '確認コードが正しくありません',
  'This verification code has expired. Please request a new one.': 'この確認コードは期限切れです。新しいコードをリクエストしてください。',
  'Too many incorrect attempts. Please request a new verification code.': '誤った入力が多すぎます。新しい確認コードをリクエストしてください。',
  'Cannot cancel within 24 hours of the session': 'セッション開始の24時間前を過ぎるとキャンセルできません',
  'This link is invalid or has been changed. Please use the link from your email.': 'このリンクは無効か、変更されています。メールに記載のリンクをお使いください。',
  'This invitation was cancelled. If you would like to join again, please contact us.': 'この招待は取り消されました。もう一度参加をご希望の場合はお問い合わせください。',
  'This session has already taken place, so it can no longer be cancelled.': 'このセッションはすでに終了しているため、キャンセルできません。',
  'This session has already taken place.': 'このセッションはすでに終了しています。',
  'This session has been cancelled by the organisers. You do not need to do anything.': 'このセッションは運営により中止になりました。お手続きは必要ありません。',
  'This session is no longer taking confirmations.': 'このセッションは参加確定の受付を終了しました。',
  'You have already paid for this session.': 'このセッションはお支払い済みです。',
  'This session has no price to pay.': 'このセッションにお支払いはありません。',
  'This place can no longer be paid for.': 'このお席はもうお支払いいただけません。',
  'Feedback opens once the session has taken place.': 'フィードバックはセッションの終了後に受け付けます。',
  'Only participants who attended can share feedback for this session.': 'このセッションのフィードバックは参加した方のみ送信できます。',
  'You have already shared feedback for this session. Thank you!': 'このセッションのフィードバックはすでに送信済みです。ありがとうございました！',
  'Rating must be between 0 and 5': '評価は0〜5の範囲で入力してください',
  'You can only manage your own sessions.': 'ご自身のセッションのみ管理できます。',

  // --- member sign-in, dashboard and check-ins ---
  'No access token available': 'アクセストークンがありません',
  'Session expired. Please request a new access link.': 'ログインの有効期限が切れました。新しいアクセスリンクをリクエストしてください。',
  'No security token provided': 'セキュリティトークンがありません',
  'Invalid or expired security token': 'セキュリティトークンが無効か期限切れです',
  'Please fill in at least one field for your check-in': 'チェックインには少なくとも1つの項目を入力してください',
  'Goals description is too long (max 1000 characters)': '達成したことが長すぎます（最大1000文字）',
  'Challenges description is too long (max 1000 characters)': '課題が長すぎます（最大1000文字）',
  'Next week commitment is too long (max 1000 characters)': '来週の目標が長すぎます（最大1000文字）',
  'Mood rating must be between 1 and 5': '気分の評価は1〜5で選んでください',
  'Progress rating must be between 1 and 5': '進み具合の評価は1〜5で選んでください',
  'Time invested must be between 0 and 168 hours': 'かけた時間は0〜168時間の範囲で入力してください',
  'Overall progress must be between 0 and 100%': '全体の進み具合は0〜100%の範囲で入力してください',
  'To close your account, type the email address you signed in with, exactly as shown.': 'アカウントを削除するには、ログインしているメールアドレスを表示どおりに入力してください。',
  'Please describe your goal': '目標を入力してください',
  'Goal is too long (max 200 characters)': '目標が長すぎます（最大200文字）',
  'Goal details are too long (max 1000 characters)': '目標の詳細が長すぎます（最大1000文字）',
  'Please choose a valid target date': '正しい目標日を選んでください',
  'The target date must be today or later': '目標日は今日以降の日付にしてください',
  'Please choose English or Japanese': '英語か日本語を選んでください',

  // --- passport and event check-in ---
  'Passport system disabled': 'パスポートは現在ご利用いただけません',
  'Session not authenticated. Please use the magic link again.': 'ログインが確認できません。もう一度メールのリンクからお入りください。',
  'Invalid security token': 'セキュリティトークンが無効です',
  'Failed to send secure link. Please try again.': 'リンクを送信できませんでした。もう一度お試しください。',
  'Check-in for this event is not open right now. It opens an hour before the start and closes a day after the end.':
    'このイベントのチェックインは現在受け付けていません。開始の1時間前から終了の1日後まで受け付けます。',
  'That check-in code does not match this event. Please check the code shown by your host.': 'チェックインコードがこのイベントと一致しません。ホストが表示しているコードをご確認ください。',
  'Please enter the check-in code shown at the event': '会場で表示されているチェックインコードを入力してください',
  'That date is not an occurrence of this event': 'その日はこのイベントの開催日ではありません',
  'Attendance can only be recorded once the event has started': '出席はイベント開始後に記録できます',
  'Please choose the event you are at': '参加中のイベントを選んでください',
  'Check-in at the door opens an hour before the event starts': '受付でのチェックインはイベント開始の1時間前から始まります',
  // The door kit (hosts may read it in Japanese).
  'Host or admin sign-in required. Please sign in with the address the organisers assigned to this event.': 'ホストまたは管理者のサインインが必要です。運営がこのイベントに登録したメールアドレスでサインインしてください。',
  'This address is not a host of this event. Ask an admin to assign you to it.': 'このメールアドレスはこのイベントのホストではありません。管理者に登録を依頼してください。',
  'This QR code is not a valid check-in code': 'このQRコードは有効なチェックインコードではありません',
  'This QR code is for another event or date': 'このQRコードは別のイベントか別の日のものです',
  'This person has no confirmed place for this date. Add them as a walk-in instead.': 'この人はこの日の予約が確定していません。当日参加として追加してください。',
  'Each check-in needs a QR code or an email': 'チェックインにはQRコードかメールアドレスが必要です',

  // --- unsubscribe ---
  'This unsubscribe link is invalid. Please use the link from our latest email, or enter your address.': 'この配信停止リンクは無効です。最新のメールにあるリンクを使うか、メールアドレスを入力してください。',
  'Failed to unsubscribe. Please try again.': '配信停止できませんでした。もう一度お試しください。',
  'Failed to unsubscribe: our database did not answer. Please try again.': '配信停止できませんでした（データベースが応答しませんでした）。もう一度お試しください。',
  'The address of the page you came from is too long (max 2000 characters).': '移動元のページのアドレスが長すぎます（最大2000文字）。',
  'The address of this page is too long (max 2000 characters).': 'このページのアドレスが長すぎます（最大2000文字）。',
});

/**
 * The success messages people read (a `message` beside or inside `data`), translated the same way:
 * signing up, registering, sign-in links sent, cancelling, unsubscribing.
 */
export const SUCCESS_JA = (): Record<string, string> => ({
  'Check your inbox: open the link we emailed to take your places on every date.': 'メールをご確認ください。お送りしたリンクを開くと、すべての回のお席が確保されます。',
  'Thanks for joining! Check your inbox for a welcome email.': 'ご登録ありがとうございます！ウェルカムメールをお送りしましたので、受信箱をご確認ください。',
  "You're already on our list! Check your email for updates.": 'すでにご登録いただいています！最新情報はメールでお届けします。',
  "Welcome back! You're on our list again.": 'おかえりなさい！メーリングリストに再登録しました。',
  "You're confirmed for this event! Event details will be sent 24 hours beforehand.": 'このイベントへの参加が確定しました！詳細は確認メールでお送りし、開始の24時間前にもリマインダーをお届けします。',
  'If this email belongs to a community member, an access link is on its way. It works once, for 15 minutes.':
    'このメールアドレスがコミュニティメンバーのものであれば、アクセスリンクをお送りしました。リンクは1回限り、15分間有効です。',
  'If this email belongs to a community member, a secure passport link is on its way. It works once, for 15 minutes.':
    'このメールアドレスがコミュニティメンバーのものであれば、パスポートへの安全なリンクをお送りしました。リンクは1回限り、15分間有効です。',
  "If this address is on our list, we've emailed it a link: one click on it unsubscribes.": 'このアドレスがリストに登録されていれば、リンクをメールでお送りしました。リンクを1回押すと配信停止になります。',
  'We have emailed a link to confirm the cancellation. It works once, for 24 hours.': '解約を確定するためのリンクをメールでお送りしました。リンクは1回限り、24時間有効です。',
  'We have emailed a link to confirm resuming your subscription. It works once, for 24 hours.': 'サブスクリプションの再開を確定するためのリンクをメールでお送りしました。リンクは1回限り、24時間有効です。',
  'Your attendance has been cancelled successfully.': '参加のキャンセルが完了しました。',
  'Verification code sent to your email!': '確認コードをメールでお送りしました！',
  'Application received. We will be in touch soon.': 'お申し込みを受け付けました。追ってご連絡します。',
  'Application received. Premium membership is required for curated sessions.': 'お申し込みを受け付けました。Curated Fikaのセッションにはプレミアム会員への登録が必要です。',
});

/** Messages with a value inside: the English pattern and its Japanese ($1… are the values). */
export const PATTERNS_JA = (): [RegExp, string][] => [
  [/^Please answer: (.+)$/s, '次の質問にお答えください：$1'],
  // series registration: the per-date summary and the cancelled series (series.ts)
  [/^Confirmed for (\d+) dates?\.$/, '$1回の参加が確定しました。'],
  [/^Confirmed for (\d+) dates?, waitlisted for (\d+) \(([^)]*)\)\.$/, '$1回の参加が確定しました。$2回はキャンセル待ちです（$3）。'],
  [/^Confirmed for (\d+) dates?, (\d+) dates? full\.$/, '$1回の参加が確定しました。$2回は満席です。'],
  [/^Confirmed for (\d+) dates?, waitlisted for (\d+) \(([^)]*)\), (\d+) dates? full\.$/, '$1回の参加が確定しました。$2回はキャンセル待ちです（$3）。$4回は満席です。'],
  [/^Your series is cancelled: (\d+) places? released\.$/, '定期参加をキャンセルしました。$1回分のお席をお譲りしました。'],
  [
    /^Your series is cancelled: (\d+) places? released\. Today's place is kept; cancel it from its own link if you cannot come\.$/,
    '定期参加をキャンセルしました。$1回分のお席をお譲りしました。本日のお席はそのままです。参加できない場合は、その回のリンクからキャンセルしてください。',
  ],
  [/^Please choose one of: (.+)$/s, '次のいずれかを選んでください：$1'],
  // a host's message to the people of a date, sent again too soon (functions/admin-events/occurrence.ts)
  [/^A message went to the people of this date less than a minute ago\. Wait (\d+) seconds before sending another\.$/, 'この日程の参加者には1分以内にメッセージを送信済みです。あと$1秒待ってから送信してください。'],
  [/^The price of this event is (.+)\. Please reload the page and try again\.$/s, 'このイベントの料金は$1です。ページを再読み込みしてもう一度お試しください。'],
  [/^This session is full \((\d+) of \d+ places taken\)\.$/, 'このセッションは満席です（定員$1名）。'],
  [/^This event is full\. You're #(\d+) on the waitlist, and we'll email you if a place opens up\.$/, 'このイベントは満席です。あなたはキャンセル待ちの$1番目です。お席が空いたらメールでお知らせします。'],
  [/^You're already registered for this event! (\d+) (?:person is|people are) registered so far\.$/, 'このイベントにはすでにお申し込み済みです！現在$1名が参加予定です。'],
  [/^You're already on the waitlist for this event \(#(\d+)\)\. We'll email you if a place opens up\.$/, 'このイベントのキャンセル待ちにすでに登録されています（$1番目）。お席が空いたらメールでお知らせします。'],
  [/^You're already on the waitlist for this event\. We'll email you if a place opens up\.$/, 'このイベントのキャンセル待ちにすでに登録されています。お席が空いたらメールでお知らせします。'],
];

/** A form's problems joined after a lead sentence: each known problem in Japanese. */
const FIX_ISSUES = 'Please fix the following issues: ';

let tables: { messages: Record<string, string>; success: Record<string, string>; patterns: [RegExp, string][] } | undefined;

/** The Japanese of a server message, or the message as it is when it has none. */
export function messageJa(message: string): string {
  const { messages, success, patterns } = (tables ??= { messages: MESSAGES_JA(), success: SUCCESS_JA(), patterns: PATTERNS_JA() });
  const exact = messages[message] ?? success[message];
  if (exact) return exact;
  if (message.startsWith(FIX_ISSUES)) {
    let rest = message.slice(FIX_ISSUES.length);
    for (const en of Object.keys(messages).sort((a, b) => b.length - a.length)) rest = rest.split(en).join(messages[en]);
    return `次の点を修正してください：${rest}`;
  }
  for (const [re, ja] of patterns) if (re.test(message)) return jaAmount(message.replace(re, ja));
  return message;
}
