import { describe, expect, it } from 'vitest';
import { ImageParamError, negotiateFormat, parseImageRequest, parseKey } from '../../../functions/images/params';
import { contextImage, imageContexts, imagePresets, imageUrl, srcSet } from '../../../content/image-presets';

const parse = (q: Record<string, string>, accept = 'image/avif,image/webp,*/*') => parseImageRequest('city-tokyo', undefined, q, accept);

describe('image presets and contexts', () => {
  it('has the preset sizes and qualities', () => {
    expect(imagePresets.thumbnail).toEqual({ width: 150, height: 150, quality: 75 });
    expect(imagePresets.small).toEqual({ width: 364, height: 243, quality: 80 });
    expect(imagePresets.medium).toEqual({ width: 600, height: 400, quality: 85 });
    expect(imagePresets.large).toEqual({ width: 1200, height: 800, quality: 90 });
    expect(imagePresets.hero).toEqual({ width: 1920, height: 1080, quality: 85 });
    expect(imagePresets.avatar).toEqual({ width: 32, height: 32, quality: 75 });
  });
  it('maps contexts to presets', () => {
    expect(imageContexts).toEqual({
      'blog-thumbnail': 'small',
      'blog-hero': 'medium',
      'author-avatar': 'thumbnail',
      'author-avatar-large': 'small',
      'event-card': 'small',
      'event-hero': 'large',
      'venue-card': 'small',
    });
  });
  it('builds URLs and a 1x/2x srcset clamped to the limits', () => {
    expect(imageUrl('event-tokyo-fika', 'small')).toBe('/img/event-tokyo-fika?w=364&h=243&q=80');
    expect(imageUrl('event-tokyo-fika', { w: 10, h: 10 }, 'png')).toBe('/img/event-tokyo-fika?w=10&h=10&q=85&f=png');
    expect(srcSet('event-tokyo-fika', 'event-card')).toBe('/img/event-tokyo-fika?w=364&h=243&q=80 364w, /img/event-tokyo-fika?w=728&h=486&q=80 728w');
    // large is 1200x800: twice would be 2400 wide, clamped to 1920x1280
    expect(srcSet('event-tokyo-fika', 'event-hero')).toContain('w=1920&h=1280&q=90 1920w');
    expect(contextImage('author-ren-takeda', 'author-avatar')).toMatchObject({ src: '/img/author-ren-takeda?w=150&h=150&q=75', width: 150, height: 150 });
  });
  it('URLs built by the helpers parse back to the same size', () => {
    const u = new URL(imageUrl('venue-cafe', 'medium'), 'http://x');
    const r = parseImageRequest('venue-cafe', undefined, Object.fromEntries(u.searchParams), '');
    expect(r).toMatchObject({ width: 600, height: 400, quality: 85, format: 'jpeg', fit: 'cover' });
  });
});

describe('image request parsing', () => {
  it('defaults: quality 85, cover, WebP when accepted, JPEG otherwise', () => {
    expect(parse({})).toMatchObject({ width: undefined, height: undefined, quality: 85, fit: 'cover', format: 'webp' });
    expect(parse({}, 'image/png,*/*').format).toBe('jpeg');
    expect(parse({}, '').format).toBe('jpeg');
  });
  it('an explicit f wins over Accept; jpg means jpeg', () => {
    expect(parse({ f: 'png' }).format).toBe('png');
    expect(parse({ f: 'jpg' }).format).toBe('jpeg');
    expect(parse({ f: 'avif' }, '').format).toBe('avif');
  });
  it('maps a preset name, with explicit values taking precedence', () => {
    expect(parse({ p: 'small' })).toMatchObject({ width: 364, height: 243, quality: 80 });
    expect(parse({ p: 'thumbnail', q: '60' })).toMatchObject({ width: 150, height: 150, quality: 60 });
  });
  it('clamps sizes to 1920 keeping the aspect ratio, and quality to 30-95', () => {
    expect(parse({ w: '3840', h: '2160' })).toMatchObject({ width: 1920, height: 1080 });
    expect(parse({ w: '5000' })).toMatchObject({ width: 1920, height: undefined });
    expect(parse({ h: '99999' }).height).toBe(1920);
    expect(parse({ q: '5' }).quality).toBe(30);
    expect(parse({ q: '100' }).quality).toBe(95);
  });
  it('rejects bad values with a clear message', () => {
    expect(() => parse({ w: 'abc' })).toThrow(ImageParamError);
    expect(() => parse({ w: '-5' })).toThrow(/Invalid w/);
    expect(() => parse({ w: '0' })).toThrow(/Invalid w/);
    expect(() => parse({ h: '1.5' })).toThrow(/Invalid h/);
    expect(() => parse({ q: 'high' })).toThrow(/Invalid q/);
    expect(() => parse({ f: 'gif' })).toThrow('Invalid f: expected one of webp, jpeg, avif, png');
    expect(() => parse({ fit: 'fill' })).toThrow('Invalid fit: expected one of cover, contain, inside');
    expect(() => parse({ p: 'huge' })).toThrow(/Invalid p/);
  });
  it('accepts only strict keys, with an optional image extension', () => {
    expect(parseKey('city-tokyo')).toEqual({ key: 'city-tokyo', extFormat: undefined });
    expect(parseKey('city-tokyo.jpg')).toEqual({ key: 'city-tokyo', extFormat: 'jpeg' });
    for (const bad of ['../etc/passwd', '..', 'a/b', 'City-Tokyo', 'city_tokyo', 'city-tokyo.exe', 'a..jpg', '', '-x', 'x-', '%2e%2e', 'a.b.jpg']) {
      expect(parseKey(bad), bad).toBeUndefined();
    }
  });
  it('the extension chooses the format when f is absent', () => {
    expect(negotiateFormat(undefined, 'jpeg', 'image/webp')).toBe('jpeg');
    expect(negotiateFormat('webp', 'jpeg', '')).toBe('webp');
  });
});
