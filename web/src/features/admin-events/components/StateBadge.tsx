/** An event's publication state as a badge, and a date of the event as the console shows it. */
import { Badge, type BadgeTone } from '../../../components/ui/Badge';
import type { PublicationState } from '../api';

const TONES: Record<PublicationState, BadgeTone> = { draft: 'warning', published: 'success', archived: 'neutral' };
const LABELS: Record<PublicationState, string> = { draft: 'Draft', published: 'Published', archived: 'Archived' };

export function StateBadge({ state }: { state: PublicationState }) {
  return <Badge tone={TONES[state] ?? 'neutral'}>{LABELS[state] ?? state}</Badge>;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "2026-12-12" (a date in the event's zone) → "Sat 12 Dec 2026". */
export function dateLabel(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? iso : dateFormat.format(d);
}
