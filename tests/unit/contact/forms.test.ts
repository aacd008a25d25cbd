import { describe, expect, it } from 'vitest';
import { contactErrors, discoveryErrors, firstError, MESSAGE_MAX } from '../../../domain/contact/forms';

const valid = { name: 'Aiko Tanaka', email: 'aiko@example.com', subject: 'Hosting in Fukuoka', inquiryType: 'events', message: 'I would love to host a fika.' };

describe('contact validation messages', () => {
  it('accepts a complete message', () => {
    expect(contactErrors(valid)).toEqual({});
  });

  it('names every missing field with its is-required text', () => {
    expect(contactErrors({ name: '', email: '', subject: '', message: '' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
  });

  it('treats whitespace as empty', () => {
    expect(contactErrors({ ...valid, name: '   ', message: '  \n ' })).toEqual({ name: 'Name is required', message: 'Message is required' });
  });

  it('rejects an invalid email address', () => {
    for (const email of ['aiko', 'aiko@', 'aiko@example', 'ai ko@example.com', '@example.com']) {
      expect(contactErrors({ ...valid, email }).email).toBe('Please enter a valid email address');
    }
  });

  it('needs at least 10 characters of message', () => {
    expect(contactErrors({ ...valid, message: 'Too short' }).message).toBe('Message must be at least 10 characters long');
    expect(contactErrors({ ...valid, message: '0123456789' }).message).toBeUndefined();
  });

  it('accepts long messages up to the server cap and says so above it', () => {
    expect(contactErrors({ ...valid, message: 'x'.repeat(1500) }).message).toBeUndefined();
    expect(contactErrors({ ...valid, message: 'x'.repeat(MESSAGE_MAX + 1) }).message).toBe('Message is too long (max 5000 characters)');
  });

  it('only knows the eight inquiry categories', () => {
    expect(contactErrors({ ...valid, inquiryType: 'privacy' }).inquiryType).toBeUndefined();
    expect(contactErrors({ ...valid, inquiryType: 'sales' }).inquiryType).toBe('Please choose a category');
  });

  it('reports the first error in form order', () => {
    expect(firstError(contactErrors({ ...valid, email: 'x', message: '' }))).toBe('Please enter a valid email address');
  });
});

describe('discovery validation', () => {
  const d = { name: 'Ben', email: 'ben@example.com', title: 'Kissa Sakura', city: 'osaka', category: 'cafe', area: 'Nakazakicho', why: 'Quiet, bright and the owner loves visitors.', website: '' };
  it('accepts a complete suggestion without a website', () => {
    expect(discoveryErrors(d)).toEqual({});
  });
  it('checks the why text length (20-1000)', () => {
    expect(discoveryErrors({ ...d, why: 'Nice place.' }).why).toBe('Tell us a little more: at least 20 characters');
    expect(discoveryErrors({ ...d, why: 'x'.repeat(1001) }).why).toBe('Please keep it under 1000 characters');
  });
  it('only knows the four cities and the seven categories', () => {
    expect(discoveryErrors({ ...d, city: 'kyoto', category: 'nightclub' })).toEqual({ city: 'Please choose a city', category: 'Please choose a category' });
  });
  it('wants an http(s) website when one is given', () => {
    expect(discoveryErrors({ ...d, website: 'javascript:alert(1)' }).website).toMatch(/valid website/);
    expect(discoveryErrors({ ...d, website: 'https://kissa-sakura.jp' }).website).toBeUndefined();
  });
});
