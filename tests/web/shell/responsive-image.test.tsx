import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage } from '../../../web/src/components/ResponsiveImage';

describe('ResponsiveImage', () => {
  it('renders the context preset with its size, a srcset and lazy loading', () => {
    render(<ResponsiveImage imageKey="event-tokyo-fika" context="event-card" alt="Tokyo fika" />);
    const img = screen.getByRole('img', { name: 'Tokyo fika' });
    expect(img).toHaveAttribute('width', '364');
    expect(img).toHaveAttribute('height', '243');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img.getAttribute('src')).toMatch(/^\/img\/event-tokyo-fika\?w=364&h=243&q=80/);
    expect(img.getAttribute('srcset')).toContain('364w');
    expect(img.getAttribute('srcset')).toContain('728w');
  });

  it('loads the LCP image eagerly with high priority and offers a medium variant for large pictures', () => {
    render(<ResponsiveImage imageKey="event-tokyo-fika" context="event-hero" alt="" priority />);
    const img = document.querySelector('img')!;
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '800');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img.getAttribute('srcset')).toMatch(/w=600&h=400[^,]* 600w, .*1200w/);
  });

  it('maps the author avatar to the thumbnail preset', () => {
    render(<ResponsiveImage imageKey="author-mika-sato" context="author-avatar" alt="Mika Sato" />);
    expect(screen.getByRole('img')).toHaveAttribute('width', '150');
  });

  it('draws a context at another preset when asked (the byline avatar at 32x32 q75)', () => {
    render(<ResponsiveImage imageKey="author-mika-sato" context="author-avatar" preset="avatar" alt="Mika Sato" />);
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('width', '32');
    expect(img.getAttribute('src')).toBe('/img/author-mika-sato?w=32&h=32&q=75');
  });
});
