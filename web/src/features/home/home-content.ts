/** The home page's build-time summary of the catalogue and the blog (see home-content.build.ts). */
import content from 'virtual:home-content';
import type { HomeContent } from './home-types';

export const homeContent = content as HomeContent;
