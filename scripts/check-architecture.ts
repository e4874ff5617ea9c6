// `npm run lint` (after Biome): the structure rules of docs/architecture.md, checked on the import
// graph and on the tables named in raw SQL. Exits 1 and lists every violation. `checkArchitecture(root)`
// is what the test calls.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The owner of each table (the drizzle export of apps/server/src/db/schema): the only module whose
 * files may import it, except a named read model (a file called `*.read-model.ts`, whose header says
 * which tables it reads and why). Raw SQL counts too: a table named in a `sql` template (by its SQL
 * name, `trip_segments` for tripSegments) is read or written like an import, and only the owner
 * writes it, read models included. Keep in step with docs/architecture.md.
 */
export const TABLE_OWNERS: Record<string, string> = {
  accountErasureRuns: 'account-erasure',
  accountErasures: 'account-erasure',
  accounts: 'identity',
  auditEvents: 'audit',
  authThrottle: 'identity',
  billingStandings: 'billing',
  configurations: 'configuration',
  cordons: 'rates',
  dataExports: 'privacy',
  epaVehicles: 'vehicles',
  inquiryComments: 'inquiries',
  invitations: 'enrolment',
  locationRetentionRuns: 'location-retention',
  locationRetentionTrips: 'location-retention',
  mileageReportingOptions: 'devices',
  mileageReports: 'mileage-reports',
  mroDeviceImportErrors: 'devices',
  mroDeviceImports: 'devices',
  mroEvents: 'mro-events',
  mroRates: 'rates',
  notifications: 'notifications',
  participantConnections: 'connections',
  participantInquiries: 'inquiries',
  participants: 'participants',
  participantStatements: 'statements',
  participantTotals: 'trips',
  paymentAttempts: 'payments',
  paymentCardAuthorizations: 'payments',
  paymentCards: 'payments',
  pilotPrograms: 'programs',
  rateLimitCounters: 'identity',
  reportRuns: 'reports',
  sandboxPaymentOperations: 'integrations/payments',
  sessions: 'identity',
  statementRuns: 'statements',
  surveys: 'enrolment',
  tods: 'rates',
  tollGantries: 'rates',
  tolls: 'rates',
  transactions: 'billing',
  tripAdjustments: 'trips',
  tripTracks: 'trips',
  trips: 'trips',
  tripSegments: 'trips',
  users: 'identity',
  vehicles: 'vehicles',
  verifications: 'identity',
  webhookEvents: 'webhooks',
  webhookSources: 'webhooks',
};

interface SourceFile {
  file: string;
  imports: { spec: string; resolved: string | null; names: string[]; typeOnly: boolean; dynamic?: boolean }[];
  /** Tables named in raw SQL (`sql` template literals and `sql.raw` strings), by their SQL name. */
  sqlTables: { table: string; writes: boolean }[];
}

/** The SQL name of a drizzle table export (`tripSegments` → `trip_segments`): TABLE_OWNERS by SQL name. */
const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const TABLE_BY_SQL_NAME = new Map(Object.keys(TABLE_OWNERS).map((key) => [snakeCase(key), key]));

