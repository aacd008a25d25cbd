/** Namespace `common`: the header, footer, error screens and the components every feature shares. */
import type en from '../../messages/en.json';
import { loadCatalogue, translator } from './index';

await loadCatalogue('common', { en: () => import('../../messages/en.json'), ja: () => import('../../messages/ja.json') });

export const t = translator<typeof en>('common');
