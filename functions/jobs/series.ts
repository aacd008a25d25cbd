/** The hourly series job (schedule in infra/lambdas.ts); the rules live with the series (functions/reservations/series.ts). */
export { seriesJob } from '../reservations/series';
