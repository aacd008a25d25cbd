/**
 * BROWSER BUILD of home-content.ts (web/vite.config.ts swaps it in): the home page's content is the
 * data file `home/<locale>` (lib/site-data.ts), which the prerendered home page carries.
 */
import { activeLocale } from '../../lib/i18n';
import { loadSiteData } from '../../lib/site-data';
import type { HomeContent } from './home-types';

const content = await loadSiteData<HomeContent>(`home/${activeLocale()}`);

export function homeContent(): HomeContent {
  if (!content) throw new Error(`The home page's data (home/${activeLocale()}) is missing`);
  return content;
}
