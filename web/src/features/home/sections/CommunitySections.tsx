import { QUESTIONS_CLAIM, TIER_LADDER_TEXT } from '@/content/site/facts';
import { Link } from 'react-router-dom';
import { spotlightMembers } from '@/content/site/spotlight';
import { Section } from '../../../components/ui/Section';
import { Card } from '../../../components/ui/Card';
import { Button } from '../../../components/ui/Button';
import { Badge } from '../../../components/ui/Badge';

const WAYS_TO_CONNECT = [
  {
    emoji: '🤝',
    title: 'Curated Fika',
    text: 'Tell us what you care about and we match you with two or three like-minded people for a relaxed 90-minute coffee.',
    to: '/curated-fika',
    cta: 'How matching works',
  },
  {
    emoji: '🎯',
    title: 'Goal Accountability Partners',
    text: 'A free six-week programme: a small crew, one goal each and a weekly check-in that keeps you moving.',
    to: '/goal-accountability-partners',
    cta: 'Find your partners',
  },
  {
    emoji: '🛂',
    title: 'Member Passport',
    text: `Collect a stamp at every event you attend, unlock ${TIER_LADDER_TEXT} and watch your city map fill up.`,
    to: '/member-passport',
    cta: 'See the passport',
  },
  {
    emoji: '💬',
    title: 'Conversation Starters',
    text: `More than ${QUESTIONS_CLAIM} questions in English and Japanese for the moment after "so, where are you from?".`,
    to: '/conversation-starters',
    cta: 'Browse the questions',
  },
] as const;

const WELLNESS_TIPS = [
  { emoji: '🌿', title: 'Get outside together', text: 'Our forest and river walks pair easy kilometres with easy conversation. Phones stay in pockets.' },
  { emoji: '☕', title: 'Make pausing a habit', text: 'Fika is a permission slip to stop for half an hour. Regular breaks are good for body, mind and friendships.' },
  { emoji: '🫶', title: 'Nobody has to do it alone', text: 'Moving abroad can be lonely. A weekly table of familiar faces is one of the kindest things you can give yourself.' },
] as const;

const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Ways to connect (cards), the member spotlight and wellness. */
export default function CommunitySections() {
  const [spotlight, ...moreSpotlights] = spotlightMembers;
  return (
    <>
      <Section id="ways" tone="alt" eyebrow="Ways to connect" title="More than one way to find your people" center>
        <ul className="grid ways">
          {WAYS_TO_CONNECT.map((w) => (
            <li key={w.to}>
              <Card interactive className="way-card">
                <span className="way-card__emoji" aria-hidden="true">
                  {w.emoji}
                </span>
                <h3 className="card__title">{w.title}</h3>
                <p>{w.text}</p>
                <Link to={w.to} className="way-card__link">
                  {w.cta} <span aria-hidden="true">→</span>
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      {spotlight && (
        <Section id="spotlight" eyebrow="Member spotlight" title={spotlight.headline}>
          <div className="spotlight">
            <div className="spotlight__main">
              <p className="spotlight__who">
                <strong>{spotlight.name}</strong> · {spotlight.city} · from {spotlight.from} · member since{' '}
                {monthYear.format(new Date(`${spotlight.memberSince}-01T00:00:00Z`))}
              </p>
              {spotlight.story.map((p) => (
                <p key={p.slice(0, 32)}>{p}</p>
              ))}
              <dl className="spotlight__facts">
                <div>
                  <dt>Favourite question</dt>
                  <dd>{spotlight.favouriteQuestion}</dd>
                </div>
                <div>
                  <dt>Favourite spot</dt>
                  <dd>{spotlight.favouriteSpot}</dd>
                </div>
              </dl>
            </div>
            {moreSpotlights.length > 0 && (
              <ul className="spotlight__more" aria-label="More member stories">
                {moreSpotlights.map((m) => (
                  <li key={m.id}>
                    <Card as="div">
                      <p className="spotlight__more-name">
                        <strong>{m.name}</strong> <Badge tone="accent">{m.city}</Badge>
                      </p>
                      <p className="muted">{m.headline}</p>
                    </Card>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </Section>
      )}

      <Section
        id="wellness"
        tone="surface"
        eyebrow="Wellness"
        title="Connection is good for you"
        subtitle="Research keeps finding what our members feel after a good fika: regular, unhurried time with other people makes life abroad lighter."
      >
        <ul className="grid wellness">
          {WELLNESS_TIPS.map((t) => (
            <li key={t.title}>
              <Card>
                <span className="way-card__emoji" aria-hidden="true">
                  {t.emoji}
                </span>
                <h3 className="card__title">{t.title}</h3>
                <p>{t.text}</p>
              </Card>
            </li>
          ))}
        </ul>
        <p className="section-cta">
          <Button to="/wellness" variant="secondary">
            Wellness at Fika
          </Button>
          <Button to="/happiness" variant="ghost">
            The science of happiness
          </Button>
        </p>
      </Section>
    </>
  );
}
