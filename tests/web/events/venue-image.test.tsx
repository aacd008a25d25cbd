/** The venue's photo: drawn in the venue-card context (small, 364x243 q80) on the venue block, kept by the console's form, checked by the schema. */
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { VenueBlock } from '../../../web/src/features/events/components/EventSections';
import { fromEvent, toSubmission } from '../../../web/src/features/admin-events/form-state';
import { eventListingSchema } from '../../../content/events/schema';
import { seedCatalogue } from '../../../content/events/seed';
import { images } from '../../../content/images/index';

const NOW = new Date('2026-11-22T09:00:00Z');
const stored = seedCatalogue().find((e) => !e.listing.venueReveal)!;
const photo = images[0].key;
const withPhoto = { ...stored.listing, venue: { ...stored.listing.venue, imageKey: photo } };

describe('venue photo', () => {
  it('shows the venue block’s photo at the venue-card size, named by the venue', () => {
    const { container } = render(<VenueBlock e={withPhoto} hidden={false} revealLabel={null} />);
    const img = container.querySelector('img.venue-photo')!;
    expect(img.getAttribute('src')).toBe(`/img/${photo}?w=364&h=243&q=80`);
    expect(img).toHaveAttribute('width', '364');
    expect(img).toHaveAttribute('height', '243');
    expect(img.getAttribute('srcset')).toContain('w=728&h=486&q=80 728w');
    expect(img).toHaveAttribute('alt', stored.listing.venue.name);
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('shows no image for a venue without a photo', () => {
    const { container } = render(<VenueBlock e={stored.listing} hidden={false} revealLabel={null} />);
    expect(container.querySelector('img')).toBeNull();
  });

  it('is kept by the console’s form and refused when it is no known or uploaded image', () => {
    const { form, base } = fromEvent({ ...withPhoto, ...(stored.ja ? { ja: stored.ja } : {}) }, NOW);
    expect(form.venueImage).toBe(photo);
    const { event, problems } = toSubmission(form, base);
    expect(problems).toEqual({});
    expect((event.venue as { imageKey?: string }).imageKey).toBe(photo);
    expect(eventListingSchema.safeParse(withPhoto).success).toBe(true);
    const bad = eventListingSchema.safeParse({ ...withPhoto, venue: { ...withPhoto.venue, imageKey: 'no-such-image' } });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual(['venue.imageKey']);
  });
});
