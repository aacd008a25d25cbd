/**
 * The site publisher's store on one machine: a folder (`<DATA_DIR>/site`) that the local server
 * serves before web/dist, as on AWS the site bucket holds the build's files with the publisher's
 * over them (docs/catalogue.md "How a published change reaches the site"). web/dist itself is never
 * written at run time: the tests' many local stacks share one.
 *
 * - A written file is in the folder; a removed one is deleted from it and, when the build has it,
 *   listed in the folder's marker (`.overlay.json` `removed`), so the server answers it as missing.
 * - The routes are the folder's spa-routes.json, which the server reads before web/dist's.
 * - The publisher's state is `.publisher-state.json`.
 * Dot files are never served (the routing sends any path with a dot segment to the not-found page).
 * The folder belongs to one build (`.overlay.json` `build`): a new build empties it, since its pages
 * name the old build's scripts.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { KNOWN_ROUTES_FILE, type KnownRoutes } from '../constructs/spa-routing';
import type { SiteState, SiteStore } from '../../web/scripts/render-site';

export const OVERLAY_MARKER = '.overlay.json';
const STATE_FILE = '.publisher-state.json';

interface Marker {
  build: string;
  /** Files of the build that the publisher removed (relative paths). */
  removed: string[];
}

async function writeAtomically(file: string, body: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const tmp = `${file}.${randomUUID()}.tmp`;
  await writeFile(tmp, body);
  await rename(tmp, file);
}

async function readJson<T>(file: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT' || e instanceof SyntaxError) return undefined;
    throw e;
  }
}

export class SiteOverlay implements SiteStore {
  private constructor(
    readonly dir: string,
    readonly webRoot: string,
    private marker: Marker,
  ) {}

  /** The overlay of `dir` for the build `buildId` (web/dist-ssr/site.json): emptied when it was another build's. */
  static async open(dir: string, webRoot: string, buildId: string): Promise<SiteOverlay> {
    const marker = await readJson<Marker>(join(dir, OVERLAY_MARKER));
    if (marker?.build === buildId) return new SiteOverlay(dir, webRoot, marker);
    await rm(dir, { recursive: true, force: true });
    const fresh: Marker = { build: buildId, removed: [] };
    await writeAtomically(join(dir, OVERLAY_MARKER), JSON.stringify(fresh));
    return new SiteOverlay(dir, webRoot, fresh);
  }

  private async saveMarker(): Promise<void> {
    await writeAtomically(join(this.dir, OVERLAY_MARKER), JSON.stringify(this.marker));
  }

  async write(file: string, body: string): Promise<void> {
    await writeAtomically(join(this.dir, file), body);
    if (this.marker.removed.includes(file)) {
      this.marker = { ...this.marker, removed: this.marker.removed.filter((f) => f !== file) };
      await this.saveMarker();
    }
  }

  async remove(file: string): Promise<void> {
    await rm(join(this.dir, file), { force: true });
    if (existsSync(join(this.webRoot, file)) && !this.marker.removed.includes(file)) {
      this.marker = { ...this.marker, removed: [...this.marker.removed, file].sort() };
      await this.saveMarker();
    }
  }

  async setRoutes(known: KnownRoutes): Promise<void> {
    await writeAtomically(join(this.dir, KNOWN_ROUTES_FILE), `${JSON.stringify(known, null, 1)}\n`);
  }

  readState(): Promise<SiteState | undefined> {
    return readJson<SiteState>(join(this.dir, STATE_FILE));
  }

  async writeState(state: SiteState): Promise<void> {
    await writeAtomically(join(this.dir, STATE_FILE), JSON.stringify(state));
  }

  /** Nothing caches the local server's answers. */
  async invalidate(): Promise<void> {}
}

/** What the local server needs of an overlay folder: the build files it hides. Re-read when the marker changes. */
const views = new Map<string, { stamp: number; removed: Set<string> }>();
export async function overlayRemoved(dir: string): Promise<Set<string> | undefined> {
  const s = await stat(join(dir, OVERLAY_MARKER)).catch(() => undefined);
  if (!s) return undefined;
  const cached = views.get(dir);
  if (cached?.stamp === s.mtimeMs) return cached.removed;
  const marker = await readJson<Marker>(join(dir, OVERLAY_MARKER));
  const removed = new Set(marker?.removed ?? []);
  views.set(dir, { stamp: s.mtimeMs, removed });
  return removed;
}
