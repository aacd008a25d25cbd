/** An analytics event as the page queues it and the sender posts it (analytics.ts, analytics-sender.ts). */
import type { AnalyticsEventName } from '@/content/site/analytics';

export type AnalyticsProps = Record<string, string | number | boolean | null | undefined>;

export interface AnalyticsEvent {
  name: AnalyticsEventName;
  /** The page's path (`props.path` when given). */
  path: string;
  props: AnalyticsProps;
}
