/**
 * The imports between the top-level parts run one way (docs/architecture.md, "Layers"):
 *
 *   content → domain → api / events → functions, web;  infra over all.
 *
 * A module may import its own layer and the layers below it, never one above or beside it: the
 * domain only `content/` and libraries; the contract (`api/`) and the events (`events/`) only the
 * domain and `content/`; the web never `functions/` or `infra/`; a web feature never the shell
 * (`web/src/app`). The functions and infra are the top: they have no rule but the one on circles;
 * `infra/lambdas.ts`, which imports nothing, is read by the functions and the event catalogue.
 * And no two files import each other, directly or through others (no circle).
 *
 * Every `import … from`, `export … from`, `import('…')` (in code or in a type) and `require('…')` of
 * every .ts/.tsx file under those folders counts, type-only imports included, for the layers and
 * for circles alike. A type-only import is erased before the code runs, but it is a dependency all
 * the same: a type the web borrows from a server folder is a shared rule in the wrong place, and
 * two modules that name each other's types cannot be understood, changed or moved one at a time.
 * What two modules of a circle share belongs in a third, below both.
 */
import { describe, it, expect } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import ts from 'typescript';
import { REPO_ROOT as root } from '../../support/git-grep';

const SOURCE_DIRS = ['content', 'domain', 'api', 'events', 'functions', 'web/src', 'infra'];

type Import = { spec: string; target: string | null; typeOnly: boolean; line: number };

function sourceFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...SOURCE_DIRS], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts') && existsSync(join(root, f)));
}

/** A specifier as a repository path (`web/src/lib/x.ts`), or null for a package. */
function resolveSpec(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = spec.slice(2);
  else if (spec.startsWith('.')) base = posix.normalize(posix.join(posix.dirname(from), spec));
  else return null;
  base = base.replace(/\?.*$/, '');
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  if (/\.js$/.test(base)) candidates.push(base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'));
  for (const c of candidates) {
    const abs = join(root, c);
    if (existsSync(abs) && statSync(abs).isFile()) return c;
  }
  return base; // a non-code asset (.css, .json, …) or a missing file: kept for the layer rules
}

function importsOf(file: string): Import[] {
  const text = readFileSync(join(root, file), 'utf8');
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: Import[] = [];
  const add = (node: ts.Node, spec: string, typeOnly: boolean) =>
    out.push({ spec, target: resolveSpec(file, spec), typeOnly, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1 });
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        !!clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            !!clause.namedBindings &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((e) => e.isTypeOnly)));
      add(node, node.moduleSpecifier.text, typeOnly);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const typeOnly =
        node.isTypeOnly ||
        (!!node.exportClause && ts.isNamedExports(node.exportClause) && node.exportClause.elements.length > 0 && node.exportClause.elements.every((e) => e.isTypeOnly));
      add(node, node.moduleSpecifier.text, typeOnly);
    } else if (ts.isCallExpression(node) && node.arguments.length === 1 && ts.isStringLiteralLike(node.arguments[0])) {
      const callee = node.expression;
      if (callee.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(callee) && callee.text === 'require')) add(node, node.arguments[0].text, false);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      add(node, node.argument.literal.text, true); // `typeof import('…')` in a type
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/** The layer of a repository path, as used by the rules below. */
function layerOf(path: string): string {
  if (path.startsWith('web/src/app/')) return 'web/src/app';
  if (path.startsWith('web/src/features/')) return 'web/src/features';
  if (path.startsWith('web/')) return 'web';
  return path.split('/')[0];
}

/** What each layer must not import (besides packages, it may import everything else listed in SOURCE_DIRS). */
const FORBIDDEN: Record<string, string[]> = {
  content: ['domain', 'api', 'events', 'functions', 'web', 'web/src/app', 'web/src/features', 'infra'],
  domain: ['api', 'events', 'functions', 'web', 'web/src/app', 'web/src/features', 'infra'],
  api: ['events', 'functions', 'web', 'web/src/app', 'web/src/features', 'infra'],
  events: ['api', 'functions', 'web', 'web/src/app', 'web/src/features', 'infra'],
  functions: [],
  web: ['functions', 'infra'],
  'web/src/app': ['functions', 'infra'],
  'web/src/features': ['functions', 'infra', 'web/src/app'],
  infra: [],
};

