/**
 * Every test file starts with the initial catalogue in use (content/events/seed.ts), as the web
 * build does; a handler called through the gateway then reads the catalogue its table holds.
 */
import { useSeedCatalogueIfUnset } from '../../content/events/seed';

useSeedCatalogueIfUnset();
