/** POST /api/reservations get_reservation / cancel_reservation {token}: the emailed cancel link. */
import { ApiError, callAction } from '../../../lib/api-client';

/** The server's view of a reservation (the same type the handler returns). */
export type { ReservationView } from '../../../../../functions/reservations/service';
import type { ReservationView } from '../../../../../functions/reservations/service';

export const CANCEL_NETWORK_ERROR = 'Network error occurred. Please try again or contact support.';
export const INVALID_LINK = 'Invalid cancellation link. Please contact support.';

async function act<T>(action: string, data: unknown): Promise<T> {
  let r;
  try {
    r = await callAction<T>('reservations', action, data);
  } catch (e) {
    throw new Error(e instanceof ApiError && e.status === 0 ? CANCEL_NETWORK_ERROR : 'Failed to cancel attendance. Please contact support.');
  }
  if (!r.success || !r.data) throw new Error(r.error ?? 'Failed to cancel attendance. Please contact support.');
  return r.data;
}

export const getReservation = (token: string) => act<ReservationView>('get_reservation', { token });
export const cancelReservation = (token: string, acknowledgeLate: boolean) => act<ReservationView & { message: string }>('cancel_reservation', { token, acknowledgeLate });
