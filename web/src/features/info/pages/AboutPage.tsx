/** `/about`: the story, the beliefs and the whole team from the community facts (portraits where one exists, else initials). */
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { SITE_NAME, SITE_URL } from '../../../lib/seo';
import { imageKeys } from '@/content/images/index';
import { COMMUNITY, COMMUNITY_CITIES } from '@/content/site/facts';
import { FOUNDERS, TEAM, initialsOf } from '@/content/site/team';
import { pagesFor } from '../content';
import { t } from '../i18n';
import { EventSection, eventsWhere } from '../components/EventList';
import { InfoPage, SectionBody } from '../components/InfoPage';

const organizationLd = () => ({
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: SITE_NAME,
  url: SITE_URL,
  slogan: COMMUNITY.tagline,
  foundingDate: String(COMMUNITY.foundedYear),
  founder: FOUNDERS.map((f) => ({ '@type': 'Person', name: f.name, jobTitle: pagesFor().team[f.id].role })),
  areaServed: COMMUNITY_CITIES.map((c) => pagesFor().cityName(c.slug)),
});

function Team() {
  const { team, cityName } = pagesFor();
  return (
    <ul className="team-grid">
      {TEAM.map((a) => (
        <li key={a.id} className="team-card">
          {imageKeys.includes(a.avatar) ? (
            <ResponsiveImage imageKey={a.avatar} context="author-avatar-large" alt={t('about.portrait', { name: a.name })} className="team-card__avatar" />
          ) : (
            <span className="team-card__avatar team-card__initials" aria-hidden="true">
              {initialsOf(a.name)}
            </span>
          )}
          <div>
            <h3>{a.name}</h3>
            <p className="team-card__role">
              {team[a.id].role} · {cityName(a.city)}
            </p>
            <p>{team[a.id].bio}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export default function AboutPage() {
  const featured = eventsWhere((e) => e.featured && !e.exclusive).slice(0, 3);
  return (
    <InfoPage
      page={pagesFor().pages.about}
      ctaTitle={t('about.ctaTitle')}
      jsonLd={organizationLd()}
      renderSection={(s) =>
        s.id === 'team' ? (
          <>
            <SectionBody section={s} />
            <Team />
          </>
        ) : undefined
      }
    >
      <EventSection title={t('about.events.title')} subtitle={t('about.events.subtitle')} list={featured} />
    </InfoPage>
  );
}
