/**
 * A deliberately small front-matter reader for our own posts: `key: value` lines between `---`
 * fences. Values may be quoted strings, booleans, or `[a, b, c]` lists. No YAML dependency in the
 * browser bundle.
 */
export type FrontMatterValue = string | boolean | string[];

export interface ParsedDocument {
  data: Record<string, FrontMatterValue>;
  body: string;
}

function unquote(value: string): string {
  const v = value.trim();
  if (v.length >= 2 && ((v.startsWith('"') && v.endsWith('"')) || (v.startsWith("'") && v.endsWith("'")))) {
    const inner = v.slice(1, -1);
    return v.startsWith('"') ? inner.replace(/\\"/g, '"') : inner.replace(/''/g, "'");
  }
  return v;
}

function parseValue(raw: string): FrontMatterValue {
  const v = raw.trim();
  if (v === 'true') return true;
  if (v === 'false') return false;
  if (v.startsWith('[') && v.endsWith(']')) {
    const inner = v.slice(1, -1).trim();
    if (!inner) return [];
    return inner.split(',').map((item) => unquote(item)).filter((item) => item.length > 0);
  }
  return unquote(v);
}

export function parseFrontMatter(source: string): ParsedDocument {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n');
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(text);
  if (!match) throw new Error('Missing front matter block');
  const data: Record<string, FrontMatterValue> = {};
  for (const line of match[1].split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    const idx = line.indexOf(':');
    if (idx <= 0) throw new Error(`Invalid front matter line: ${line}`);
    const key = line.slice(0, idx).trim();
    data[key] = parseValue(line.slice(idx + 1));
  }
  return { data, body: text.slice(match[0].length).trim() + '\n' };
}
