import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageAlt, imageKeys, images } from '../../../content/images/index';
import { authors } from '../../../content/blog/authors';

const DIR = path.resolve(__dirname, '../../../content/images');

describe('generated images', () => {
  it('has alt text for every key and the required keys', () => {
    expect(new Set(imageKeys).size).toBe(imageKeys.length);
    for (const key of imageKeys) expect(imageAlt[key].length).toBeGreaterThan(10);
    for (const key of [
      'event-tokyo-fika', 'event-osaka-fika', 'event-fukuoka-fika', 'event-honolulu', 'event-weekly-fika',
      'event-evening-social', 'event-growth-circle', 'event-founders', 'event-forest-walk', 'event-river-walk',
      'event-pizza-night', 'event-rooftop', 'event-tapas', 'event-accountability', 'venue-cafe', 'venue-rooftop', 'venue-park',
    ]) expect(imageKeys).toContain(key);
    for (const a of authors) expect(imageKeys).toContain(a.avatar);
  });

  it('exists on disk as small JPEGs of the right size, under 4 MB in total', async () => {
    let total = 0;
    for (const info of images) {
      const file = path.join(DIR, `${info.key}.jpg`);
      const size = statSync(file).size;
      total += size;
      expect(size, info.key).toBeLessThanOrEqual(120 * 1024);
      const meta = await sharp(readFileSync(file)).metadata();
      expect(meta.format).toBe('jpeg');
      expect([meta.width, meta.height]).toEqual([info.width, info.height]);
    }
    expect(total).toBeLessThan(4 * 1024 * 1024);
  });
});
