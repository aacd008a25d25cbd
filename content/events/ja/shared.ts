/** Japanese of the text shared by several listings (content/events/data/shared.ts): host bios, the RSVP and no-show policy, member benefits. */
import { TIERS } from '../../site/facts';
import { TEAM_JA } from '../../site/ja/team';
import type { EventTextOverlay } from '../text-overlay';

type Benefit = NonNullable<EventTextOverlay['memberBenefits']>[number];

/** Host bios by the same keys as `hosts` in data/shared.ts: each host's one Japanese bio, from the team (content/site/ja/team.ts), as in English. */
export const hostBios = {
  mika: { bio: TEAM_JA['mika-sato'].bio },
  ren: { bio: TEAM_JA['ren-takeda'].bio },
  leilani: { bio: TEAM_JA['leilani-nakamura'].bio },
  emma: { bio: TEAM_JA['emma-lindqvist'].bio },
  kenji: { bio: TEAM_JA['kenji-okada'].bio },
  mai: { bio: TEAM_JA['mai-fujita'].bio },
  ryo: { bio: TEAM_JA['ryo-hasegawa'].bio },
  naomi: { bio: TEAM_JA['naomi-ishikawa'].bio },
  yuki: { bio: TEAM_JA['yuki-mori'].bio },
  aya: { bio: TEAM_JA['aya-kimura'].bio },
  marco: { bio: TEAM_JA['marco-ricci'].bio },
  lucia: { bio: TEAM_JA['lucia-ortega'].bio },
} satisfies Record<string, { bio: string }>;

export const ATTENDANCE_POLICY =
  '「参加」で出欠を返すと席が確定し、その人数でテーブルを準備します。「参加」と返したのに来なかった場合や、当日に十分な余裕なくキャンセルした場合は「無断欠席」として扱います。無断欠席が3回になると、メンバーシップは自動的に失効します。予定が変わることは誰にでもあります。確認メールのリンクから、できるだけ早くキャンセルしてください。その席はすぐにキャンセル待ちの次の方へ回ります。';

export const RSVP_IMPORTANCE =
  '席には限りがあり、空きを待っている人がいます。出欠の返事をもとに、ホストはテーブルや椅子、質問カードの数を準備し、カフェも来店人数を把握します。';

const tierLadder = `「${TIERS[0].name}」から「${TIERS[TIERS.length - 1].name}」までの${TIERS.length}段階`;

export const benefits = {
  stamp: {
    title: 'パスポートのスタンプ',
    description: `イベント当日にチェックインすると、メンバーパスポートにスタンプが押されます。スタンプを集めると${tierLadder}のランクが開放されます。`,
  },
  questions: {
    title: '日英の質問カード',
    description: 'どのテーブルにも英語と日本語の質問カードを用意しているので、最初のひと言に悩む必要はありません。',
  },
  followUp: {
    title: 'つながりを続ける',
    description: 'イベントのあと、希望すれば同じ日にチェックインした人とメールアドレスを交換できます。お互いに選んだ場合にだけ表示されます。',
  },
  hostIntro: {
    title: 'ホストが紹介します',
    description: '入り口で誰に話しかければいいか迷うことはありません。ホストが席まで案内し、名前で紹介します。',
  },
} satisfies Record<string, Benefit>;

/** Japanese of COFFEE_PRICE_RANGE. */
export const COFFEE_PRICE_RANGE = 'ドリンク1杯450〜800円（カウンターでお支払い）';
