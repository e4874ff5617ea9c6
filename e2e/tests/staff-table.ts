import { expect, type Page } from '@playwright/test';

/** A staff table, by its accessible name (the table's title). */
export function staffTable(page: Page, name: string) {
  return page.getByRole('table', { name, exact: true });
}

/** Waits until the table shows its page: no loading row and no refresh bar over the last page. */
export async function tableSettled(page: Page, name: string) {
  await expect(staffTable(page, name)).toBeVisible();
  await expect(staffTable(page, name).getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByRole('progressbar', { name: 'Refreshing' })).toHaveCount(0);
}

/**
 * Pages forward through a server-paged staff table until `shown` holds for the page on screen.
 * Each page is read only once it has settled: while a page loads, its table shows a loading row and
 * the pager has no next page yet.
 */
export async function pageUntil(page: Page, name: string, shown: () => Promise<boolean>, what: string) {
  for (;;) {
    await tableSettled(page, name);
    if (await shown()) return;
    const next = page.getByRole('button', { name: 'Go to next page' });
    if (!(await next.isEnabled())) throw new Error(`${what} is not in the ${name} table`);
    await next.click();
  }
}
