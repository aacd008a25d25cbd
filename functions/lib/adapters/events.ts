/**
 * The envelope consumers receive. Events leave a function only through the transactional outbox
 * (functions/lib/event-outbox.ts); the table's stream carries them to the bus (an EventBridge Pipe
 * in AWS, the local relay on one machine).
 */
import type { Detail, DetailType } from '../../../events/catalogue';

/** An envelope shaped like EventBridge's, so consumers read the same fields in both modes. */
export interface BusEnvelope<T extends DetailType = DetailType> {
  version: '0';
  id: string;
  'detail-type': T;
  source: string;
  account: string;
  time: string;
  region: string;
  resources: string[];
  detail: Detail<T>;
}
