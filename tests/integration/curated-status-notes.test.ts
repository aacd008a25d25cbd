/**
 * The curated admin's notes on a status change: stored with the change (the application's history
 * keeps every change's notes; `admin_notes` and a session's `status_notes` are the latest change's)
 * and answered back where the admin sees the item.
 */
import { describe, it, expect, beforeAll } from 'vitest';
import { setupIntegration, type Harness } from '../support/integration';
import { fixedClock } from '../../functions/lib/adapters/system';
import { applicationForm } from '../../api/curated';

let h: Harness;
let admin: Record<string, string>;
const adm = (action: string, data: unknown = {}) => h.call('/api/curated-fika-admin', { action, data }, { headers: admin });

beforeAll(async () => {
  h = await setupIntegration({ clock: fixedClock('2026-11-22T09:00:00.000Z') });
  admin = await h.adminHeaders();
});

describe('status change notes', () => {
  it('stores an application change’s notes, shows them in the list and the details, and keeps them in the history', async () => {
    const r = await h.call('/api/curated-fika', { action: 'submit_application', data: applicationForm('notes@example.com') }, { ip: '10.71.0.1' });
    expect(r.status).toBe(201);
    const applicationId = r.body.data.applicationId as string;

    const changed = await adm('update_application_status', { applicationId, status: 'under_review', notes: '  Asked for her LinkedIn  ' });
    expect(changed.status).toBe(200);
    expect(changed.body.data.admin_notes).toBe('Asked for her LinkedIn');
    const list = await adm('get_applications');
    expect(list.body.data.data.find((a: { id: string }) => a.id === applicationId).admin_notes).toBe('Asked for her LinkedIn');

    // A later change without notes: the latest notes are gone, the history keeps both changes.
    expect((await adm('update_application_status', { applicationId, status: 'approved' })).status).toBe(200);
    const details = (await adm('get_application_details', { applicationId })).body.data;
    expect(details.admin_notes).toBeUndefined();
    expect(details.status_history.map((e: { to: string; notes?: string }) => [e.to, e.notes])).toEqual([
      ['under_review', 'Asked for her LinkedIn'],
      ['approved', undefined],
    ]);

    const tooLong = await adm('update_application_status', { applicationId, status: 'rejected', notes: 'x'.repeat(1001) });
    expect(tooLong.status).toBe(400);
  });

  it('stores a session change’s notes and answers them in the list and the details', async () => {
    const created = await adm('create_open_session', { sessionData: { session_title: 'Notes fika', session_date: '2026-12-10T14:00', venue_name: 'Cafe', venue_address: '1-1', max_participants: 4 } });
    expect(created.status).toBe(201);
    const sessionId = created.body.data.sessionId as string;
    expect((await adm('update_session_status', { sessionId, status: 'confirmed', notes: 'Venue confirmed by phone' })).status).toBe(200);
    expect((await adm('get_session_details', { sessionId })).body.data.status_notes).toBe('Venue confirmed by phone');
    const list = await adm('get_sessions');
    expect(list.body.data.data.find((s: { id: string }) => s.id === sessionId).status_notes).toBe('Venue confirmed by phone');

    expect((await adm('update_session_status', { sessionId, status: 'in_progress' })).status).toBe(200);
    expect((await adm('get_session_details', { sessionId })).body.data.status_notes).toBeUndefined();
  });
});
