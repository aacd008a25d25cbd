/**
 * Each entity is owned by one module: its store is the only code that builds its keys (and so the
 * only code that writes its DynamoDB expressions); other modules call the store's functions. And
 * every key prefix of the single table is spelled in functions/lib/keys.ts alone.
 *
 * The table below is the data: entity -> store module -> the key builders of functions/lib/keys.ts
 * that only that store may call.
 */
import { describe, it, expect } from 'vitest';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { keys } from '../../../functions/lib/keys';

const root = resolve(import.meta.dirname, '../../..');
const KEYS_FILE = 'functions/lib/keys.ts';
/** Where application code lives: no key prefix may be spelled out here, outside keys.ts. */
const SCANNED = ['functions', 'domain', 'infra'];

const OWNERS: { entity: string; store: string; builders: (keyof typeof keys)[] }[] = [
  {
    entity: 'reservations (and their occurrence counters)',
    store: 'functions/reservations/store.ts',
    builders: ['eventCounter', 'reservation', 'occurrenceReservations', 'reservationsByEmail', 'reservationsOfEmail', 'waitlist', 'occurrenceMessage', 'occurrenceMessages', 'occurrenceMessageGate', 'occurrenceFigures',
      // issue 28: the state index and the backfill's marker
      'heldPlaces', 'datePlace', 'dateNoShow', 'datePlaces'],
  },
  { entity: 'one-off data migrations', store: 'functions/lib/migration-marks.ts', builders: ['migration'] },
  { entity: 'hold ledgers', store: 'functions/reservations/hold-limits.ts', builders: ['holdLedger'] },
  { entity: 'series registrations', store: 'functions/reservations/series-store.ts', builders: ['series', 'seriesOf', 'seriesByStatus', 'seriesDue'] },
  { entity: 'signups', store: 'functions/lib/mail/signups.ts', builders: ['signup', 'signupsByStatus',
    // issue 29: the weekly digest's readers per city
    'digestReader', 'digestReaders'] },
  { entity: 'weekly digest marks (per address and week, per week)', store: 'functions/jobs/digest.ts', builders: ['digestSent', 'digestRun'] },
  // issue 29: stay in touch after a date (the invitation due index, the date's list)
  { entity: 'stay-in-touch items', store: 'functions/stay-in-touch/store.ts', builders: ['touch', 'touchesOf', 'touchList', 'touchDue', 'touchDueAll'] },
  { entity: 'subscriptions', store: 'functions/billing/store.ts', builders: ['subscription', 'subscriptionsIndex', 'subscriptionsOfInterval', 'subscriptionsList', 'subscriptionRef', 'subscriptionOfCustomer', 'subscriptionOfStripeId'] },
  {
    entity: 'curated sessions and participants',
    store: 'functions/curated/store.ts',
    builders: ['cfSession', 'cfSessionsByDate', 'cfParticipant', 'cfParticipantsOf', 'cfParticipationsByEmail', 'cfFeedbackOf',
      // issue 28: the session lists' indexes and figures
      'cfSessionsByStatus', 'cfSessionArea', 'cfSessionsInArea', 'cfSessionsInAreaWithStatus', 'cfSessionCounts'],
  },
  {
    entity: 'passports (and the attendances they count)',
    store: 'functions/passport/store.ts',
    builders: ['passport', 'leaderboard', 'leaderboardAll', 'attendance', 'attendancesOf', 'attendeesByEvent'],
  },
  { entity: 'error reports (groups and their day counters)', store: 'functions/lib/error-reports/store.ts', builders: ['errorGroup', 'errorGroupsByLastSeen', 'errorGroupsAll', 'errorDay', 'errorDaysOf'] },

  { entity: 'the event catalogue', store: 'functions/lib/event-store.ts', builders: ['catalogueMeta', 'catalogueEvent', 'catalogueEvents', 'catalogueAudit', 'catalogueAuditOf', 'catalogueActivity'] },
  { entity: 'analytics counters', store: 'functions/analytics/store.ts', builders: ['analyticsDaily', 'analyticsDays', 'analyticsMonthly', 'analyticsCounted', 'analyticsShardDay', 'analyticsShard'] },
  // issue 28: counters and lists
  { entity: 'figures kept as counters', store: 'functions/lib/figures.ts', builders: ['figures', 'figuresShard', 'figuresOf'] },
  { entity: 'check-in summaries (goal accountability)', store: 'functions/member/store.ts', builders: ['checkinSummary', 'checkinMembers'] },
  // issue 28: exports as jobs
  { entity: 'admin CSV exports', store: 'functions/exports/store.ts', builders: ['adminExport', 'adminExportsAll'] },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'cdk.out' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

const parse = (file: string, text: string) => ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);

function walk(node: ts.Node, visit: (n: ts.Node) => void): void {
  visit(node);
  node.forEachChild((c) => walk(c, visit));
}

/** The literal text of a string literal or of the fixed parts of a template literal. */
function literalText(n: ts.Node): string | undefined {
  if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) return n.text;
  if (ts.isTemplateHead(n) || ts.isTemplateMiddle(n) || ts.isTemplateTail(n)) return n.text;
  return undefined;
}

/**
 * What keys.ts spells: every `NAME#` prefix in its literals, and the fixed partition values
 * (`pk: 'CF_REVENUE'`, `gsi1pk: 'CF_SESSIONS'`, `gsi2pk: 'LEADERBOARD'`, …).
 */
