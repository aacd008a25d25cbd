/** Japanese text of the Fukuoka events (content/events/data/fukuoka.ts). */
import type { EventTextOverlay } from '../text-overlay';
import { JA_TITLES } from './titles';
import { ATTENDANCE_POLICY, COFFEE_PRICE_RANGE, RSVP_IMPORTANCE, benefits, hostBios } from './shared';

/** Built when first asked for (ja/index.ts): a bundle that never renders Japanese never evaluates it. */
export const fukuokaEventsJa = (): Record<string, EventTextOverlay> => ({
  'fukuoka-monthly-fika': {
    title: JA_TITLES['fukuoka-monthly-fika'],
    description:
      '天神の裏手、小さなお店やカフェが並ぶ大名のコーヒースタンドの2階に15席。Maiがホストを務める月例テーブルには、福岡に来たばかりの人、長く住んでいる人、好奇心いっぱいの地元の人が集まります。2月の回はバレンタインデーの前日なので、日本の職場で配られる「義理チョコ」をめぐって、にぎやかな議論になりそうです。',
    location: '中央区・大名',
    tags: ['フィーカ', '月例', '福岡', '初参加歓迎'],
    cost: `参加無料。${COFFEE_PRICE_RANGE}`,
    fikaQuestion: {
      title: '博多のおもてなし',
      subtitle: 'バレンタインウィークの質問',
      questions: [
        { context: '義理チョコ（同僚へ）、本命チョコ（大切な人へ）、友チョコ（友達へ）。テーブルのみんなが説明してくれます。' },
        { context: '博多ラーメンには「替え玉」があります。残ったスープに麺だけおかわりできるしくみです。' },
        { context: '福岡の屋台では、8人ほどの見知らぬ人が肩を寄せ合って座ります。まさに天然のフィーカです。' },
        { context: '福岡は「日本で最も住みやすい街」ランキングの上位常連。その評価は本当でしょうか？' },
        { context: '大濠公園、太宰府、シーサイドももち。みんなで最高の一日を組み立ててみましょう。' },
        { context: 'もしかしたら、午後が終わる頃にはこのテーブルの誰かかもしれません。' },
      ],
    },
    philosophy: {
      title: '小さな街の、大きな歓迎',
      sections: [
        {
          content:
            '福岡は、同じ人に何度もばったり会うくらいコンパクトで、会えば立ち止まって話すくらい気さくな街です。月例フィーカは、そんな偶然の出会いに、いつもの場所を用意します。',
        },
        { items: ['15席だから、全員と話せます', '日英の質問カード', 'まだ話し足りなければ、夜の屋台のおすすめも'] },
      ],
    },
    whatToExpect: [
      '大名のコーヒースタンドの2階に15席',
      '初めての人は、ホストが全員に紹介します',
      'バレンタインウィークをテーマにした日英の質問カード',
      '暗くなる頃、希望者で中洲の屋台まで散歩',
    ],
    memberBenefits: [benefits.stamp, benefits.hostIntro, benefits.questions],
    venue: {
      description: '大名の静かな裏路地にある、2階に木のロフトがあるコーヒースタンドです。',
      fullAddress: '〒810-0041 福岡県福岡市中央区大名1-11-18',
      nearestStation: '赤坂駅（空港線）5番出口から徒歩5分、天神駅から徒歩8分',
      meetingPoint: '2階のロフトです。先にカウンターで注文してください',
      priceRange: '450〜800円',
      amenities: ['オーツミルク', 'デカフェ', 'カード・交通系IC決済'],
    },
    hostInfo: hostBios.mai,
    attendancePolicy: ATTENDANCE_POLICY,
    rsvpImportance: RSVP_IMPORTANCE,
    preparationTips: ['屋台まで行くつもりなら現金を持ってきてください', 'ロフトの階段は狭いので、大きな荷物は置いてきてください'],
  },
  'fukuoka-nokonoshima-excursion': {
    title: JA_TITLES['fukuoka-nokonoshima-excursion'],
    description:
      '博多湾を渡り、姪浜からフェリーで10分の小さな島・能古島へ、10人で日帰り旅に出かけます。ちょうど丘一面が菜の花で黄色に染まる季節です。アイランドパークを歩き、街を望みながらお昼を食べ、帰りのフェリーの前に浜辺で水筒のコーヒーを囲んでフィーカを。参加は無料。フェリー、バス、入園料は各自でお支払いください。',
    location: '西区・能古島',
    tags: ['エクスカーション', '島', '自然', '花', '日帰り'],
    cost: '参加無料。フェリー、島内バス、入園料として現金3,000円ほどと、昼食代をお持ちください',
    philosophy: {
      title: '一緒に、少し遠くへ',
      sections: [
        {
          content:
            '同じ9人と丸一日過ごすと、2時間のフィーカではできないことが起こります。帰りのフェリーに乗る頃には、一緒に食べたお昼、同じ景色、疲れた足、そして少なくともひとつの内輪ネタを分かち合っているはずです。',
        },
        {
          content: '10人だけの理由：',
          items: ['ひとつのグループ、ひとつのペースで、誰も置いていかない', '全員がひとつのテーブルでお昼を食べられる', '10席が埋まったらキャンセル待ちになり、サブスクリプション会員はその先頭に並びます'],
        },
      ],
    },
    whatToExpect: [
      '9時半に姪浜渡船場に集合、9時45分頃のフェリーに乗ります',
      '島内バスでアイランドパークへ行き、菜の花畑をゆっくり散策',
      '博多湾と対岸の街並みを眺めながら、パークでお昼',
      '浜辺で、Maiが用意する水筒のコーヒーとシナモンロール',
      'フェリーで姪浜へ戻り、16時頃に解散',
    ],
    memberBenefits: [benefits.stamp, benefits.followUp],
    venue: {
      name: 'のこのしまアイランドパーク',
      description: '能古島の北端にある花の公園。冬の終わりの菜の花畑と、博多湾を見渡す眺めで知られています。',
      fullAddress: '福岡県福岡市西区能古島',
      nearestStation: '姪浜駅（空港線）から西鉄バスで渡船場まで約10分',
      meetingPoint: '姪浜渡船場の待合室、券売機のそば',
      priceRange: 'フェリー・島内バス・入園料で約3,000円、昼食1,000〜1,500円',
      amenities: ['渡船場とパークにトイレあり', 'パーク内にレストラン', 'ピクニックエリア'],
    },
    hostInfo: hostBios.mai,
    attendancePolicy: ATTENDANCE_POLICY,
    rsvpImportance: '席は10席、乗るフェリーも決まっているので、誰が来るのか正確に把握する必要があります。予定が変わったら、木曜の夜までにキャンセルしてください。',
    walkDuration: '一日を通して、ゆるやかな散歩で合計約2時間',
    weatherPolicy:
      '強風でフェリーが欠航したり、大雨の予報が出たりした場合は、同じ開始時刻で大濠公園の散歩と湖畔のカフェでのフィーカに切り替えます。決定は朝7時までにメールでお知らせします。',
    whatToBring: ['現金約3,000円と昼食代', '歩きやすい靴', '重ね着できる暖かい服と防風ジャケット（2月の海風は冷たいです）', '水筒のフィーカ用にマイカップ'],
    accessibilityNotes: 'アイランドパークは起伏があり、急な坂道もあります。島内バスはパークの入口に停まります。',
    meetingInstructions: '空港線で姪浜駅へ行き、渡船場行きの西鉄バス（「能古渡船場」行き）に乗ってください。9時半に待合室で集合です。',
    preparationTips: ['朝7時のフェリー運航状況のメールを確認してください', 'スマホの充電をお忘れなく。菜の花畑はとても写真映えします', '散歩のおやつを持ってきましょう'],
  },
});
