import { appRoutes } from '../routes';
import { ADMIN_SECTIONS } from '../shell-routes';

/** The admin sections of ADMIN_SECTIONS (newsletter, email blocking, …) that some feature has registered a route for. */
export function registeredAdminSections(paths: readonly string[] = appRoutes.map((r) => r.path)) {
  return ADMIN_SECTIONS.filter((s) => paths.some((p) => p === s.path || p.startsWith(`${s.path}/`)));
}
