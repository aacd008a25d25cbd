/**
 * The status-change dialog of applications and sessions: what will change, the admin's notes on the
 * change (optional, at most STATUS_NOTES_MAX characters; the server stores them with the change),
 * Confirm and Cancel.
 */
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { Modal } from './Modal';

/** The most the server keeps of a status change's notes (api/curated-admin.ts refuses more). */
export const STATUS_NOTES_MAX = 1000;

export interface StatusChangeRequest {
  title: string;
  /** What the change does, as the confirmation question. */
  question: string;
  /** Sends the change with the notes (trimmed; undefined when empty). */
  submit: (notes: string | undefined) => Promise<void>;
}

export function StatusChangeModal({ request, onClose }: { request: StatusChangeRequest; onClose: () => void }) {
  const id = useId();
  const [notes, setNotes] = useState('');
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      await request.submit(notes.trim() || undefined);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal title={request.title} onClose={onClose}>
      <form className="cf-form" onSubmit={onSubmit}>
        <p>{request.question}</p>
        <div className="cf-field">
          <label htmlFor={`${id}-notes`}>Notes (optional, kept with this change)</label>
          <textarea id={`${id}-notes`} rows={3} maxLength={STATUS_NOTES_MAX} value={notes} onChange={(e) => setNotes(e.target.value)} />
        </div>
        <div className="cf-actions">
          <Button type="submit" size="sm" disabled={busy}>
            {busy ? 'Saving...' : 'Change status'}
          </Button>
          <Button size="sm" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </Modal>
  );
}
