/**
 * Compiles the message catalogues ahead of time: every `messages/{en,ja}.json` under web/src
 * becomes, when imported, Lingui's compiled form of its ICU messages (so the browser ships no
 * message parser), with each key prefixed by its namespace: `features/<ns>/messages/…` is `<ns>`,
 * `web/src/messages/…` is `common`. A message that does not parse fails the build.
 */
import type { Plugin } from 'vite';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

const CATALOGUE = /[\\/]web[\\/]src[\\/](?:features[\\/]([^\\/]+)[\\/])?messages[\\/](en|ja)\.json$/;

/** The namespace of a catalogue file, or undefined if `file` is not one. */
export function catalogueNamespace(file: string): string | undefined {
  const m = CATALOGUE.exec(file.split('?')[0]);
  return m ? (m[1] ?? 'common') : undefined;
}

/** One catalogue's source (key → ICU message) compiled, keys prefixed with `ns:`. */
export function compileCatalogue(ns: string, source: Record<string, string>, file = ns): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, message] of Object.entries(source)) {
    if (typeof message !== 'string') throw new Error(`${file}: ${key} is not a string`);
    try {
      out[`${ns}:${key}`] = compileMessageOrThrow(message);
    } catch (e) {
      throw new Error(`${file}: message ${key} does not parse: ${(e as Error).message}`);
    }
  }
  return out;
}

export function fikaMessages(): Plugin {
  return {
    name: 'fika-messages',
    enforce: 'pre',
    transform(code, id) {
      const ns = catalogueNamespace(id);
      if (!ns) return undefined;
      // Still JSON: Vite's JSON plugin turns it into a module (`export default JSON.parse(…)`).
      return { code: JSON.stringify(compileCatalogue(ns, JSON.parse(code) as Record<string, string>, id)), map: null };
    },
  };
}
