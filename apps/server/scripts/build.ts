import { cp, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

/**
 * `npm run build -w apps/server`: the server and @rc/domain as plain JavaScript for `node` in production.
 *
 * Each source file becomes one .js file at the same place under dist (apps/server/src/x/y.ts →
 * apps/server/dist/x/y.js; packages/domain/src → packages/domain/dist), so every path the code finds from
 * import.meta.url (the repository root, documents, data files, migrations) is the same folder depth as in
 * development. Nothing is bundled: imports stay as written, except `@rc/domain`, whose package exports its
 * TypeScript sources for the development tools; compiled files import its compiled copy by relative path.
 */

const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REPO = path.resolve(SERVER, '../..');
const DOMAIN = path.join(REPO, 'packages/domain');
const DOMAIN_ENTRY = path.join(DOMAIN, 'dist/index.js');

/** Every file under `dir` (relative paths), without tests. */
async function sources(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .filter((f) => !f.split(path.sep).includes('__tests__'));
}

/** Keeps every import external; `@rc/domain` becomes the relative path of its compiled entry. */
function keepImports(srcDir: string, outDir: string): Plugin {
  return {
    name: 'keep-imports',
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'entry-point') return undefined;
        if (args.path !== '@rc/domain') return { path: args.path, external: true };
        const from = path.dirname(path.join(outDir, path.relative(srcDir, args.importer)));
        const relative = path.relative(from, DOMAIN_ENTRY).split(path.sep).join('/');
        return { path: relative.startsWith('.') ? relative : `./${relative}`, external: true };
      });
    },
  };
}

async function compile(root: string): Promise<number> {
  const srcDir = path.join(root, 'src');
  const outDir = path.join(root, 'dist');
  await rm(outDir, { recursive: true, force: true });
  const files = await sources(srcDir);
  const typescript = files.filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'));
  await build({
    entryPoints: typescript.map((f) => path.join(srcDir, f)),
    outdir: outDir,
    outbase: srcDir,
    // bundle with every import external: one output per input, with the @rc/domain rewrite above.
    bundle: true,
    plugins: [keepImports(srcDir, outDir)],
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  // Files read at run time next to the code (the SQL migrations and their journal).
  for (const asset of files.filter((f) => !f.endsWith('.ts'))) {
    await cp(path.join(srcDir, asset), path.join(outDir, asset));
  }
  return typescript.length;
}

const started = Date.now();
const domain = await compile(DOMAIN);
const server = await compile(SERVER);
console.log(
  `compiled ${domain} files to packages/domain/dist and ${server} to apps/server/dist in ${Date.now() - started} ms`,
);
