/** The result of a Stripe Checkout for this event (`?payment=success|cancelled&session_id=…`). */
export function PaymentBanner({ payment, sessionId, eventTitle }: { payment: string | null; sessionId: string | null; eventTitle: string }) {
  if (payment === 'success') {
    return (
      <div className="notice notice--success payment-banner" role="status">
        <p className="payment-banner__title">
          <strong>You're in! Payment received for {eventTitle}.</strong>
        </p>
        <p>
          A confirmation is on its way to your inbox, and the event details follow 24 hours before we meet.
          {sessionId ? (
            <>
              {' '}
              Your payment reference is <code>{sessionId.slice(-10)}</code>.
            </>
          ) : null}
        </p>
      </div>
    );
  }
  if (payment === 'cancelled') {
    return (
      <div className="notice notice--warning payment-banner" role="status">
        <p className="payment-banner__title">
          <strong>Checkout cancelled.</strong>
        </p>
        <p>You haven't been charged and no place has been booked yet. You can try again below whenever you're ready.</p>
      </div>
    );
  }
  return null;
}
