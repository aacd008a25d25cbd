/** POST /api/reservations get_reservation / cancel_reservation {token}: the emailed cancel link. */
import { ApiError } from '../../../lib/api-client';
import { api, type ApiOutput } from '../../../lib/api';
import { t } from '../i18n';

/** The server's view of a reservation. */
export type ReservationView = ApiOutput<'reservations', 'get_reservation'>;

/** The messages this client makes itself, in the page's language (the server's come translated). */
export const cancelNetworkError = () => t('error.network');
export const invalidLink = () => t('error.invalidLink');
const failed = () => t('error.failed');

/** The answer's data, or an Error with the text to show. */
async function dataOf<T>(call: () => Promise<{ success: boolean; data?: T; error?: string }>): Promise<T> {
  let r;
  try {
    r = await call();
  } catch (e) {
    throw new Error(e instanceof ApiError && e.status === 0 ? cancelNetworkError() : failed());
  }
  if (!r.success || !r.data) throw new Error(r.error ?? failed());
  return r.data;
}

export const getReservation = (token: string) => dataOf(() => api.reservations.get_reservation({ token }));
export const cancelReservation = (token: string, acknowledgeLate: boolean) => dataOf(() => api.reservations.cancel_reservation({ token, acknowledgeLate }));

/** The per-date outcome of a series registration ("Come every week"). */
export type SeriesAnswer = ApiOutput<'reservations', 'join_series'>;
/** With the member session of that email (`token`) the dates are taken at once; otherwise the answer is `pending` and a confirmation link is emailed. */
export const joinSeries = (email: string, eventSlug: string, answers: Record<string, string>, token?: string) =>
  dataOf(() => api.reservations.join_series({ email, eventSlug, answers }, token ? { token } : {}));
/** The emailed confirmation link (/series/confirm/:token): takes the places on every date. */
export const confirmSeries = (token: string) => dataOf(() => api.reservations.confirm_series({ token }));

/** The manage link of a series: its future places, and cancelling it all. */
export type SeriesView = ApiOutput<'reservations', 'get_series'>;
export const getSeries = (token: string) => dataOf(() => api.reservations.get_series({ token }));
export const cancelSeries = (token: string) => dataOf(() => api.reservations.cancel_series({ token }));
