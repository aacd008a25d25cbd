/** Japanese text of the Honolulu events (content/events/data/honolulu.ts). US addresses stay as they are written. */
import type { EventTextOverlay } from '../text-overlay';
import { JA_TITLES } from './titles';
import { ATTENDANCE_POLICY, RSVP_IMPORTANCE, benefits, hostBios } from './shared';

/** Built when first asked for (ja/index.ts): a bundle that never renders Japanese never evaluates it. */
export const honoluluEventsJa = (): Record<string, EventTextOverlay> => ({
  'honolulu-inaugural-fika': {
    title: JA_TITLES['honolulu-inaugural-fika'],
    description:
      'オアフ島で初めてのテーブルです。12月19日（土）、Leilaniがホストとなり、カイムキのワイアラエ・アベニューにある街のコーヒーハウスに25人が集まります。アイランドコーヒー、近所のお店のマラサダ、そして日英の質問カード。ホノルルでは100年以上にわたって、日本とハワイの文化が混ざり合ってきたからです。地元の方、軍関係のご家族、学生、ノマド、日本からの旅行者、どなたでも歓迎します。',
    location: 'ホノルル・カイムキ',
    tags: ['フィーカ', 'ホノルル', '初開催', '初参加歓迎', '日英バイリンガル'],
    cost: '参加無料。コーヒーはカウンターで$4〜$7',
    fikaQuestion: {
      title: 'アロハ・フィーカ',
      subtitle: 'ホノルル最初のテーブルのための、最初の質問',
      questions: [
        { context: 'ここで生まれた方は、絶対に手放したくないものをテーブルのみんなに教えてください。' },
        { context: 'ハワイ語の「アロハ」には、愛、思いやり、命の息吹という意味も込められています。' },
        { context: 'マカプウの朝日か、マジックアイランドの夕日か。あなたのお気に入りの場所を教えてください。' },
        { context: '特にノマドやリモートワークの方へ：本土の時間割と島の暮らし、どうやって両立していますか？' },
        { context: 'スパムむすび、ポケ、ロコモコ、シェイブアイス。このテーブルでは誰も笑いません。' },
        { context: '今日は、あなたが誰かにとってのその人になるかもしれません。' },
      ],
    },
    philosophy: {
      title: 'フィーカとアロハの出会い',
      sections: [
        { content: 'フィーカは、誰かと分かち合うスウェーデンのコーヒーブレイク。アロハは、人との向き合い方。このふたつは、とても相性がいいのです。' },
        {
          content:
            '東京や大阪のテーブルには、いつもハワイからの参加者がいました。そしてLeilaniが福岡での1年を経て、フィーカを故郷に持ち帰りました。これは毎月のホノルル・シリーズの第1回です。',
        },
        { items: ['あえて混ぜた5人ずつのテーブル', '英語と日本語の質問カード', '全員を名前で紹介します'] },
      ],
    },
    whatToExpect: ['9時にホストがお出迎え、5人ずつのテーブルへ', 'カウンターでアイランドコーヒーとマラサダ', '途中で一度テーブルを替わります', 'ホノルル初のフィーカを記念して集合写真'],
    memberBenefits: [
      { title: 'パスポートに新しい街を', description: 'ホノルルで初めてのスタンプで、メンバーパスポートに新しい街が加わります。' },
      benefits.stamp,
      benefits.hostIntro,
      benefits.questions,
    ],
    venue: {
      description: 'ワイアラエ・アベニューにある街のコーヒーハウス。日陰のラナイと大きな相席テーブルがあります。',
      nearestStation: 'ワイアラエ・アベニューとココヘッド・アベニューの交差点のTheBus停留所から徒歩2分。近くに路上駐車場と市営駐車場があります',
      meetingPoint: 'ラナイ席です。ホストがピンクのフィーカの看板を持っています',
      priceRange: '$4〜$7',
      amenities: ['ラナイ席', '段差のない入口', 'オーツミルク・マカダミアミルク', 'カード決済'],
    },
    hostInfo: hostBios.leilani,
    attendancePolicy: ATTENDANCE_POLICY,
    rsvpImportance: RSVP_IMPORTANCE,
    preparationTips: ['ワイアラエの路上駐車は9時には埋まります。通りの裏の市営駐車場のほうが停めやすいです', '羽織るものを一枚どうぞ。12月のラナイは貿易風で涼しくなることがあります'],
  },
  'honolulu-kona-coffee-fika': {
    title: JA_TITLES['honolulu-kona-coffee-fika'],
    description:
      'カカアコのロースターと一緒に3種類のコナコーヒーを飲み比べます。フアラライとマウナロアの斜面でなぜこれほどおいしい豆が育つのか、そして日系移民の家族がどのように何世代にもわたってコナのコーヒー農園を守ってきたのかをお話しします。16席、テイスティングとペストリーで$25（サブスクリプションに含まれます）。',
    location: 'ホノルル・カカアコ',
    tags: ['コーヒー', 'テイスティング', 'ホノルル', 'コナ', 'グルメ'],
    cost: '1人$25、またはサブスクリプションに含まれます。コナコーヒー3種の飲み比べとペストリー付き',
    fikaQuestion: {
      title: 'コーヒーのルーツ',
      subtitle: 'ゆっくり味わいたい質問',
      questions: [
        { context: '自動販売機の缶コーヒーもアリ。おばあちゃんのパーコレーターもアリです。' },
        { context: '果物、天気、音楽、人。「酸味」と「コク」以外なら何でも。' },
        { context: 'ハンドドリップ派とドライブスルー派で、感想を比べてみましょう。' },
        { context: 'ロースターが紹介してくれるかもしれません。' },
        { context: 'ハワイの家族の多くは、日本、フィリピン、中国、韓国、ポルトガルなどから渡ってきました。よければあなたの家族の話も聞かせてください。' },
      ],
    },
    philosophy: {
      title: 'ゆっくりのコーヒーと、長い物語',
      sections: [
        {
          content:
            'コナコーヒーは、ハワイ島の火山の斜面の細い帯状の土地で育ちます。今も多くが小さな家族経営の農園で手摘みされていて、その多くはサトウキビ農園のあとも島に残った日系移民が始めたものです。',
        },
        { content: 'テイスティングの流れ' },
        { items: ['3つの農園の3種類のコーヒーを、同じ淹れ方で', '味わって、話して、それぞれの農園の物語を聞きます', 'お気に入りに投票。どれがどの農園かは最後にロースターが明かします'] },
      ],
    },
    whatToExpect: ['ガイド付きで3種類のコナコーヒーをブラインドテイスティング', 'カカアコのベーカリーのペストリー', 'コナの日系農家の物語', '持ち帰り用のコーヒー豆が10%オフ'],
    memberBenefits: [
      benefits.stamp,
    ],
    venue: {
      description: '倉庫を改装した現役のロースタリー。焙煎機の正面にテイスティングバーがあります。',
      nearestStation: 'アラモアナ・ブールバードのTheBus停留所から徒歩5分。アウアヒ・ストリートに路上駐車できます',
      meetingPoint: 'ロースタリーの奥のテイスティングバーです',
      priceRange: 'テイスティング$25、コーヒー$4〜$7',
      amenities: ['段差のない入口', 'バリアフリートイレ', '植物性ミルク', 'カード決済'],
    },
    hostInfo: hostBios.leilani,
    attendancePolicy: ATTENDANCE_POLICY,
    rsvpImportance: 'ロースターは、出欠の「参加」の数ちょうどの量を淹れます。',
    paymentStructure: {
      entryFee: '1人$25、予約時にオンラインでお支払い（サブスクリプションに含まれます）',
      drinks: '飲み比べとペストリー1つが含まれます。追加のドリンクはカウンターでどうぞ',
    },
    preparationTips: ['朝のコーヒーは飲まずに来てください。舌が喜びます', '香りの強い香水は控えてください。テイスティングの邪魔になります'],
  },
});
