/**
 * Events leave a function only through the transactional outbox (functions/lib/event-outbox.ts):
 * this adapter writes one outbox item per event, and the table's stream carries it to the bus
 * (an EventBridge Pipe in AWS, the local relay on one machine).
 */
import type { Detail, DetailType } from '../../../events/catalogue';
import type { EventsPort, Ports } from '../ports';
import { emit } from '../event-outbox';

export function outboxEvents(p: Pick<Ports, 'ids' | 'clock' | 'table'>): EventsPort {
  return { publish: (type, detail) => emit(p, type, detail) };
}

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
