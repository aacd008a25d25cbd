import { useMatches } from 'react-router-dom';
import type { RouteHandle } from '../../lib/seo';

/**
 * The admin sections (events, newsletter, email blocking, goal accountability, curated fika, analytics), plus the founding-members list that founding-members events
 * are checked against; the admin home links to those that are registered. They live in the admin chunk:
 * only the admin pages read their labels.
 */
export const ADMIN_SECTIONS = [
  { path: '/admin/events', label: 'Events', description: 'Create, edit, publish and archive events; preview, places taken and the audit log' },
  { path: '/admin/newsletter', label: 'Newsletter', description: 'Signups, stats and recent subscribers' },
  { path: '/admin/email-blocking', label: 'Email blocking', description: 'Blocked addresses, bounces and complaints' },
  { path: '/admin/founding-members', label: 'Founding members', description: 'Who may join the founding-members events' },
  { path: '/admin/goal-accountability', label: 'Goal accountability', description: 'Check-ins, mood and progress, members who need support' },
  { path: '/admin/curated-fika', label: 'Curated Fika', description: 'Applications, matching, sessions and feedback' },
  { path: '/admin/subscriptions', label: 'Subscriptions', description: 'Subscribers, plans, revenue and status' },
  { path: '/admin/analytics', label: 'Analytics', description: 'Page views, card clicks, signup sources and the event funnel' },
  { path: '/admin/checkin-codes', label: 'Check-in codes', description: 'Event check-in codes, QR codes and attendance back-fill' },
  { path: '/admin/hosts', label: 'Event hosts', description: "Who may open an event's door kit (the list, QR scanning, offline check-in)" },
  { path: '/admin/errors', label: 'Error reports', description: 'What broke, where and how often: browser and server errors' },
] as const;

/** The sections of ADMIN_SECTIONS that one of `paths` (or a page under it) opens. */
export function sectionsIn(paths: readonly string[]) {
  return ADMIN_SECTIONS.filter((s) => paths.some((p) => p === s.path || p.startsWith(`${s.path}/`)));
}

/**
 * The registered admin sections, as the admin pages read them: the route table hands its admin
 * pages to the /admin layout route (its handle's `adminRoutes`, web/src/app/router.tsx), so no page
 * imports the route table that loads it.
 */
export function useAdminSections() {
  const paths = useMatches().flatMap((m) => ((m.handle as RouteHandle | undefined)?.adminRoutes ?? []).map((r) => r.path));
  return sectionsIn(paths);
}
