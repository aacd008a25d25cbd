/** The hourly no-show sweep (schedule in infra/lambdas.ts); the rules live with the passport. */
export { noShowSweep } from '../passport/no-shows';