/** Where what was imported belongs instead, by the layer it was wrongly imported from. */
const HINT: Record<string, string> = {
  functions: 'a rule the browser or a contract shares with the server goes in domain/',
  'web/src/app': 'what a feature needs of the shell goes in web/src/lib or web/src/components',
};

/**
 * The list of Lambdas declares names every server side shares (a consumer's name, a group's) and
 * imports nothing, so the functions and the event catalogue may read it (the test that keeps it so is below).
 */
const LAMBDA_LIST = 'infra/lambdas.ts';

/** Packages only the server may load: none of them belongs in a module the browser runs. */
const SERVER_ONLY_PACKAGES = /^(node:|@aws-sdk\/|stripe$|sharp$|aws-cdk-lib|constructs$)/;

const files = sourceFiles();
const graph = new Map(files.map((f) => [f, importsOf(f)]));

function layerViolations(): string[] {
  const out: string[] = [];
  for (const [file, imports] of graph) {
    const layer = layerOf(file);
    for (const imp of imports) {
      if (imp.target === null) {
        if (layer === 'domain' && SERVER_ONLY_PACKAGES.test(imp.spec) && !imp.typeOnly)
          out.push(`${file}:${imp.line} imports '${imp.spec}': the domain runs in the browser too, so it loads no server-only package`);
        continue;
      }
      const to = layerOf(imp.target);
      if (imp.target === LAMBDA_LIST && layer !== 'web' && !layer.startsWith('web/')) continue;
      if (FORBIDDEN[layer]?.includes(to))
        out.push(`${file}:${imp.line} imports '${imp.spec}' (${imp.target}): ${layer}/ must not import ${to}/${HINT[to] ? ` (${HINT[to]})` : ''}`);
    }
  }
  return out;
}

/** Tarjan's strongly connected components over the imports between source files. */
function circles(): string[][] {
  const edges = new Map<string, string[]>();
  for (const [file, imports] of graph)
    edges.set(file, [...new Set(imports.filter((i) => i.target !== null && graph.has(i.target)).map((i) => i.target!))]);
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const sccs: string[][] = [];
  const strong = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v)!) {
      if (!idx.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1 || edges.get(v)!.includes(v)) sccs.push(scc.sort());
    }
  };
  for (const f of edges.keys()) if (!idx.has(f)) strong(f);
  return sccs;
}

/** One path around a circle, each step the file and line of the import that leads on: "a.ts:3 → b.ts:7 → a.ts". */
function describeCircle(scc: string[]): string {
  const members = new Set(scc);
  const start = scc[0];
  const prev = new Map<string, { from: string; line: number }>();
  const queue = [start];
  while (queue.length) {
    const v = queue.shift()!;
    for (const imp of graph.get(v)!) {
      const w = imp.target;
      if (!w || !members.has(w)) continue;
      if (w === start) {
        const steps = [`${v}:${imp.line} → ${start}`];
        for (let at = v; at !== start; ) {
          const p = prev.get(at)!;
          steps.unshift(`${p.from}:${p.line} → `);
          at = p.from;
        }
        const rest = scc.length > steps.length ? ` (${scc.length} files in all: ${scc.join(', ')})` : '';
        return `circle: ${steps.join('')}${rest}`;
      }
      if (w !== start && !prev.has(w)) {
        prev.set(w, { from: v, line: imp.line });
        queue.push(w);
      }
    }
  }
  return `circle: ${scc.join(' ↔ ')}`;
}

describe('imports run one way (docs/architecture.md, "Layers")', () => {
  it('reads the imports of every source file', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(graph.get('web/src/main.tsx')!.length).toBeGreaterThan(0);
  });

  it('keeps the list of Lambdas free of imports, so every server side may read it', () => {
    expect(graph.get(LAMBDA_LIST)!.map((i) => `${LAMBDA_LIST}:${i.line} imports '${i.spec}'`)).toEqual([]);
  });

  it('imports no layer above or beside its own', () => {
    const found = layerViolations();
    expect(found).toEqual([]);
  });

  it('has no circle of files', () => {
    expect(circles().map(describeCircle)).toEqual([]);
  });
});

