/** EventsPort adapters: EventBridge (AWS) and a sink for the in-process local bus. */
import type { Detail, DetailType } from '../../../events/catalogue';
import type { EventsPort } from '../ports';

// The event contract (thirteen zod schemas) is built on the first publish, not at every cold start.
const catalogue = () => import('../../../events/catalogue');

export async function validateDetail<T extends DetailType>(type: T, detail: Detail<T>): Promise<Detail<T>> {
  const schema = (await catalogue()).schemas[type];
  if (!schema) throw new Error(`Unknown detail-type ${type}`);
  return schema.parse(detail) as Detail<T>;
}

export function eventBridgeEvents(busName: string): EventsPort {
  let clientPromise: Promise<{ send: (d: string, t: string) => Promise<void> }> | undefined;
  const load = () =>
    (clientPromise ??= import('@aws-sdk/client-eventbridge').then(({ EventBridgeClient, PutEventsCommand }) => {
      const client = new EventBridgeClient({});
      return {
        async send(detailType: string, detail: string) {
          const out = await client.send(
            new PutEventsCommand({ Entries: [{ EventBusName: busName, Source: (await catalogue()).EVENT_SOURCE, DetailType: detailType, Detail: detail }] }),
          );
          if (out.FailedEntryCount) throw new Error(`PutEvents failed: ${out.Entries?.[0]?.ErrorCode} ${out.Entries?.[0]?.ErrorMessage}`);
        },
      };
    }));
  return {
    async publish(type, detail) {
      const valid = await validateDetail(type, detail);
      await (await load()).send(type, JSON.stringify(valid));
    },
  };
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
