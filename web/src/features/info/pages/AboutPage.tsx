/** `/about`: the story, the beliefs and the team (with the blog authors' portraits). */
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { SITE_NAME, SITE_URL } from '../../../lib/seo';
import { authors } from '../../../../../content/blog/authors';
import { communityCities, pages } from '../../../../../content/site/pages';
import { EventSection, eventsWhere } from '../components/EventList';
import { InfoPage, SectionBody } from '../components/InfoPage';

const organizationLd = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: SITE_NAME,
  url: SITE_URL,
  slogan: 'Find your tribe, anywhere.',
  areaServed: communityCities.map((c) => c.name),
};

function Team() {
  return (
    <ul className="team-grid">
      {authors.map((a) => (
        <li key={a.id} className="team-card">
          <ResponsiveImage imageKey={a.avatar} context="author-avatar-large" alt={`Portrait of ${a.name}`} className="team-card__avatar" />
          <div>
            <h3>{a.name}</h3>
            <p className="team-card__role">
              {a.role} · {a.city}
            </p>
            <p>{a.bio}</p>
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
      page={pages.about}
      ctaTitle="Come and say hello"
      jsonLd={organizationLd}
      renderSection={(s) =>
        s.id === 'team' ? (
          <>
            <SectionBody section={s} />
            <Team />
          </>
        ) : undefined
      }
    >
      <EventSection title="Meet us at a table" subtitle="A few of the gatherings coming up." list={featured} />
    </InfoPage>
  );
}
