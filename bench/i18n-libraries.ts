/**
 * `npm run bench -- i18n-libraries`: what each message library costs the first load of the home
 * page, with the site's own messages. The namespaces `/` renders (common, home, signup) are built
 * with Vite the way each library is meant to be used, and the JavaScript an English and a Japanese
 * visitor download is gzipped:
 * - Lingui: its runtime, and the page's language only as a compiled catalogue module
 *   (Lingui's dynamic loading); also the runtime alone, which is what the site ships (a prerendered
 *   page carries its compiled catalogues as JSON data, see web/src/lib/i18n/index.ts).
 * - Paraglide JS 2: one compiled function per message holding every language, and its runtime
 *   (locale from a global variable, the lightest strategy). ICU plurals have no equivalent in its
 *   message format: they are given their `other` text, which flatters Paraglide slightly.
 *   Paraglide is not a dependency (its SDK's platform packages are missing from the registry mirror,
 *   which breaks `npm ci`): to compare, `npm i --no-save @inlang/paraglide-js@2.25.4
 *   @inlang/plugin-message-format@4.4.4` first; without it the Lingui figures are printed alone.
 */
import { build } from 'vite';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { compileCatalogue } from '../web/scripts/messages-plugin';

const ROOT = resolve(import.meta.dirname, '..');
/** A variable, so the typecheck does not ask for a package that is installed only to compare. */
const PARAGLIDE = '@inlang/paraglide-js';
const NAMESPACES: Record<string, string> = {
  common: 'web/src/messages',
  home: 'web/src/features/home/messages',
  signup: 'web/src/features/signup/messages',
};
type Locale = 'en' | 'ja';

async function catalogue(locale: Locale): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [ns, dir] of Object.entries(NAMESPACES)) {
    const source = JSON.parse(await readFile(join(ROOT, dir, `${locale}.json`), 'utf8')) as Record<string, string>;
    for (const [k, v] of Object.entries(source)) out[`${ns}:${k}`] = v;
  }
  return out;
}

