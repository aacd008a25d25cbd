import { QUESTIONS_CLAIM, TIERS, TIER_LADDER_TEXT } from '@/content/site/facts';
import { Link } from '../../../components/LocalLink';
import { intlLocale } from '../../../lib/i18n';
import { rich } from '../../../lib/i18n/rich';
import { t } from '../i18n';
import { homeContent } from '../home-content';
import { Section } from '../../../components/ui/Section';
import { Card } from '../../../components/ui/Card';
import { Button } from '../../../components/ui/Button';
import { Badge } from '../../../components/ui/Badge';

/** Each way's texts are `ways.<id>.title|text|cta` in the home catalogue. */
const WAYS_TO_CONNECT = [
  { id: 'curated', emoji: '🤝', to: '/curated-fika' },
  { id: 'goals', emoji: '🎯', to: '/goal-accountability-partners' },
  { id: 'passport', emoji: '🛂', to: '/member-passport' },
  { id: 'questions', emoji: '💬', to: '/conversation-starters' },
] as const;

/** Each tip's texts are `wellness.<id>.title|text` in the home catalogue. */
const WELLNESS_TIPS = [
  { id: 'outside', emoji: '🌿' },
  { id: 'pause', emoji: '☕' },
  { id: 'together', emoji: '🫶' },
] as const;

const wayValues = { tiers: TIER_LADDER_TEXT, count: TIERS.length, questions: QUESTIONS_CLAIM };
const monthYear = () => new Intl.DateTimeFormat(intlLocale(), { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Ways to connect (cards), the member spotlight and wellness. */
export default function CommunitySections() {
  const [spotlight, ...moreSpotlights] = homeContent().spotlight;
  return (
    <>
      <Section id="ways" tone="alt" eyebrow={t('ways.eyebrow')} title={t('ways.title')} center>
        <ul className="grid ways">
          {WAYS_TO_CONNECT.map((w) => (
            <li key={w.to}>
              <Card interactive className="way-card">
                <span className="way-card__emoji" aria-hidden="true">
                  {w.emoji}
                </span>
                <h3 className="card__title">{t(`ways.${w.id}.title`)}</h3>
                <p>{t(`ways.${w.id}.text`, wayValues)}</p>
                <Link to={w.to} className="way-card__link">
                  {t(`ways.${w.id}.cta`)} <span aria-hidden="true">→</span>
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      {spotlight && (
        <Section id="spotlight" eyebrow={t('spotlight.eyebrow')} title={spotlight.headline}>
          <div className="spotlight">
            <div className="spotlight__main">
              <p className="spotlight__who">
                {rich(
                  t('spotlight.who', {
                    name: spotlight.name,
                    city: spotlight.city,
                    from: spotlight.from,
                    since: monthYear().format(new Date(`${spotlight.memberSince}-01T00:00:00Z`)),
                  }),
                  { b: (text) => <strong>{text}</strong> },
                )}
              </p>
              {spotlight.story.map((p) => (
                <p key={p.slice(0, 32)}>{p}</p>
              ))}
              <dl className="spotlight__facts">
                <div>
                  <dt>{t('spotlight.favouriteQuestion')}</dt>
                  <dd>{spotlight.favouriteQuestion}</dd>
                </div>
                <div>
                  <dt>{t('spotlight.favouriteSpot')}</dt>
                  <dd>{spotlight.favouriteSpot}</dd>
                </div>
              </dl>
            </div>
            {moreSpotlights.length > 0 && (
              <ul className="spotlight__more" aria-label={t('spotlight.more')}>
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
        eyebrow={t('wellness.eyebrow')}
        title={t('wellness.title')}
        subtitle={t('wellness.subtitle')}
      >
        <ul className="grid wellness">
          {WELLNESS_TIPS.map((tip) => (
            <li key={tip.id}>
              <Card>
                <span className="way-card__emoji" aria-hidden="true">
                  {tip.emoji}
                </span>
                <h3 className="card__title">{t(`wellness.${tip.id}.title`)}</h3>
                <p>{t(`wellness.${tip.id}.text`)}</p>
              </Card>
            </li>
          ))}
        </ul>
        <p className="section-cta">
          <Button to="/wellness" variant="secondary">
            {t('wellness.more')}
          </Button>
          <Button to="/happiness" variant="ghost">
            {t('wellness.happiness')}
          </Button>
        </p>
      </Section>
    </>
  );
}