function keyVocabulary(): { prefixes: Set<string>; partitions: Set<string> } {
  const sf = parse(KEYS_FILE, readFileSync(join(root, KEYS_FILE), 'utf8'));
  const prefixes = new Set<string>();
  const partitions = new Set<string>();
  walk(sf, (n) => {
    const text = literalText(n);
    if (text !== undefined) for (const m of text.matchAll(/(?<![A-Za-z0-9_])[A-Z][A-Z0-9_]*#/g)) prefixes.add(m[0]);
    if (ts.isPropertyAssignment(n) && ts.isIdentifier(n.name) && /^(pk|gsi\dpk)$/.test(n.name.text) && ts.isStringLiteral(n.initializer)) partitions.add(n.initializer.text);
  });
  return { prefixes, partitions };
}

interface Finding {
  file: string;
  line: number;
  what: string;
}

/** Key prefix literals and calls of owned key builders in one source file. */
export function scan(file: string, text: string, vocabulary: ReturnType<typeof keyVocabulary>, owned: Map<string, string>): { literals: Finding[]; builders: Finding[] } {
  const sf = parse(file, text);
  const literals: Finding[] = [];
  const builders: Finding[] = [];
  const at = (n: ts.Node) => sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1;
  // The local names under which this file imports `keys` from lib/keys.
  const keysNames = new Set<string>();
  for (const st of sf.statements) {
    if (!ts.isImportDeclaration(st) || !ts.isStringLiteral(st.moduleSpecifier) || !/(^|\/)keys$/.test(st.moduleSpecifier.text)) continue;
    const named = st.importClause?.namedBindings;
    if (named && ts.isNamedImports(named)) for (const el of named.elements) if ((el.propertyName ?? el.name).text === 'keys') keysNames.add(el.name.text);
  }
  walk(sf, (n) => {
    const text = literalText(n);
    if (text !== undefined) {
      const prefix = [...vocabulary.prefixes].find((p) => text.startsWith(p));
      if (prefix) literals.push({ file, line: at(n), what: `key prefix '${prefix}'` });
      else if (ts.isStringLiteral(n) && vocabulary.partitions.has(text)) literals.push({ file, line: at(n), what: `key partition '${text}'` });
    }
    const builder = (name: string, node: ts.Node) => {
      const entity = owned.get(name);
      if (entity) builders.push({ file, line: at(node), what: `keys.${name} (${entity})` });
    };
    if (ts.isPropertyAccessExpression(n) && ts.isIdentifier(n.expression) && keysNames.has(n.expression.text)) builder(n.name.text, n);
    if (ts.isElementAccessExpression(n) && ts.isIdentifier(n.expression) && keysNames.has(n.expression.text) && ts.isStringLiteralLike(n.argumentExpression)) builder(n.argumentExpression.text, n);
    if (ts.isVariableDeclaration(n) && ts.isObjectBindingPattern(n.name) && n.initializer && ts.isIdentifier(n.initializer) && keysNames.has(n.initializer.text)) {
      for (const el of n.name.elements) builder(((el.propertyName ?? el.name) as ts.Identifier).text, el);
    }
  });
  return { literals, builders };
}

const vocabulary = keyVocabulary();
const ownerOf = (file: string) => new Map(OWNERS.filter((o) => o.store !== file).flatMap((o) => o.builders.map((b) => [b as string, `owned by ${o.store}`] as const)));
const files = SCANNED.flatMap((d) => sourceFiles(join(root, d))).map((f) => relative(root, f).split('\\').join('/'));
const results = files.filter((f) => f !== KEYS_FILE).map((f) => scan(f, readFileSync(join(root, f), 'utf8'), vocabulary, ownerOf(f)));
const show = (list: Finding[]) => list.map((f) => `${f.file}:${f.line} ${f.what}`);

describe('entity owners', () => {
  it('the table names real key builders and real store modules, each builder owned once', () => {
    const all = OWNERS.flatMap((o) => o.builders);
    for (const b of all) expect(typeof keys[b], `keys.${b}`).toBe('function');
    expect(new Set(all).size).toBe(all.length);
    for (const o of OWNERS) expect(files, o.store).toContain(o.store);
  });

  it('knows the key vocabulary of keys.ts', () => {
    for (const p of ['RSVP#', 'PART#', 'EVENT#', 'EMAIL#', 'ATTEND#', 'CF_SESSION#']) expect(vocabulary.prefixes).toContain(p);
    for (const c of ['LEADERBOARD', 'CF_SESSIONS', 'SUBSCRIPTIONS']) expect(vocabulary.partitions).toContain(c);
  });

  it('finds a prefix literal and a foreign key builder when there is one', () => {
    const sample = "import { keys as k } from '../lib/keys';\nconst a = k.reservation('e', 'd', 'x@y');\nconst b = 'RSVP#';\nconst c = `PART#${a}`;\nconst d = 'LEADERBOARD';\nconst { passport } = k;";
    const found = scan('functions/x/sample.ts', sample, vocabulary, ownerOf('functions/x/sample.ts'));
    expect(show(found.literals)).toEqual(["functions/x/sample.ts:3 key prefix 'RSVP#'", "functions/x/sample.ts:4 key prefix 'PART#'", "functions/x/sample.ts:5 key partition 'LEADERBOARD'"]);
    expect(found.builders.map((f) => f.line)).toEqual([2, 6]);
  });

  it('no key prefix is spelled outside keys.ts', () => {
    expect(show(results.flatMap((r) => r.literals))).toEqual([]);
  });

  it("only an entity's store calls its key builders", () => {
    expect(show(results.flatMap((r) => r.builders))).toEqual([]);
  });
});
