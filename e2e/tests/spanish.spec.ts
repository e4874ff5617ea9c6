import { expect, type Page, test } from '@playwright/test';
import { GLOSSARY, PROGRAM_NAME } from '@rc/domain';
import { DEMO, gql, signInAs, usernameOf } from './account';

/**
 * Spanish everywhere (issue 18, point 6): every participant page, in Spanish, is crawled for the
 * English names of the product's terms (the glossary of packages/domain/src/glossary.ts). A text the
 * catalogues forgot, or a sentence the server wrote in English, shows up here as an English term on a
 * Spanish page. The language is the browser's choice (localStorage), so no account changes.
 */

/** The account tabs each demo participant has (their reporting option decides; see ACCOUNT_TABS). */
const TABS: Record<'driver' | 'manual' | 'ev' | 'toll', string[]> = {
  driver: ['Dashboard', 'My Info', 'Vehicles', 'Trips', 'Reporting Devices', 'Statements', 'Inquiries'],
  manual: ['Create Mileage Report', 'Mileage Reports', 'Statements'],
  ev: ['Connections', 'Mileage Reports'],
  // Toll fees on trips and statements.
  toll: ['Trips', 'Statements'],
};
const PAGES = ['/dashboard', '/support', '/q+and+a', '/privacy-centre'];

/** The English glossary terms found in the page's visible text, each with a little of its context. */
async function englishTerms(page: Page, email: string): Promise<string[]> {
  // The programme's name is a proper name, and the e-mail address the participant's own: not translated.
  const text = (await page.locator('body').innerText()).replaceAll(PROGRAM_NAME, '').replaceAll(email, '');
  const found: string[] = [];
  for (const term of GLOSSARY) {
    const pattern = new RegExp(term.en.source, 'gi');
    for (const match of text.matchAll(pattern)) {
      const at = match.index ?? 0;
      found.push(`"${match[0]}" in …${text.slice(Math.max(0, at - 40), at + 40).replace(/\s+/g, ' ')}…`);
    }
  }
  return found;
}

/** Opens a page in Spanish and waits until it has loaded (no spinner left). */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 20_000 });
  await page.waitForLoadState('networkidle');
}

/** Signs in (the sign-in page in English), then chooses Spanish in the browser for every later page. */
async function signInInSpanish(page: Page, who: keyof typeof TABS): Promise<void> {
  await signInAs(page, DEMO[who]);
  await page.evaluate(() => localStorage.setItem('language', 'es'));
}

/** Every page of the signed-in participant: the English terms found, by page (none: {}). */
async function crawl(page: Page, who: keyof typeof TABS, extra: string[] = []): Promise<Record<string, string[]>> {
  const urls = [...PAGES, ...TABS[who].map((tab) => `/my-account?tab=${encodeURIComponent(tab)}`), ...extra];
  const findings: Record<string, string[]> = {};
  for (const url of urls) {
    await open(page, url);
    const terms = await englishTerms(page, DEMO[who]);
    if (terms.length > 0) findings[url] = terms;
  }
  return findings;
}

test('driver@ reads every page in Spanish without an English product term', async ({ page }) => {
  test.setTimeout(180_000);
  await signInInSpanish(page, 'driver');
  const username = await usernameOf(page.request);
  const { getTripsByUsernameByTsStart: trips } = await gql<{
    getTripsByUsernameByTsStart: { items: { id: string }[] };
  }>(page.request, 'query($u: ID!) { getTripsByUsernameByTsStart(username: $u, limit: 1) { items { id } } }', {
    u: username,
  });
  const trip = trips.items[0];
  if (!trip) throw new Error('driver@ has no trip');
  expect(await crawl(page, 'driver', [`/trip/${trip.id}`, `/trip/${trip.id}?tab=Info`])).toEqual({});
});

test('manual@, ev@ and toll@ read their own tabs in Spanish without an English product term', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signInInSpanish(page, 'manual');
  expect(await crawl(page, 'manual')).toEqual({});
  // A browser of their own each: Spanish is the browser's choice, and sign-in reads the page in English.
  for (const who of ['ev', 'toll'] as const) {
    const context = await browser.newContext();
    try {
      const other = await context.newPage();
      await signInInSpanish(other, who);
      expect(await crawl(other, who)).toEqual({});
    } finally {
      await context.close();
    }
  }
});
