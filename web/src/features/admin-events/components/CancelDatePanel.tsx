/**
 * Cancel this date: a reason (English, required; Japanese, optional), then a confirmation that says
 * how many people will be told and how many paid places refunded, then the server's count. A date
 * already cancelled says so; when refunds were left pending, calling again tries them again.
 */
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { Message } from '../../admin-console/components/Parts';
import { cancelOccurrence, type Cancelled, type Occurrence } from '../api';
import { ErrorsContext, TextField } from './Fields';
import { DatePanel, errorText, people, places, type Msg } from './DatePanel';
import { dateLabel } from './StateBadge';

/** Who the cancellation reaches: everyone with a place, a hold or a waitlist entry; refunds: the paid confirmed places. */
export function cancelReach(o: Pick<Occurrence, 'people'>): { notified: number; refunded: number } {
  const live = o.people.filter((p) => p.status !== 'cancelled');
  return { notified: live.length, refunded: live.filter((p) => p.status === 'confirmed' && p.paidCents > 0).length };
}

export function cancelledText(r: Cancelled): string {
  return `The date is cancelled. ${people(r.notified)} told by email; ${places(r.refunded, 'paid place')} refunded${r.refundsPending ? `; ${places(r.refundsPending, 'refund')} still pending with the payments provider` : ''}.`;
}

export function CancelDatePanel({ token, occurrence, onDone }: { token: string; occurrence: Occurrence; onDone: () => Promise<void> }) {
  const [reason, setReason] = useState('');
  const [reasonJa, setReasonJa] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Msg>(null);
  const [result, setResult] = useState<Cancelled | null>(null);
  const { notified, refunded } = cancelReach(occurrence);
  const day = dateLabel(occurrence.date);

  function onAsk(e: FormEvent) {
    e.preventDefault();
    setMessage(null);
    if (!reason.trim()) {
      setErrors({ 'cancel.reason': 'A reason is required: everyone gets it in their email.' });
      return;
    }
    setErrors({});
    setConfirming(true);
  }

  async function onCancel() {
    setBusy(true);
    setMessage(null);
    try {
      const r = await cancelOccurrence(token, occurrence.slug, occurrence.date, reason.trim(), reasonJa.trim() || undefined);
      setResult(r);
      setMessage({ ok: r.refundsPending === 0, text: cancelledText(r) });
      setConfirming(false);
      await onDone();
    } catch (e) {
      setMessage({ ok: false, text: errorText(e) });
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  }

  return (
    <DatePanel id="ae-cancel" title="Cancel this date" help="Everyone with a place, a hold or a waitlist entry gets the cancellation in their language, with a calendar cancellation; every paid place is refunded in full.">
      {occurrence.cancelled ? (
        <>
          <p className="notice notice--warning">This date is cancelled: it is shown cancelled on the site and takes no registrations.</p>
          {result && result.refundsPending > 0 && (
            <Button variant="secondary" disabled={busy} onClick={() => void onCancel()}>
              {busy ? 'Trying the refunds again…' : 'Try the pending refunds again'}
            </Button>
          )}
        </>
      ) : (
        <ErrorsContext.Provider value={errors}>
          <form className="ae-form" onSubmit={onAsk} noValidate aria-label="Cancel this date">
            <div className="ae-pair">
              <TextField label="Reason" path="cancel.reason" value={reason} onChange={setReason} multiline rows={3} help="Told to everyone in English." disabled={busy} />
              <TextField label="Reason (Japanese)" path="cancel.reasonJa" value={reasonJa} onChange={setReasonJa} multiline rows={3} lang="ja" help="Leave empty to tell Japanese readers the English reason." disabled={busy} />
            </div>
            {!confirming && (
              <div className="ac-actions">
                <Button type="submit" variant="secondary">
                  Cancel this date…
                </Button>
              </div>
            )}
          </form>
          {confirming && (
            <div className="notice notice--warning ae-confirm" role="alertdialog" aria-labelledby="ae-cancel-confirm">
              <p id="ae-cancel-confirm">
                Cancel {day}? {people(notified)} will be told by email and {places(refunded, 'paid place')} refunded in full. This cannot be undone.
              </p>
              <div className="ac-actions">
                <Button disabled={busy} onClick={() => void onCancel()}>
                  {busy ? 'Cancelling…' : 'Yes, cancel this date'}
                </Button>
                <Button variant="secondary" disabled={busy} onClick={() => setConfirming(false)}>
                  Keep the date
                </Button>
              </div>
            </div>
          )}
        </ErrorsContext.Provider>
      )}
      <div aria-live="polite">
        <Message message={message} />
      </div>
    </DatePanel>
  );
}
