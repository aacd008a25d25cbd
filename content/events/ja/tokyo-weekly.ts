/** Japanese text of the Tokyo weekly fikas (content/events/data/tokyo-weekly.ts). */
import type { EventTextOverlay } from '../text-overlay';
import { JA_TITLES } from './titles';
import { ATTENDANCE_POLICY, COFFEE_PRICE_RANGE, RSVP_IMPORTANCE, benefits, hostBios } from './shared';

const weeklyPhilosophy = (opening: string): EventTextOverlay['philosophy'] => ({
  title: '小さく、毎週、いつもの顔ぶれで',
  sections: [
    { content: opening },
    {
      content:
        '大きなイベントは人と出会う場所。毎週のフィーカは、その人を知っていく場所です。毎週同じ場所、同じ時間。一度だけ来てもいいし、通ううちに初めての人のためにドアを開けて待つ側になってもいい。',
    },
    {
      content: '毎週のフィーカを3行で：',
      items: ['登録料なし、ドリンク代は各自で', 'どの週でも気軽にどうぞ。ホストが席を確保できるよう出欠だけ返してください', '会話のきっかけが欲しいときは、テーブルに質問カードがあります'],
    },
  ],
});

/** Built when first asked for (ja/index.ts): a bundle that never renders Japanese never evaluates it. */
export const tokyoWeeklyFikasJa = (): Record<string, EventTextOverlay> => ({
  'weekly-saturday-fika': {
    title: JA_TITLES['weekly-saturday-fika'],
    description:
      '毎週土曜の9時半、代々木上原の街のロースターの大きな窓際テーブルに集まります。20席、90分。街が目を覚ます前に、おいしいコーヒーと気楽なおしゃべりを。常連さんは顔なじみに会いに、初めての人は東京で最初の友達に出会いに来ます。終わったあと、何人かで代々木公園まで10分ほど歩くこともあります。',
    location: '渋谷区・代々木上原',
    tags: ['毎週', 'フィーカ', '朝', '初参加歓迎'],
    cost: `参加無料。${COFFEE_PRICE_RANGE}`,
    fikaQuestion: {
      title: '土曜の朝のきっかけ質問',
      subtitle: 'ゆっくりした朝のための、気軽な質問',
      questions: [
        { context: '毎週の定番の最初の質問です。小さなことも大歓迎。' },
        { context: '答えがそのまま「一緒に行こう」のお誘いになることもあります。' },
        { context: '初めての人はメモを。常連さんは自分のおすすめを全力で推してください。' },
        { context: '日本語を勉強中の人のために、日本語のおすすめは特に歓迎です。' },
        { context: '来週また来て、どうなったかテーブルのみんなに教えてください。' },
      ],
    },
    philosophy: weeklyPhilosophy('東京の土曜の朝は静かで、可能性に満ちています。その始まりを、一緒に過ごしましょう。'),
    whatToExpect: [
      '9時半から予約してある、窓際の長いテーブル',
      '初めての人は、ホストがテーブルのみんなに紹介します',
      '会話に困ったら、英語と日本語の質問カード',
      '11時から、希望者で代々木公園へ散歩',
    ],
    memberBenefits: [benefits.stamp, benefits.hostIntro, benefits.questions],
    venue: {
      description: '代々木上原駅の北側の商店街にある小さな街のロースター。カルダモンラテと厚切りトーストが人気です。',
      fullAddress: '〒151-0064 東京都渋谷区上原1-17-5',
      nearestStation: '代々木上原駅（千代田線・小田急線）北口から徒歩3分',
      meetingPoint: '入って左手の、窓際の長いテーブルです',
      priceRange: '450〜800円',
      amenities: ['オーツミルク', 'モーニングメニュー', '段差のない入口', 'カード・交通系IC決済'],
    },
    hostInfo: hostBios.emma,
    attendancePolicy: ATTENDANCE_POLICY,
    rsvpImportance: RSVP_IMPORTANCE,
    preparationTips: ['厚切りトーストは10時には売り切れるので、最初に注文しましょう', '公園の散歩に参加するなら、歩きやすい靴でどうぞ'],
  },
  'weekly-fika-for-two': {
    title: JA_TITLES['weekly-fika-for-two'],
    description:
      'いちばん小さなテーブルです。席は2つ、日本語を話す人と英語を話す人がひとりずつ。毎週木曜の朝7時半、井の頭公園のそばの昔ながらの喫茶店で。英語で25分、日本語で25分、残りの10分は自由に。Naomiがレベルに合わせてペアを組むので、ついていけない人も退屈する人もいません。もちろん、出社にも間に合います。',
    location: '武蔵野市・吉祥寺',
    tags: ['毎週', '言語交換', '1対1', '朝', '日本語の練習'],
    cost: '参加無料。コーヒーとトーストのモーニングセット650円',
    fikaQuestion: {
      title: 'Fika for Two',
      subtitle: '半分は英語で、半分は日本語で',
      questions: [
        { context: 'やさしい単語でウォーミングアップ。勉強中の言語で答えてみましょう。' },
        { context: '目の前の喫茶店のモーニングセットと比べてみてください。' },
        { context: '日本語なら「もったいない」や「懐かしい」が人気です。' },
        { context: '恥ずかしい失敗こそ最高の先生です。一緒に笑いましょう。' },
        { context: '今すぐパートナーと練習して、来週の木曜にもう一度。' },
      ],
    },
    philosophy: weeklyPhilosophy(
      '言語交換は、いつの間にか片方が教えてもう片方がうなずくだけになりがちです。Fika for Twoはタイマーで時間を半分ずつに分け、ふたりとも「学ぶ側」になれるようにしています。',
    ),
    whatToExpect: [
      'Naomiがあなたの言語レベルに合わせて選んだパートナーがひとり',
      '英語で25分、日本語で25分',
      '話すことがなくなったら、それぞれの言語の質問カード',
      '8時半には終了。中央線に間に合います',
    ],
    memberBenefits: [
      { title: 'レベルの合うパートナー', description: 'Naomiが出欠のメモを読み、学びたい言語のレベルが近い人とペアを組みます。' },
      benefits.stamp,
    ],
    venue: {
      name: '喫茶 井の頭',
      description: '赤いベルベットのボックス席とサイフォンコーヒーの、1970年代から続く喫茶店。公園まで1分です。',
      fullAddress: '〒180-0003 東京都武蔵野市吉祥寺南町1-21-3',
      nearestStation: '吉祥寺駅（JR中央線・京王井の頭線）公園口から徒歩4分',
      meetingPoint: '奥の角のボックス席です。小さなフィーカのカードが置いてあります',
      priceRange: '550〜750円',
      amenities: ['モーニングセット', 'サイフォンコーヒー', '現金・交通系IC決済'],
    },
    hostInfo: hostBios.naomi,
    attendancePolicy: ATTENDANCE_POLICY,
    rsvpImportance:
      '席は2つだけなので、無断欠席するとパートナーが朝7時半にひとり取り残されてしまいます。来られなくなったら、Naomiが代わりの人を探せるよう水曜の夜までにキャンセルしてください。',
    language: '英語と日本語を半分ずつ（各25分）',
    preparationTips: [
      '出欠のメモに、自分のレベルと練習したいことを書いてください',
      '新しい単語をメモするノートを持ってきましょう',
      '小さな喫茶店なので、声は控えめにお願いします',
    ],
  },
  'weekly-tuesday-fika': {
    title: JA_TITLES['weekly-tuesday-fika'],
    description:
      'バーより穏やかに一日を締めくくりたい人のための、仕事帰りのフィーカです。毎週火曜の19時、中目黒の川沿いにあるお茶とコーヒーのスタンドの2階カウンターに15人が集まります。ほうじ茶ラテ、デカフェのハンドドリップ、カルダモンロール、そして90分のゆったりした会話。',
    location: '目黒区・中目黒',
    tags: ['毎週', 'フィーカ', '夜', '仕事帰り', 'ノンアルコール'],
    cost: `参加無料。${COFFEE_PRICE_RANGE}`,
    fikaQuestion: {
      title: '火曜の夜にひと息',
      subtitle: '長い一週間の真ん中で、こんな質問を',
      questions: [
        { context: '一度声に出したら、今夜はもう手放しましょう。' },
        { context: '答えが「何もない」なら、テーブルのみんながアイデアをくれるはずです。' },
        { context: '銭湯、ジム、料理、ソファ。どれも正解です。' },
        { context: 'ぜひ集めておきましょう。誰にでもそんなリストが必要です。' },
        { context: '夜を穏やかに締めくくる質問です。' },
      ],
    },
    philosophy: weeklyPhilosophy(
      '毎晩ビールである必要はありません。火曜のフィーカはあえてノンアルコール。温かい飲み物、やわらかな明かり、そして話したい人たちがいます。',
    ),
    whatToExpect: [
      '川を見下ろす2階カウンターに15席',
      '夜向けに、ほうじ茶、デカフェ、ハーブティーも',
      'ホストが初めての人を常連さんに紹介します',
      '21時には帰宅できます',
    ],
    memberBenefits: [benefits.stamp, benefits.hostIntro, benefits.questions],
    venue: {
      description: '目黒川沿いにある細長い2階建てのスタンド。2階のカウンターは川に面しています。',
      fullAddress: '〒153-0051 東京都目黒区上目黒1-10-23',
      nearestStation: '中目黒駅（東急東横線・日比谷線）正面口から徒歩3分',
      meetingPoint: '2階のカウンターです。先に1階で注文してください',
      priceRange: '450〜800円',
      amenities: ['デカフェ', 'ほうじ茶・ハーブティー', 'オーツミルク', 'カード・交通系IC決済'],
    },
    hostInfo: hostBios.ryo,
    attendancePolicy: ATTENDANCE_POLICY,
    rsvpImportance: RSVP_IMPORTANCE,
    preparationTips: ['階段が急で狭いので、大きな荷物は置いてきてください', 'ほうじ茶ラテは一度は試してみてください'],
    accessibilityNotes: 'カウンターは急な階段の上にあります。階段がつらい方は、段差のない土曜の朝フィーカがおすすめです。',
  },
  'weekly-wednesday-fika': {
    title: JA_TITLES['weekly-wednesday-fika'],
    description:
      '今週水曜（12月2日）のランチフィーカはお休みです。Ryoが仙台へ現場視察に出ていて、ホスト不在でテーブルを開くよりはお休みすることにしました。ランチフィーカは12月9日（水）に再開します。それまでは、中目黒の火曜の夜フィーカにぜひどうぞ。いつもの週は、丸の内のカフェの窓際テーブルに10人が集まり、ちゃんと「休憩」と感じられる60分のランチタイムを過ごしています。',
    location: '千代田区・丸の内',
    tags: ['毎週', 'フィーカ', 'ランチ', '会社員'],
    cost: '参加無料。ランチセット1,100〜1,500円、コーヒー450〜800円',
    fikaQuestion: {
      title: '週の真ん中のランチ質問',
      subtitle: '受信トレイから離れる60分',
      questions: [
        { context: 'まったく違う業界の人にも分かるように説明してみてください。' },
        { context: 'お互いのいちばんいいアイデアを、遠慮なく盗みましょう。' },
        { context: '丸の内、大手町、有楽町のおすすめはボードに書き出します。' },
        { context: '会議のスタイル、メールの習慣、角の立たない断り方。どれもいい話題です。' },
        { context: 'オフィスに戻る前に、少しだけ夢を見ましょう。' },
      ],
    },
    philosophy: weeklyPhilosophy('東京のオフィスのランチは、デスクでひとりで食べることが多いもの。ランチフィーカは、週に1時間だけ誰かと一緒に食べる時間です。'),
    whatToExpect: ['12時15分から予約してある、10人用の窓際テーブル', '話す時間を確保できるよう、すぐに出てくるランチセット', '13時20分にはデスクに戻れます'],
    memberBenefits: [benefits.stamp, benefits.hostIntro],
    venue: {
      description: '皇居のお濠に面したオフィスビルの1階にある明るいカフェ。ランチタイムは混みますが、提供は早いです。',
      fullAddress: '〒100-0005 東京都千代田区丸の内2-2-3',
      nearestStation: '二重橋前駅（千代田線）6番出口から徒歩2分、東京駅丸の内南口から徒歩6分',
      meetingPoint: 'いちばん奥の窓際テーブルです。フィーカのカードが置いてあります',
      priceRange: 'ランチセット1,100〜1,500円',
      amenities: ['ランチセット', '段差のない入口', 'カード・交通系IC決済'],
    },
    hostInfo: hostBios.ryo,
    attendancePolicy: ATTENDANCE_POLICY,
    rsvpImportance: RSVP_IMPORTANCE,
    preparationTips: ['着いたら、ランチセットのボードから先に注文しましょう', '13時半に会議があるなら、13時10分にアラームをかけておきましょう'],
  },
});
