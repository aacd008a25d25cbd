/** A date moved to another place keeps none of the old place's photo (it would show the wrong venue). */
import { describe, expect, it } from 'vitest';
import { movedVenue } from '../../../functions/admin-events/change';
import { seedCatalogue } from '../../../content/events/seed';

describe('a changed date’s venue', () => {
  it('drops the photo of the place it moved from, keeps the description unless a new one is given', () => {
    const before = { ...seedCatalogue()[0].listing.venue, imageKey: 'upload-0123456789abcdef0123456789abcdef' };
    const moved = movedVenue(before, { name: 'Cafe Two', fullAddress: '2-2 Ebisu' });
    expect(moved).toMatchObject({ name: 'Cafe Two', fullAddress: '2-2 Ebisu', nearestStation: '', meetingPoint: '', description: before.description });
    expect('imageKey' in moved).toBe(false);
    expect(before.imageKey).toBeDefined();
  });
});
