/** The hourly no-show sweep (schedule in events/catalogue.ts); the rules live with the passport. */
export { noShowSweep } from '../passport/no-shows';
