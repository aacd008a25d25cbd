/**
 * The anonymous voter identity (a browser fingerprint; voting needs no login). Stable browser traits
 * are hashed with SubtleCrypto (SHA-256, hex) and the result is kept in localStorage, so a browser
 * update that changes a trait does not change the identity. The server uses it only as the key of
 * the visitor's vote, never for anything else.
 */

import { storageKeyName, storedItem } from '../../lib/browser-storage';

export const FINGERPRINT_KEY = storageKeyName('pollFingerprint');
const FINGERPRINT_PATTERN = /^[a-f0-9]{64}$/;

/** A small canvas drawing: fonts, anti-aliasing and GPU differ between devices, which adds entropy. */
function canvasTrait(): string {
  try {
    const canvas = document.createElement('canvas');
    canvas.width = 220;
    canvas.height = 30;
    const ctx = canvas.getContext('2d');
    if (!ctx) return '';
    ctx.textBaseline = 'top';
    ctx.font = '16px Arial';
    ctx.fillStyle = '#7c4a2d';
    ctx.fillRect(0, 0, 110, 30);
    ctx.fillStyle = '#2f6b5a';
    ctx.fillText('fika ☕ 珈琲 poll', 4, 6);
    return canvas.toDataURL();
  } catch {
    return '';
  }
}

export function browserTraits(): string[] {
  const n = navigator as Navigator & { deviceMemory?: number };
  return [
    n.userAgent,
    n.language,
    (n.languages ?? []).join(','),
    Intl.DateTimeFormat().resolvedOptions().timeZone ?? '',
    String(new Date().getTimezoneOffset()),
    `${screen.width}x${screen.height}x${screen.colorDepth}`,
    String(window.devicePixelRatio ?? 1),
    String(n.hardwareConcurrency ?? ''),
    String(n.deviceMemory ?? ''),
    String(n.maxTouchPoints ?? 0),
    n.platform ?? '',
    canvasTrait(),
  ];
}

const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');

/** SHA-256 of the traits; where SubtleCrypto is unavailable (insecure origin) a random id stands in. */
async function sha256Hex(text: string): Promise<string> {
  if (!globalThis.crypto?.subtle) return hex(crypto.getRandomValues(new Uint8Array(32)));
  return hex(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))));
}

let pending: Promise<string> | undefined;

/** The stored fingerprint, or a new one computed from the browser's traits (and then stored). */
export function getFingerprint(): Promise<string> {
  pending ??= (async () => {
    const stored = storedItem('pollFingerprint').get();
    if (stored && FINGERPRINT_PATTERN.test(stored)) return stored;
    const fingerprint = await sha256Hex(browserTraits().join('|'));
    storedItem('pollFingerprint').set(fingerprint);
    return fingerprint;
  })().catch((e) => {
    pending = undefined;
    throw e;
  });
  return pending;
}

/** Tests only: forget the memoised value. */
export function resetFingerprintCache(): void {
  pending = undefined;
}
