/** Japanese text of the Osaka fikas (content/events/data/osaka.ts). */
import type { EventTextOverlay } from '../text-overlay';
import { JA_TITLES } from './titles';
import { ATTENDANCE_POLICY, COFFEE_PRICE_RANGE, RSVP_IMPORTANCE, benefits, hostBios } from './shared';

const osakaPhilosophy = (closing: string): EventTextOverlay['philosophy'] => ({
  title: '大阪流のフィーカ',
  sections: [
    {
      content:
        '大阪は、エレベーターで知らない人が話しかけてくる街。フィーカはこの街にぴったりです。あえて誰かと一緒にとるコーヒーブレイク。目的はただ、お互いを知ることだけ。',
    },
    {
      content: '大阪のテーブルのここが違う：',
      items: ['Kenjiのルール：2分以上ひとりで座っている人はいない', '頼まなくても関西弁講座が始まります', 'グルメ情報だけでも来る価値あり'],
    },
    { content: closing },
  ],
});

/** Built when first asked for (ja/index.ts): a bundle that never renders Japanese never evaluates it. */
export const osakaEventsJa = (): Record<string, EventTextOverlay> => ({
  'osaka-december-fika': {
    title: JA_TITLES['osaka-december-fika'],
    description:
      '梅田から歩いてすぐのレトロなカフェの街・中崎町。1920年代の長屋を改装した空間に20席を用意します。Kenjiがホストを務める年末のフィーカでは、温かい飲み物ときなこのお菓子を囲み、今年いちばんおいしかったものから、思わず笑わせてくれた見知らぬ人のことまで、大阪での一年を質問カードでふり返ります。関西に来たばかりの方は特に大歓迎です。',
    location: '北区・中崎町',
    tags: ['フィーカ', '大阪', 'レトロカフェ', '年末', '初参加歓迎'],
    cost: `参加無料。${COFFEE_PRICE_RANGE}`,
    fikaQuestion: {
      title: '食い倒れと、人のやさしさ',
      subtitle: '大阪らしい本音を、あたたかく',
      questions: [
        { context: '大阪のモットーは「食い倒れ」。たこ焼きについては熱い意見が飛び交うはずです。' },
        { context: 'かばんに飴ちゃんを入れている大阪のおばちゃんは実在します。出会ったときの話をどうぞ。' },
        { context: '長い歴史のある、友好的なライバル関係です。当たり障りのない答えもアリですが、つまらないですよ。' },
        { context: '京都、奈良、神戸はどこも1時間以内。あなたの逃げ場所はどこですか？' },
        { context: '大阪では、オチのない会話は終わった気がしません。' },
        { context: '「おおきに」「ほんま」「なんでやねん」あたりから始めるのがおすすめです。' },
      ],
    },
    philosophy: osakaPhilosophy('12月は、みんなで一年をふり返る月。今年いちばんの大阪エピソードを持ってきてください。'),
    whatToExpect: [
      '改装した長屋で、ヒーターのきいた座卓と座布団',
      'カウンターでほうじ茶、コーヒー、きなこのわらび餅',
      '英語と日本語の質問カード',
      'Kenjiがまとめた、年末に行きたいお店リストをお持ち帰り',
    ],
    memberBenefits: [benefits.stamp, benefits.hostIntro, benefits.questions],
    venue: {
      name: '長屋カフェ ひなた',
      description: '中崎町の細い路地にある、戦前の長屋を改装したカフェ。2階には畳の部屋、小さな庭もあります。',
      fullAddress: '〒530-0015 大阪府大阪市北区中崎西1-8-22',
      nearestStation: '中崎町駅（谷町線）2番出口から徒歩3分、梅田から徒歩約12分',
      meetingPoint: '2階の畳の部屋です。入口で靴を脱いでください',
      priceRange: '450〜800円',
      amenities: ['畳の席', 'ご希望の方には椅子', '抹茶・ほうじ茶', '現金・交通系IC決済'],
    },
    hostInfo: hostBios.kenji,
    attendancePolicy: ATTENDANCE_POLICY,
    rsvpImportance: RSVP_IMPORTANCE,
    preparationTips: ['入口で靴を脱ぐので、見られても大丈夫な靴下で', '現金を持ってきてください。カフェは現金払いを好みます', '大阪のおすすめグルメをひとつ用意してきてください'],
    accessibilityNotes: '席は急な階段を上がった2階の畳の部屋です。出欠の返事のときにお知らせいただければ、1階の椅子席を確保します。',
  },
  'osaka-brunch-fika': {
    title: JA_TITLES['osaka-brunch-fika'],
    description:
      '北浜の土佐堀川沿い、中之島を望む席で、15人でゆったりと過ごす日曜のロングブランチです。参加は無料。カフェが任意の3,000円のボトムレスプランを用意してくれています。ブランチプレートに、コーヒー、紅茶、ジュース、ミモザが90分飲み放題。単品で注文したい方も、もちろん大丈夫です。',
    location: '中央区・北浜',
    tags: ['フィーカ', 'ブランチ', '川沿い', '大阪', '日曜日'],
    cost: '参加無料。任意で3,000円のボトムレス・ブランチプラン、または単品注文（コーヒー450〜800円）',
    fikaQuestion: {
      title: '川沿いのブランチ質問',
      subtitle: '長い日曜日のための、気軽な質問',
      questions: [
        { context: 'メルボルンのスマッシュド・アボカド対大阪のモーニングセット。さあ、議論開始です。' },
        { context: 'または、ここで身につけて、いつかここを離れるときにも持っていきたいもの。' },
        { context: '大阪はかつて「八百八橋」の街と呼ばれていました。お気に入りの橋はありますか？' },
        { context: '旅行、講座、自転車、犬。夢も大歓迎です。' },
        { context: 'どこにいても大切な人たちについての質問です。' },
        { context: '城崎温泉、奈良の鹿、神戸の港。おすすめを教え合いましょう。' },
      ],
    },
    philosophy: osakaPhilosophy('ブランチは、引き伸ばしたフィーカ。時間も、食べ物も、会話もたっぷり。お腹をすかせて来て、次の予定を手に帰りましょう。'),
    whatToExpect: [
      '川を見下ろす窓際の席。晴れていればテラス席も（ブランケットあり）',
      '任意の3,000円ボトムレス・ブランチプラン、または単品注文',
      'テーブルごとに質問カード',
      '終了後、希望者で中之島公園へ散歩',
    ],
    memberBenefits: [benefits.stamp, benefits.questions, benefits.followUp],
    venue: {
      description: '北浜の川沿いに建つ1930年代のオフィスビルに入るカフェレストラン。水辺に張り出したテラスがあります。',
      fullAddress: '〒541-0041 大阪府大阪市中央区北浜1-1-27',
      nearestStation: '北浜駅（堺筋線・京阪線）から徒歩3分',
      meetingPoint: '入口で「フィーカのテーブル」とお伝えください',
      priceRange: 'ボトムレスプラン3,000円、または単品でコーヒー450〜800円',
      amenities: ['川沿いのテラス', 'ベジタリアン向けブランチプレート', 'ノンアルコールの飲み放題プラン', 'カード決済'],
    },
    hostInfo: hostBios.kenji,
    attendancePolicy: ATTENDANCE_POLICY,
    rsvpImportance: 'カフェは11時15分まで15席を確保してくれていますが、それを過ぎるとほかのお客さんに回されます。',
    paymentStructure: {
      entryFee: '無料',
      drinks: '任意の3,000円ボトムレスプラン（カフェでお支払い）：ブランチプレートに、コーヒー、紅茶、ジュース、ミモザが90分飲み放題。単品注文もできます。',
    },
    preparationTips: ['ボトムレスプランにするかは、テーブルで決めれば大丈夫。事前に選ぶ必要はありません', '1月のテラスは冷えるので、マフラーを持ってきてください'],
  },
  'osaka-monthly-fika': {
    title: JA_TITLES['osaka-monthly-fika'],
    description:
      '始まってから毎月続いている大阪の定番テーブルで、常連さんがいちばん多いフィーカです。92%の人がまた来てくれます。オレンジストリートの家具店街の近く、南堀江の明るいロースターカフェに20席。ひとりで来て、テーブルいっぱいの友達とKenjiのグルメリストを手に帰りましょう。',
    location: '西区・南堀江',
    tags: ['フィーカ', '月例', '大阪', '初参加歓迎'],
    cost: `参加無料。${COFFEE_PRICE_RANGE}`,
    fikaQuestion: {
      title: 'ルーツと、これから',
      subtitle: 'どこから来て、どこへ向かうのか',
      questions: [
        { context: '大きな質問ですが、このテーブルは大きな質問が得意です。' },
        { context: '電車のアナウンス、学校のチャイム、豆腐屋さんのラッパ。次は耳を澄ませてみてください。' },
        { context: 'この質問から始まったスキル交換もあります。ギターと日本語、パン作りと自転車修理。' },
        { context: '日本の方へ：海外から日本に持ってきたいものは何ですか？' },
        { context: 'この質問は、ゆっくり考えてみてください。' },
        { context: '落とした財布が戻ってきた、雨の日に傘を渡された。誰にでもひとつはあるはずです。' },
      ],
    },
    philosophy: osakaPhilosophy('毎月、同じテーブルで。一度来れば、次は名前で迎えられます。'),
    whatToExpect: [
      '14時から予約してある大きなテーブル2卓に20席',
      '初めての人は、ホストが全員に紹介します',
      '英語と日本語の質問カード',
      '終了後、希望者で堀江のお店めぐり',
    ],
    memberBenefits: [benefits.stamp, benefits.hostIntro, benefits.questions, benefits.followUp],
    venue: {
      description: '機械工場を改装したロースターカフェ。大きな相席テーブルがあり、隅に焙煎機が置かれています。',
      fullAddress: '〒550-0015 大阪府大阪市西区南堀江1-19-6',
      nearestStation: '四ツ橋駅（四つ橋線）6番出口から徒歩5分、西大橋駅（長堀鶴見緑地線）から徒歩6分',
      meetingPoint: '奥の大きなテーブル2卓、フィーカの看板の下です',
      priceRange: '450〜800円',
      amenities: ['段差のない入口', 'オーツミルク', 'デカフェ', 'カード・交通系IC決済'],
    },
    hostInfo: hostBios.kenji,
    attendancePolicy: ATTENDANCE_POLICY,
    rsvpImportance: RSVP_IMPORTANCE,
    preparationTips: ['始まる前に最初のコーヒーを買えるよう、数分早めに来てください', '友達を連れてくるのは次回に。今回は新しい友達に会いに来てください'],
  },
});
