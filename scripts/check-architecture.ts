// `npm run lint` (after Biome): the structure rules of docs/architecture.md, checked on the import
// graph. Exits 1 and lists every violation. `checkArchitecture(root)` is what the test calls.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The owner of each table (the drizzle export of apps/server/src/db/schema): the only module whose
 * files may import it, except a named read model (a file called `*.read-model.ts`, whose header says
 * which tables it reads and why). Keep in step with docs/architecture.md.
 */
export const TABLE_OWNERS: Record<string, string> = {
  accounts: 'identity',
  auditEvents: 'audit',
  authThrottle: 'identity',
  billingStandings: 'billing',
  configurations: 'configuration',
  cordons: 'rates',
  epaVehicles: 'vehicles',
  inquiryComments: 'inquiries',
  invitations: 'enrolment',
  mileageReportingOptions: 'devices',
  mileageReports: 'mileage-reports',
  mroEvents: 'mro-events',
  mroRates: 'rates',
  notifications: 'notifications',
  participantConnections: 'connections',
  participantInquiries: 'inquiries',
  participants: 'participants',
  participantStatements: 'statements',
  paymentAttempts: 'payments',
  paymentCardAuthorizations: 'payments',
  paymentCards: 'payments',
  pilotPrograms: 'programs',
  rateLimitCounters: 'identity',
  sandboxPaymentOperations: 'integrations/payments',
  sessions: 'identity',
  statementRuns: 'statements',
  surveys: 'enrolment',
  tods: 'rates',
  tollGantries: 'rates',
  tolls: 'rates',
  transactions: 'billing',
  tripAdjustments: 'trips',
  tripBins: 'trips',
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
  imports: { spec: string; resolved: string | null; names: string[]; typeOnly: boolean }[];
}

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
    imports.push({ spec, resolved: resolve(file, spec), names: [], typeOnly: false });
  }
  return { file, imports };
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