const IMPORT = /(?:^|\n)\s*(import|export)\s+(type\s+)?([\s\S]*?)\s+from\s+['"]([^'"]+)['"]/g;
const SIDE_EFFECT_IMPORT = /(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g;
const DYNAMIC_IMPORT = /import\(\s*['"]([^'"]+)['"]\s*\)/g;

function walk(dir: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (/\.(ts|tsx)$/.test(entry) && !entry.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/**
 * The staff console's web code: its features, its shared pieces, its generated documents and its app part.
 * Participant code reaches it only through a lazy import of the one entry, app/StaffConsole.ts.
 */
const STAFF_WEB =
  /^(features\/staff-[^/]+|components\/staff|lib\/staff|gql\/staff|app\/staff)\/|^app\/StaffConsole\.tsx?$/;
const STAFF_ENTRY = /^app\/StaffConsole\.tsx?$/;

/** Web folders below the features: shared by all of them, so they import no feature and not the app. */
const LOWER_LAYERS = new Set(['components', 'lib', 'i18n', 'gql']);

const isTest = (file: string) => /(^|\/)__tests__\//.test(file) || /\.test\.tsx?$/.test(file);

function resolve(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec);
  const stem = base.replace(/\.(js|jsx|ts|tsx)$/, '');
  for (const candidate of [`${stem}.ts`, `${stem}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

function parse(file: string): SourceFile {
  const text = readFileSync(file, 'utf8');
  const imports: SourceFile['imports'] = [];
  for (const m of text.matchAll(IMPORT)) {
    const clause = m[3] ?? '';
    const spec = m[4] ?? '';
    const typeOnly = Boolean(m[2]);
    const braced = clause.match(/\{([\s\S]*)\}/)?.[1] ?? '';
    const names = braced
      .split(',')
      .map((n) => n.trim())
      .filter((n) => n && !n.startsWith('type '))
      .map((n) => n.split(/\s+as\s+/)[0]?.trim() ?? '');
    imports.push({ spec, resolved: resolve(file, spec), names: typeOnly ? [] : names, typeOnly });
  }
  for (const m of text.matchAll(SIDE_EFFECT_IMPORT)) {
    const spec = m[1] ?? '';
    imports.push({ spec, resolved: resolve(file, spec), names: [], typeOnly: false });
  }
  for (const m of text.matchAll(DYNAMIC_IMPORT)) {
    const spec = m[1] ?? '';
    imports.push({ spec, resolved: resolve(file, spec), names: [], typeOnly: false, dynamic: true });
  }
  return { file, imports, sqlTables: sqlTables(text) };
}

// ---- raw SQL ----

/** Skips a quoted string or template literal starting at `i` (its opening quote); returns the index after it. */
function skipQuoted(text: string, i: number): number {
  const quote = text[i];
  let j = i + 1;
  while (j < text.length && text[j] !== quote) {
    if (text[j] === '\\') j += 2;
    else if (quote === '`' && text.startsWith('${', j)) j = skipExpression(text, j + 2);
    else j += 1;
  }
  return j + 1;
}

/** Skips a `${…}` expression whose body starts at `i`; returns the index after its closing brace. */
function skipExpression(text: string, i: number): number {
  let depth = 1;
  let j = i;
  while (j < text.length) {
    const c = text[j];
    if (c === '`' || c === "'" || c === '"') {
      j = skipQuoted(text, j);
      continue;
    }
    if (c === '{') depth += 1;
    else if (c === '}' && --depth === 0) return j + 1;
    j += 1;
  }
  return j;
}

/**
 * The literal text of the string or template starting at `i` (its opening quote), interpolations
 * replaced by a placeholder (a nested `sql` template is found on its own).
 */
function literalText(text: string, i: number): string {
  const quote = text[i];
  let out = '';
  let j = i + 1;
  while (j < text.length && text[j] !== quote) {
    if (text[j] === '\\') {
      out += text.slice(j, j + 2);
      j += 2;
    } else if (quote === '`' && text.startsWith('${', j)) {
      out += ' ? ';
      j = skipExpression(text, j + 2);
    } else {
      out += text[j];
      j += 1;
    }
  }
  return out;
}

const SQL_LITERAL = /\bsql\s*`|\bsql\.raw\(\s*[`'"]/g;
/** Words after which a name is a table: FROM, JOIN, INTO, UPDATE (and DELETE FROM, INSERT INTO, TRUNCATE). */
const TABLE_POSITION = new Set(['from', 'join', 'into', 'update', 'truncate', 'using']);
const WRITE_POSITION = new Set(['into', 'update', 'truncate']);
/** Words that end a FROM item (so they are no alias). */
const CLAUSE_WORDS = new Set([
  'where',
  'group',
  'order',
  'limit',
  'offset',
  'having',
  'window',
  'union',
  'except',
  'intersect',
  'returning',
  'on',
  'using',
  'join',
  'inner',
  'left',
  'right',
  'full',
  'cross',
  'natural',
  'lateral',
  'set',
  'for',
  'with',
  'select',
  'values',
  'default',
  'do',
  'when',
  'then',
  'else',
  'end',
  'and',
  'or',
]);

/**
 * Tables named in the raw SQL of a file: every name in a FROM list (commas included) or a USING list,
 * after JOIN, and the target of INSERT INTO, UPDATE, DELETE FROM and TRUNCATE. SQL strings and
 * comments are ignored; columns that share a table's name (`v.trips`) are not tables, since only those
 * positions count.
 */
function sqlTables(text: string): SourceFile['sqlTables'] {
  const found: SourceFile['sqlTables'] = [];
  for (const m of text.matchAll(SQL_LITERAL)) {
    const start = (m.index ?? 0) + m[0].length - 1;
    const query = literalText(text, start)
      .replace(/--[^\n]*/g, ' ')
      .replace(/'(?:[^']|'')*'/g, ' ? ')
      .toLowerCase();
    const tokens = query.match(/"[^"]+"|[a-z_][a-z0-9_$]*|[(),.;?]/g) ?? [];
    const name = (t: string | undefined) => (t ? t.replace(/^"|"$/g, '') : '');
    /** The index after the parenthesised group opening at `p` (or `p` when none opens there). */
    const skipParens = (p: number) => {
      if (tokens[p] !== '(') return p;
      let depth = 0;
      for (let q = p; q < tokens.length; q++) {
        if (tokens[q] === '(') depth += 1;
        else if (tokens[q] === ')' && --depth === 0) return q + 1;
      }
      return tokens.length;
    };
    for (let k = 0; k < tokens.length; k++) {
      const keyword = tokens[k] ?? '';
      if (!TABLE_POSITION.has(keyword)) continue;
      // `is distinct from x`, `extract(epoch from x)`: not a table.
      if (keyword === 'from' && (tokens[k - 1] === 'distinct' || tokens[k - 1] === 'epoch')) continue;
      // `for update of x`, `for no key update`: a row lock, not a write.
      if (keyword === 'update' && (tokens[k - 1] === 'for' || tokens[k - 1] === 'key')) continue;
      const writes = WRITE_POSITION.has(keyword) || (keyword === 'from' && tokens[k - 1] === 'delete');
      let p = k + 1;
      while (p < tokens.length) {
        if (tokens[p] === 'only' || tokens[p] === 'lateral') p += 1;
        if (tokens[p] === '(') {
          p = skipParens(p); // a subquery (its own FROM is read where it stands)
        } else {
          let table = name(tokens[p]);
          if (tokens[p + 1] === '.') {
            p += 2;
            table = name(tokens[p]);
          }
          // `from unnest(…)` is a function; `insert into t (…)` is a table and its columns.
          if (TABLE_BY_SQL_NAME.has(table) && (keyword === 'into' || tokens[p + 1] !== '(')) {
            found.push({ table, writes });
          }
          p = keyword === 'into' ? p + 1 : skipParens(p + 1);
          if (tokens[p] === 'with' && tokens[p + 1] === 'ordinality') p += 2;
        }
        // FROM a x, b, f(…) as v(c, d): the next item of the list, after an optional alias.
        if (keyword !== 'from' && keyword !== 'using') break;
        if (tokens[p] === 'as') p += 1;
        if (/^[a-z_"]/.test(tokens[p] ?? '') && !CLAUSE_WORDS.has(tokens[p] ?? '')) p = skipParens(p + 1);
        if (tokens[p] !== ',') break;
        p += 1;
      }
    }
  }
  return found;
}

/** Import cycles among the files, type-only imports included (a cycle of types is a tangle too). */
function cycles(files: SourceFile[], rel: (f: string) => string): string[] {
  const graph = new Map(
    files.map((f) => [f.file, f.imports.filter((i) => i.resolved).map((i) => i.resolved as string)]),
  );
  const found: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      const s = state.get(next);
      if (s === 'open') {
        const loop = stack.slice(stack.indexOf(next)).concat(next);
        found.push(`import cycle: ${loop.map(rel).join(' → ')}`);
      } else if (!s) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return found;
}

/** The violations of the structure rules in the repository at `root` (empty: all is well). */
export function checkArchitecture(root: string): string[] {
  const rel = (f: string) => path.relative(root, f);
  const problems: string[] = [];

  // ---- server ----
  const serverSrc = path.join(root, 'apps/server/src');
  const server = walk(serverSrc)
    .filter((f) => !isTest(f))
    .map(parse);
  const schemaDir = path.join(serverSrc, 'db/schema');
  const areaOf = (file: string): string | null => {
    const r = path.relative(serverSrc, file).split(path.sep);
    if (r[0] === 'modules' && r.length > 2) return r[1] ?? null;
    if (r[0] === 'integrations' && r.length > 2) return `integrations/${r[1]}`;
    return null;
  };
  for (const source of server) {
    const area = areaOf(source.file);
    const readModel = source.file.endsWith('.read-model.ts');
    for (const imp of source.imports) {
      if (!imp.resolved) continue;
      const target = areaOf(imp.resolved);
      // Another module's repository (or read model) is its own business: go through its service.
      if (area && target && target !== area && /\.(repository|read-model)\.ts$/.test(imp.resolved) && !imp.typeOnly) {
        problems.push(`${rel(source.file)} imports another module's repository ${rel(imp.resolved)}`);
      }
      // Tables: only their owner (or a named read model) imports them.
      if (area && imp.resolved.startsWith(schemaDir + path.sep) && !readModel) {
        for (const name of imp.names) {
          const owner = TABLE_OWNERS[name];
          if (owner && owner !== area) {
            problems.push(`${rel(source.file)} imports table ${name}, owned by ${owner}`);
          }
        }
      }
    }
    // The same in raw SQL: only the owner writes a table; only the owner or a named read model reads it.
    if (area) {
      const seen = new Set<string>();
      for (const { table, writes } of source.sqlTables) {
        const owner = TABLE_OWNERS[TABLE_BY_SQL_NAME.get(table) ?? ''];
        if (!owner || owner === area || (readModel && !writes)) continue;
        const message = `${rel(source.file)} ${writes ? 'writes' : 'reads'} table ${table} in raw SQL, owned by ${owner}`;
        if (!seen.has(message)) problems.push(message);
        seen.add(message);
      }
    }
  }
  problems.push(...cycles(server, rel));

  // ---- web ----
  const webSrc = path.join(root, 'apps/web/src');
  const web = walk(webSrc)
    .filter((f) => !isTest(f))
    .map(parse);
  const layerOf = (file: string) => {
    const r = path.relative(webSrc, file).split(path.sep);
    return { layer: r[0] ?? '', feature: r[0] === 'features' ? (r[1] ?? '') : '' };
  };
  for (const source of web) {
    const from = layerOf(source.file);
    for (const imp of source.imports) {
      if (!imp.resolved?.startsWith(webSrc)) continue;
      const to = layerOf(imp.resolved);
      if (from.layer === 'features' && to.layer === 'features' && to.feature !== from.feature) {
        problems.push(`${rel(source.file)} imports another feature: ${rel(imp.resolved)}`);
      }
      // app → features → components/lib: nothing imports upwards.
      if (LOWER_LAYERS.has(from.layer) && (to.layer === 'features' || to.layer === 'app')) {
        problems.push(`${rel(source.file)} (${from.layer}) imports ${to.layer}: ${rel(imp.resolved)}`);
      }
      if (from.layer === 'features' && to.layer === 'app') {
        problems.push(`${rel(source.file)} (feature) imports app: ${rel(imp.resolved)}`);
      }
      // The staff console stays out of participant downloads: only a lazy import of its entry reaches it.
      const fromPath = path.relative(webSrc, source.file).split(path.sep).join('/');
      const toPath = path.relative(webSrc, imp.resolved).split(path.sep).join('/');
      if (!STAFF_WEB.test(fromPath) && STAFF_WEB.test(toPath) && !(imp.dynamic && STAFF_ENTRY.test(toPath))) {
        problems.push(`${rel(source.file)} imports staff console code outside its lazy entry: ${rel(imp.resolved)}`);
      }
    }
  }
  problems.push(...cycles(web, rel));
  return problems;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const problems = checkArchitecture(root);
  for (const p of problems) console.error(p);
  if (problems.length > 0) {
    console.error(`architecture: ${problems.length} violations (rules in docs/architecture.md)`);
    process.exit(1);
  }
  console.log('architecture: module boundaries, table ownership, feature isolation and no import cycles hold');
}
