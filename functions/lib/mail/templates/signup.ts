/** The email of joining the list: the welcome (marketing mail, so the door adds the unsubscribe link). */
import type { EmailContent } from '../layout';

export function welcomeEmail(reactivated: boolean, eventsUrl: string): EmailContent {
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
      { kind: 'note', text: 'Subscribers skip every waitlist and join every event. You can subscribe from any event page.' },
    ],
  };
}
