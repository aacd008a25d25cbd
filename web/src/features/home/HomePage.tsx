/**
 * Home (`/`): the hero with the signup form is part of the page's own chunk; every
 * section below the fold is its own chunk, fetched as the visitor scrolls towards it (the
 * prerendered HTML is already there, so nothing moves), which keeps the first load of the most
 * visited page close to a bare React app.
 */
import { CITY_COUNT, COMMUNITY_CITIES, QUESTIONS_CLAIM } from '@/content/site/community';
import { EmailSignupForm } from '../signup/components/EmailSignupForm';
import { cityName } from '../../components/site-nav';
import { rich } from '../../lib/i18n/rich';
import { t } from './i18n';
import { LazySection, lazyNear } from '../../components/LazySection';
import './home.css';

const UpcomingSections = lazyNear('home-upcoming', () => import('./sections/UpcomingSections'));
const InteractiveSection = lazyNear('home-interactive', () => import('./sections/InteractiveSection'));
const CommunitySections = lazyNear('home-community', () => import('./sections/CommunitySections'));
const StoriesSections = lazyNear('home-stories', () => import('./sections/StoriesSections'));

const bold = { b: (text: string) => <strong>{text}</strong> };

export default function HomePage() {
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <div className="hero__copy">
            <p className="hero__eyebrow">{COMMUNITY_CITIES.map((c) => cityName(c.slug)).join(' · ')}</p>
            <h1 id="hero-title" className="hero__title">
              {t('hero.title')}
            </h1>
            <p className="hero__lead">{t('hero.lead')}</p>
            <div className="hero__form">
              <EmailSignupForm variant="hero" source="home-hero" />
            </div>
            <p className="hero__note">{t('hero.note')}</p>
          </div>
          <ul className="hero__stats" aria-label={t('hero.statsLabel')}>
            <li>{rich(t('hero.cities', { count: CITY_COUNT }), bold)}</li>
            <li>{rich(t('hero.questions', { count: QUESTIONS_CLAIM }), bold)}</li>
            <li>{rich(t('hero.weekly'), bold)}</li>
          </ul>
        </div>
      </section>
      <LazySection id="home-upcoming" minHeight="60rem">
        <UpcomingSections />
      </LazySection>
      <LazySection id="home-interactive" minHeight="30rem">
        <InteractiveSection />
      </LazySection>
      <LazySection id="home-community" minHeight="80rem">
        <CommunitySections />
      </LazySection>
      <LazySection id="home-stories" minHeight="70rem">
        <StoriesSections />
      </LazySection>
    </>
  );
}
