/** POST /api/reservations get_reservation / cancel_reservation {token}: the emailed cancel link. */
import { ApiError } from '../../../lib/api-client';
import { api, type ApiOutput } from '../../../lib/api';

/** The server's view of a reservation. */
export type ReservationView = ApiOutput<'reservations', 'get_reservation'>;

export const CANCEL_NETWORK_ERROR = 'Network error occurred. Please try again or contact support.';
export const INVALID_LINK = 'Invalid cancellation link. Please contact support.';

const FAILED = 'Failed to cancel attendance. Please contact support.';

/** The answer's data, or an Error with the text to show. */
async function dataOf<T>(call: () => Promise<{ success: boolean; data?: T; error?: string }>): Promise<T> {
  let r;
  try {
    r = await call();
  } catch (e) {
    throw new Error(e instanceof ApiError && e.status === 0 ? CANCEL_NETWORK_ERROR : FAILED);
  }
  if (!r.success || !r.data) throw new Error(r.error ?? FAILED);
  return r.data;
}

export const getReservation = (token: string) => dataOf(() => api.reservations.get_reservation({ token }));
export const cancelReservation = (token: string, acknowledgeLate: boolean) => dataOf(() => api.reservations.cancel_reservation({ token, acknowledgeLate }));
