import { appRoutes } from '../routes';
import { sectionsIn } from './sections';

/** The admin sections of ADMIN_SECTIONS (newsletter, email blocking, …) that some feature has registered a route for. */
export function registeredAdminSections(paths: readonly string[] = appRoutes.map((r) => r.path)) {
  return sectionsIn(paths);
}