/** A message in Paraglide's format: `{name}` placeholders; an ICU plural or select becomes its `other` text. */
function toParaglide(message: string): string {
  let m = message;
  for (let i = 0; i < 5 && /\{\s*\w+\s*,\s*(plural|select)/.test(m); i++) {
    m = m.replace(/\{\s*(\w+)\s*,\s*(?:plural|select)\s*,((?:[^{}]|\{[^{}]*\})*)\}/g, (_all, name: string, cases: string) => {
      const other = /other\s*\{([^{}]*)\}/.exec(cases)?.[1] ?? '';
      return other.replace(/#/g, `{${name}}`);
    });
  }
  return m;
}

const ident = (id: string) => id.replace(/[^A-Za-z0-9]/g, '_');

/** Gzipped bytes of every chunk a page loads: the entry and, for Lingui, the page's language chunk. */
async function bundle(dir: string, entry: string, locale: Locale): Promise<number> {
  const out = await build({
    root: dir,
    configFile: false,
    logLevel: 'error',
    define: { 'process.env.NODE_ENV': '"production"' },
    json: { stringify: true },
    build: { write: false, minify: true, target: 'es2022', rolldownOptions: { input: join(dir, entry) } },
  });
  const chunks = (Array.isArray(out) ? out[0] : out) as { output: Array<{ type: string; fileName: string; code?: string }> };
  let bytes = 0;
  for (const c of chunks.output) {
    if (c.type !== 'chunk' || !c.code) continue;
    const other = locale === 'en' ? 'ja' : 'en';
    if (c.fileName.includes(`catalogue-${other}`)) continue;
    bytes += gzipSync(c.code, { level: 9 }).length;
  }
  return bytes;
}

export async function run(): Promise<Record<string, number | string>> {
  const dir = await mkdtemp(join(tmpdir(), 'fika-i18n-'));
  const require = createRequire(import.meta.url);
  try {
    const en = await catalogue('en');
    const ja = await catalogue('ja');
    const ids = Object.keys(en);
    const values = '{ count: 3, name: "Mika", email: "a@b.c", tiers: "five tiers", questions: 300, city: "Tokyo", date: "Nov 24", n: 2 }';

    // Lingui: compiled catalogues (the build step the site uses), the runtime, one language per page.
    for (const [locale, source] of [['en', en], ['ja', ja]] as const) {
      const compiled: Record<string, unknown> = {};
      for (const [ns] of Object.entries(NAMESPACES)) {
        const part = Object.fromEntries(Object.entries(source).filter(([k]) => k.startsWith(`${ns}:`)).map(([k, v]) => [k.slice(ns.length + 1), v]));
        Object.assign(compiled, compileCatalogue(ns, part));
      }
      await writeFile(join(dir, `catalogue-${locale}.json`), JSON.stringify(compiled));
    }
    const calls = ids.map((id) => `i18n._(${JSON.stringify(id)}, values)`).join(',\n');
    await writeFile(
      join(dir, 'lingui.js'),
      `import { i18n } from ${JSON.stringify(require.resolve('@lingui/core'))};
const values = ${values};
const locale = location.pathname.startsWith('/ja') ? 'ja' : 'en';
const { default: messages } = await (locale === 'ja' ? import('./catalogue-ja.json') : import('./catalogue-en.json'));
i18n.loadAndActivate({ locale, messages });
document.body.textContent = [${calls}].join(' ');\n`,
    );
    await writeFile(
      join(dir, 'lingui-runtime.js'),
      `import { i18n } from ${JSON.stringify(require.resolve('@lingui/core'))};
const values = ${values};
const messages = JSON.parse(document.getElementById('fika:messages').textContent);
i18n.loadAndActivate({ locale: document.documentElement.lang, messages });
document.body.textContent = [${calls}].join(' ');\n`,
    );

    // Paraglide: an inlang project with the same messages, compiled by its compiler (when installed).
    let paraglide = true;
    try {
      require.resolve('@inlang/paraglide-js');
      require.resolve('@inlang/plugin-message-format');
    } catch {
      paraglide = false;
    }
    if (paraglide) {
      const project = join(dir, 'project.inlang');
      await mkdir(join(dir, 'messages'), { recursive: true });
      await mkdir(project, { recursive: true });
      for (const [locale, source] of [['en', en], ['ja', ja]] as const) {
        await writeFile(join(dir, 'messages', `${locale}.json`), JSON.stringify(Object.fromEntries(Object.entries(source).map(([k, v]) => [ident(k), toParaglide(v)]))));
      }
      await writeFile(
        join(project, 'settings.json'),
        JSON.stringify({
          baseLocale: 'en',
          locales: ['en', 'ja'],
          modules: [require.resolve('@inlang/plugin-message-format')],
          'plugin.inlang.messageFormat': { pathPattern: join(dir, 'messages/{locale}.json') },
        }),
      );
      const { compile } = (await import(PARAGLIDE)) as unknown as {
        compile(o: { project: string; outdir: string; strategy: string[]; emitGitIgnore?: boolean; emitPrettierIgnore?: boolean; emitReadme?: boolean }): Promise<void>;
      };
      await compile({ project, outdir: join(dir, 'paraglide'), strategy: ['globalVariable', 'baseLocale'], emitGitIgnore: false, emitPrettierIgnore: false, emitReadme: false });
      await writeFile(
        join(dir, 'paraglide.js'),
        `import * as m from './paraglide/messages.js';
  import { setLocale } from './paraglide/runtime.js';
  const values = ${values};
  setLocale(location.pathname.startsWith('/ja') ? 'ja' : 'en', { reload: false });
  document.body.textContent = [${ids.map((id) => `m.${ident(id)}(values)`).join(',\n')}].join(' ');\n`,
      );
    }

    const out: Record<string, number | string> = { messages: ids.length };
    for (const locale of ['en', 'ja'] as const) {
      out[`Lingui, ${locale} page (runtime + catalogue module) B`] = await bundle(dir, 'lingui.js', locale);
      out[`Lingui, ${locale} page (runtime; catalogue as page data) B`] = await bundle(dir, 'lingui-runtime.js', locale);
      out[`Paraglide, ${locale} page (runtime + message functions) B`] = paraglide ? await bundle(dir, 'paraglide.js', locale) : 'not installed (see bench/i18n-libraries.ts)';
    }
    return out;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
