import { beforeEach, describe, expect, it } from 'vitest';
import { FINGERPRINT_KEY, getFingerprint, resetFingerprintCache } from '../../../web/src/features/poll/fingerprint';

describe('poll fingerprint', () => {
  beforeEach(() => {
    localStorage.clear();
    resetFingerprintCache();
  });

  it('is a 64-hex-digit hash, kept in localStorage and stable across page loads', async () => {
    const first = await getFingerprint();
    expect(first).toMatch(/^[a-f0-9]{64}$/);
    expect(localStorage.getItem(FINGERPRINT_KEY)).toBe(first);
    resetFingerprintCache();
    expect(await getFingerprint()).toBe(first);
  });

  it('replaces a stored value that is not a fingerprint', async () => {
    localStorage.setItem(FINGERPRINT_KEY, '"><script>');
    expect(await getFingerprint()).toMatch(/^[a-f0-9]{64}$/);
  });
});
