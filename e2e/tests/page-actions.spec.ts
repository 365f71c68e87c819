import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe.ts';
import { waitForHydration } from './support/page-helpers.ts';

// The page-actions menu of doc and API pages (issue #27): copy the page as
// Markdown, view its twin, open it in ChatGPT or Claude by a plain link naming
// the twin; by keyboard, translated, and axe-clean in both colour modes.

const siteUrl = 'https://docs.acme.example';
const pages = [
  {
    path: '/developers/integration-guides/data-and-security/hashing',
    twin: '/developers/integration-guides/data-and-security/hashing.md',
  },
  { path: '/openapi/query-api', twin: '/openapi/query-api.md' },
  { path: '/ja/glossary', twin: '/ja/glossary.md' },
];

const menu = (page: Page) =>
  page.locator('details:has(> summary)').filter({ has: page.locator('a[type="text/markdown"]') });

for (const { path, twin } of pages) {
  test(`${path}: the menu views, copies and hands the twin's URL to the assistants`, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(path);
    await waitForHydration(page);
    const actions = menu(page);
    await expect(actions).toHaveCount(1);
    const items = actions.locator('li > a, li > button');
    await expect(items.first()).toBeHidden();
    await actions.locator('summary').click();
    await expect(items).toHaveCount(4);

    // The assistants' links carry a prompt naming the twin, and nothing else of the page.
    for (const [name, origin] of [
      [/ChatGPT/, 'https://chatgpt.com'],
      [/Claude/, 'https://claude.ai'],
    ] as const) {
      const href = await actions.getByRole('link', { name }).getAttribute('href');
      const url = new URL(href!);
      expect(url.origin).toBe(origin);
      expect(url.searchParams.get('q')).toContain(siteUrl + twin);
    }

    const copy = actions.locator('li > button');
    await copy.click();
    await expect(actions.getByRole('status')).not.toBeEmpty();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const served = await (await page.request.get(twin)).text();
    expect(copied).toBe(served);
    expect(copied).toMatch(/^# /m);

    const view = actions.locator(`a[href="${twin}"]`);
    await view.click();
    await expect(page).toHaveURL(new RegExp(`${twin.replace(/[.]/g, '\\.')}$`));
  });
}

test('the menu is translated', async ({ page }) => {
  await page.goto('/fr/glossary');
  await expect(menu(page).locator('summary')).toHaveText('Actions de la page');
  await page.goto('/ja/glossary');
  await expect(menu(page).locator('summary')).toHaveText('ページの操作');
});

test('the menu works by keyboard alone: open, move, close with Escape', async ({ page }) => {
  await page.goto('/glossary');
  await waitForHydration(page);
  const summary = menu(page).locator('summary');
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(menu(page)).toHaveAttribute('open', '');
  await page.keyboard.press('Tab');
  await expect(menu(page).locator('li > button')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu(page).locator('a[type="text/markdown"]')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu(page)).not.toHaveAttribute('open', '');
  await expect(summary).toBeFocused();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`${colorScheme} mode: axe finds nothing on pages with the menu open`, async ({ browser }) => {
    const context = await browser.newContext({ colorScheme });
    const page = await context.newPage();
    for (const { path } of pages) {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      await menu(page).locator('summary').click();
      expect(await axeViolations(page), path).toEqual([]);
    }
    await context.close();
  });
}
