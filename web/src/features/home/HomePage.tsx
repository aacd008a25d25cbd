/**
 * Home (`/`): the hero with the signup form is part of the page's own chunk; every
 * section below the fold is its own chunk, fetched as the visitor scrolls towards it (the
 * prerendered HTML is already there, so nothing moves), which keeps the first load of the most
 * visited page close to a bare React app.
 */
import { CITY_COUNT, COMMUNITY_CITIES, QUESTIONS_CLAIM } from '@/content/site/facts';
import { EmailSignupForm } from '../signup/components/EmailSignupForm';
import { LazySection, lazyNear } from '../../components/LazySection';
import './home.css';

const UpcomingSections = lazyNear('home-upcoming', () => import('./sections/UpcomingSections'));
const InteractiveSection = lazyNear('home-interactive', () => import('./sections/InteractiveSection'));
const CommunitySections = lazyNear('home-community', () => import('./sections/CommunitySections'));
const StoriesSections = lazyNear('home-stories', () => import('./sections/StoriesSections'));

export default function HomePage() {
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <div className="hero__copy">
            <p className="hero__eyebrow">{COMMUNITY_CITIES.map((c) => c.name).join(' · ')}</p>
            <h1 id="hero-title" className="hero__title">
              Find your tribe, anywhere.
            </h1>
            <p className="hero__lead">
              Fika is the Swedish art of pausing for coffee and conversation. We bring it to expats, digital nomads and locals in Japan and Hawaiʻi: small
              tables, warm welcomes and people who actually ask how your week went.
            </p>
            <div className="hero__form">
              <EmailSignupForm variant="hero" source="home-hero" />
            </div>
            <p className="hero__note">Free to join. One friendly email a week with the tables near you. Leave any time.</p>
          </div>
          <ul className="hero__stats" aria-label="Our community in numbers">
            <li>
              <strong>{CITY_COUNT}</strong> cities
            </li>
            <li>
              <strong>{QUESTIONS_CLAIM}+</strong> conversation questions
            </li>
            <li>
              <strong>Every week</strong> a fika in Tokyo
            </li>
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
