/** The contact page's quick answers in Japanese: the same items (ids, order) as contactQuickAnswers in content/site/faq.ts. */
import type { Locale } from '../locales';
import { contactQuickAnswers, type FaqItem } from '../faq';

export const contactQuickAnswersJa: readonly FaqItem[] = [
  {
    id: 'japanese-needed',
    question: 'フィーカに参加するのに日本語は必要ですか？',
    answer:
      'まったく必要ありません。イベントはバイリンガルで、肩の力を抜いて話せる雰囲気です。英語でも日本語でも、まぜこぜでも大丈夫。どのテーブルにも日英両方の質問カードがあります。はじめて話す人もネイティブの人も、同じように大歓迎です。',
  },
  {
    id: 'cost',
    question: 'イベントの参加費はいくらですか？',
    answer:
      'ほとんどのフィーカは無料です。カフェで自分の飲み物を買うだけで、だいたい450円〜800円くらいです。一部の特別なイベントは参加費がかかりますが、イベントページにはっきり書いてあります。そのうちのいくつかはサブスクリプションに含まれ、サブスクリプションがあれば満席の日程でキャンセル待ちの先頭に並べます。',
  },
  {
    id: 'cancel',
    question: '参加登録をキャンセルするには？',
    answer:
      '確認メールにあるキャンセル用のリンクから、できるだけ早めにキャンセルしてください。空いた席はキャンセル待ちの方に回ります。「参加する」と返事をしたら、それは約束です。欠席したり、当日に十分な連絡なくキャンセルしたりすると無断欠席（ノーショー）となり、3回でメンバーシップが終了します。',
  },
  {
    id: 'passport-login',
    question: 'パスポートのスタンプやダッシュボードを見るには？',
    answer:
      'パスワードはありません。メンバーパスポートまたはメンバーログインのページでメールアドレスを入力すると、安全なログイン用リンクをお送りします。イベントの登録に使ったのと同じメールアドレスを使ってください。',
  },
  {
    id: 'host-or-partner',
    question: 'フィーカを主催したり、パートナーになったりできますか？',
    answer:
      'ぜひお願いします！フォームで「パートナーシップ・提携」か「イベントについて」を選んで、アイデアや会場、あなたのコミュニティのことを教えてください。東京・大阪・福岡・ホノルルで新しくホストになる方には、会場探しや質問カード、経験のある共同ホストでサポートします。',
  },
];

/** The contact page's quick answers in `locale`. */
export const contactQuickAnswersIn = (locale: Locale): readonly FaqItem[] => (locale === 'ja' ? contactQuickAnswersJa : contactQuickAnswers);
