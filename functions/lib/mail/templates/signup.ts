/** The email of joining the list: the welcome (marketing mail, so the door adds the unsubscribe link). */
import type { EmailContent } from '../../../../domain/email-content';
import type { Lang } from '../../i18n/lang';
import { SUBSCRIPTION_SUMMARY } from '../../../../content/site/facts';

export function welcomeEmail(reactivated: boolean, eventsUrl: string, lang: Lang = 'en'): EmailContent {
  if (lang === 'ja') {
    return {
      subject: reactivated ? 'Fika Communityへおかえりなさい' : 'Fika Communityへようこそ',
      preheader: '東京・大阪・福岡・ホノルルで、コーヒーとおしゃべりと新しい友だちを。',
      heading: reactivated ? 'おかえりなさい！' : 'ようこそ！どこにいても、仲間に出会える。',
      blocks: [
        {
          kind: 'p',
          text: reactivated
            ? 'メーリングリストに再登録されました。お近くで新しいフィーカや散歩会、交流会が始まるときにお知らせします。'
            : 'ご登録ありがとうございます。東京・大阪・福岡・ホノルルで、海外から来た人、ノマド、地元の人が気軽に集まるフィーカや散歩会、交流会を開いています。新しいイベントの受付が始まったらメールでお知らせします。',
        },
        { kind: 'button', label: '今後のイベントを見る', url: eventsUrl },
        { kind: 'note', text: `サブスクリプションで受けられるもの：${SUBSCRIPTION_SUMMARY.ja}` },
      ],
    };
  }
  return {
    subject: reactivated ? 'Welcome back to Fika Community' : 'Welcome to Fika Community',
    preheader: 'Coffee, conversation and new friends in Tokyo, Osaka, Fukuoka and Honolulu.',
    heading: reactivated ? 'Welcome back!' : 'Welcome! Find your tribe, anywhere.',
    blocks: [
      {
        kind: 'p',
        text: reactivated
          ? "You're back on our list. We'll let you know about new fikas, walks and socials near you."
          : "Thanks for joining. We host relaxed fika meetups, walks and socials for expats, nomads and locals in Tokyo, Osaka, Fukuoka and Honolulu. We'll email you when new events open.",
      },
      { kind: 'button', label: 'See upcoming events', url: eventsUrl },
      { kind: 'note', text: `What a subscription gives: ${SUBSCRIPTION_SUMMARY.en}` },
    ],
  };
}
