/** Clock and id adapters (system time, CSPRNG); tests inject a fixed clock. */
import { randomBytes, randomInt } from 'node:crypto';
import type { ClockPort, IdsPort } from '../ports';

export const systemClock: ClockPort = { now: () => new Date() };

export function fixedClock(start: Date | string): ClockPort & { set(d: Date | string): void; advance(ms: number): void } {
  let t = new Date(start).getTime();
  return {
    now: () => new Date(t),
    set: (d) => {
      t = new Date(d).getTime();
    },
    advance: (ms) => {
      t += ms;
    },
  };
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** ULID-like: 10 chars of time + 16 chars of randomness, lexically sortable. */
export function ulid(now = Date.now()): string {
  let time = '';
  let t = now;
  for (let i = 0; i < 10; i++) {
    time = CROCKFORD[t % 32] + time;
    t = Math.floor(t / 32);
  }
  const bytes = randomBytes(16);
  let rand = '';
  for (let i = 0; i < 16; i++) rand += CROCKFORD[bytes[i] % 32];
  return time + rand;
}

export function systemIds(clock: ClockPort = systemClock): IdsPort {
  return {
    id: (prefix) => `${prefix}_${ulid(clock.now().getTime())}`,
    token: () => randomBytes(32).toString('base64url'),
    code: () => String(randomInt(0, 1_000_000)).padStart(6, '0'),
  };
}
