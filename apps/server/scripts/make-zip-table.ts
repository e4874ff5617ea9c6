/**
 * Rebuilds data-files/zip/zip-codes.csv from the data file of the npm package `zipcodes` (BSD licence,
 * see data-files/zip/README.md). The package is not a dependency: fetch it once with `npm pack zipcodes@8.0.0`,
 * unpack it, and run
 *   node_modules/.bin/tsx apps/server/scripts/make-zip-table.ts /path/to/package/lib/codes.js [STATE ...]
 * States default to CA; pass ALL for every state.
 */

import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const [source, ...states] = process.argv.slice(2);
if (!source) throw new Error('usage: make-zip-table.ts <zipcodes/lib/codes.js> [STATE ...|ALL]');
const wanted = new Set(states.length ? states.map((s) => s.toUpperCase()) : ['CA']);
const { codes } = createRequire(import.meta.url)(path.resolve(source)) as {
  codes: Record<string, { zip: string; city: string; state: string; country: string }>;
};
const quote = (v: string) => (/[",\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);
const rows = Object.values(codes)
  .filter((c) => c.country === 'US' && /^\d{5}$/.test(c.zip) && (wanted.has('ALL') || wanted.has(c.state)))
  .sort((a, b) => a.zip.localeCompare(b.zip))
  .map((c) => [c.zip, c.city, c.state].map(quote).join(','));
const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../data-files/zip/zip-codes.csv');
writeFileSync(target, `zip,city,state\n${rows.join('\n')}\n`);
console.log(`${rows.length} rows written to ${target}`);
