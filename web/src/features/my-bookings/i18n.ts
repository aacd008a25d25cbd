import type en from './messages/en.json';
import { loadCatalogue, translator } from '../../lib/i18n';
await loadCatalogue('my-bookings', { en: () => import('./messages/en.json'), ja: () => import('./messages/ja.json') });
export const t = translator<typeof en>('my-bookings');
