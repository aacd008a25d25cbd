import { describe, expect, it } from 'vitest';
import { doorView, newClientId, readCheckinCode, readDoor, saveDoor, type DoorState } from '../../../web/src/features/door/door-store';
import { checkinToken } from '../../../functions/reservations/checkin-token';

const list = {
  event: { slug: 'fika', title: 'Fika', location: 'Tokyo', occurrence: '2026-11-24', startsAt: '2026-11-24T10:00:00.000Z', endsAt: '2026-11-24T12:00:00.000Z', opensAt: '2026-11-24T09:00:00.000Z', timezone: 'Asia/Tokyo' },
  rows: [
    { email: 'a@example.com', name: 'a', status: 'confirmed' as const, walkIn: false, checkedIn: true },
    { email: 'b@example.com', name: 'b', status: 'confirmed' as const, walkIn: false, checkedIn: false },
    { email: 'c@example.com', name: 'c', status: 'confirmed' as const, walkIn: false, checkedIn: false },
    { email: 'w@example.com', name: 'w', status: 'waitlisted' as const, walkIn: false, checkedIn: false },
    { email: 'v@example.com', name: 'v', status: 'waitlisted' as const, walkIn: false, checkedIn: false },
  ],
  // The server names the first waiting people and counts all 25.
  counts: { confirmed: 3, checkedIn: 1, noShows: 2, waitlisted: 25 },
  serverTime: '2026-11-24T10:10:00.000Z',
};

describe('the door kit on the device', () => {
  it('reads what a check-in QR code names, and nothing else', () => {
    const token = checkinToken('secret', { eventSlug: 'fika', occurrence: '2026-11-24', email: 'B@Example.com' });
    expect(readCheckinCode(token)).toEqual({ slug: 'fika', occurrence: '2026-11-24', email: 'b@example.com' });
    expect(readCheckinCode('https://example.com')).toBeNull();
    expect(readCheckinCode('ck1~not-base64~x')).toBeNull();
  });

  it('counts queued check-ins and walk-ins, and no-shows only once the event has started', () => {
    const state: DoorState = {
      list,
      queue: [
        { kind: 'checkin', clientId: 'c-1', email: 'b@example.com', at: '2026-11-24T10:05:00.000Z' },
        { kind: 'walkin', clientId: 'c-2', email: 'new@example.com', name: 'New', at: '2026-11-24T10:06:00.000Z' },
      ],
      refused: [],
      syncedAt: null,
    };
    const during = doorView(state, new Date('2026-11-24T10:10:00Z'));
    expect(during.counts).toEqual({ confirmed: 4, checkedIn: 3, noShows: 1, waitlisted: 25 });
    expect(during.rows.find((r) => r.email === 'b@example.com')!.queued).toBe(true);
    expect(during.rows.find((r) => r.email === 'new@example.com')).toMatchObject({ walkIn: true, queued: true });
    expect(doorView(state, new Date('2026-11-24T09:30:00Z')).counts.noShows).toBe(0);
  });

  it('lists the confirmed people by name and the waiting ones in the server’s order; a waiting person let in leaves the count', () => {
    const state: DoorState = { list, queue: [{ kind: 'walkin', clientId: 'c-3', email: 'w@example.com', name: 'w', at: '2026-11-24T10:06:00.000Z' }], refused: [], syncedAt: null };
    const before = doorView({ ...state, queue: [] }, new Date('2026-11-24T10:10:00Z'));
    expect(before.rows.map((r) => r.email)).toEqual(['a@example.com', 'b@example.com', 'c@example.com', 'w@example.com', 'v@example.com']);
    const after = doorView(state, new Date('2026-11-24T10:10:00Z'));
    expect(after.rows.map((r) => r.email)).toEqual(['a@example.com', 'b@example.com', 'c@example.com', 'w@example.com', 'v@example.com']);
    expect(after.rows.find((r) => r.email === 'w@example.com')).toMatchObject({ status: 'confirmed', walkIn: true });
    expect(after.counts.waitlisted).toBe(24);
  });

  it('keeps each occurrence apart in storage, and makes unique client ids', () => {
    saveDoor('fika', '2026-11-24', { list, queue: [], refused: [], syncedAt: 'x' });
    expect(readDoor('fika', '2026-11-24').list?.event.slug).toBe('fika');
    expect(readDoor('fika', '2026-12-01').list).toBeNull();
    const ids = new Set(Array.from({ length: 50 }, newClientId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[\w-]{8,64}$/);
  });
});
