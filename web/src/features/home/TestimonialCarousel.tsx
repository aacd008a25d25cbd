import { useEffect, useId, useState } from 'react';
import type { Testimonial } from '@/content/site/testimonials';
import { t } from './i18n';
import './testimonials.css';

export interface TestimonialCarouselProps {
  testimonials: readonly Testimonial[];
  /** Advance every 5000 ms by default (paused on hover or focus). */
  intervalMs?: number;
}

/**
 * Rotates every `intervalMs` unless paused: hovering or focusing inside pauses it, and so does the
 * Pause button (WCAG 2.2.2). Previous/next buttons are ordinary buttons in the tab order; the
 * current quote sits in a polite live region.
 */
export function TestimonialCarousel({ testimonials, intervalMs = 5000 }: TestimonialCarouselProps) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const regionId = useId();
  const count = testimonials.length;
  const paused = hovered || focused || stopped;

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [paused, index, count, intervalMs]);

  if (count === 0) return null;
  const current = testimonials[index % count];
  const go = (delta: number) => setIndex((i) => (i + delta + count) % count);

  return (
    <div
      className="testimonials"
      role="group"
      aria-roledescription="carousel"
      aria-label={t('testimonials.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div id={regionId} className="testimonials__viewport" aria-live="polite" aria-atomic="true">
        <figure className="testimonial" key={current.id} aria-roledescription="slide" aria-label={t('testimonials.slide', { index: index + 1, count })}>
          <blockquote className="testimonial__quote">
            <p>{current.quote}</p>
          </blockquote>
          <figcaption className="testimonial__person">
            <span className="testimonial__avatar" aria-hidden="true">
              {current.name
                .split(' ')
                .map((w) => w[0])
                .join('')
                .slice(0, 2)}
            </span>
            <span>
              <strong>{current.name}</strong>
              <span className="testimonial__role">{t('testimonials.role', { role: current.role, company: current.company, city: current.city })}</span>
            </span>
          </figcaption>
          {current.badges.length > 0 && (
            <ul className="testimonial__badges" aria-label={t('testimonials.badges')}>
              {current.badges.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
          )}
        </figure>
      </div>
      <div className="testimonials__controls">
        <button type="button" className="testimonials__button" aria-controls={regionId} onClick={() => go(-1)}>
          <span aria-hidden="true">←</span>
          <span className="visually-hidden">{t('testimonials.previous')}</span>
        </button>
        <p className="testimonials__position">
          {index + 1} / {count}
        </p>
        <button type="button" className="testimonials__button" aria-controls={regionId} onClick={() => go(1)}>
          <span aria-hidden="true">→</span>
          <span className="visually-hidden">{t('testimonials.next')}</span>
        </button>
        <button type="button" className="testimonials__toggle" aria-pressed={stopped} onClick={() => setStopped((s) => !s)}>
          {stopped ? t('testimonials.play') : t('testimonials.pause')}
          <span className="visually-hidden">{t('testimonials.rotation')}</span>
        </button>
      </div>
    </div>
  );
}
