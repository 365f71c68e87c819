import { expect, test, type Page } from '@playwright/test';
import { openPage, waitForHydration } from './support/page-helpers.ts';
import { hits, modal, modalInput, openWithSlash, search, searchForNothing } from './support/search.ts';

// Issue 14: the search defects a reader found, each kept fixed.

/** A word no page holds, whose first letters ("zx") some indexed word begins with. */
const unknownWord = 'zxqvkpw';

test('a word no page holds finds nothing, in the modal and on /search; a word being typed still matches', async ({
  page,
}) => {
  await page.goto(`/search?q=${unknownWord}`);
  await waitForHydration(page);
  await expect(page.getByRole('status')).toContainText(`No results for “${unknownWord}”`);
  await expect(page.locator('main > ul > li')).toHaveCount(0);

  await openPage(page, '/');
  await openWithSlash(page);
  await searchForNothing(page, unknownWord);
  // Prefix matching stays for words that exist: "sandb" is "sandbox" being typed.
  await search(page, 'sandb');
  await expect(hits(page).first().locator('mark').first()).toHaveText(/^sandb/i);
});

test('the modal and /search count the same pages for a query', async ({ page }) => {
  await page.goto('/search?q=sandbox');
  await waitForHydration(page);
  await expect(page.getByRole('status')).toHaveText(/^\d+ documents found$/);
  const pageCount = Number((await page.getByRole('status').textContent())!.match(/\d+/)![0]);
  await openPage(page, '/');
  await openWithSlash(page);
  // Typed a key at a time, as a reader does: the count must not add up across keystrokes.
  // The modal answers each keystroke in turn ("s" finds every page), so the check waits for
  // the last answer rather than reading the first count shown.
  await modalInput(page).pressSequentially('sandbox', { delay: 60 });
  await expect(page.locator('.DocSearch-HitsFooter a')).toHaveText(new RegExp(`See all ${pageCount} results`));
});

test('hits show whole titles, never cut, and no code flattened into their snippets', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openPage(page, '/');
  await page.locator('.navbar button.DocSearch-Button').click();
  await search(page, 'maui sandbox');
  // On a 375 px screen snippets are 5 words, but this 6-word title stays whole (it was "….NET MAUI in the sandbox").
  const title = 'Testing .NET MAUI in the sandbox';
  const texts = await page.locator('.DocSearch-Hit-title, .DocSearch-Hit-path').allTextContents();
  expect(texts).toContain(title);
  expect(texts.filter((text) => text !== title && text.startsWith('…') && title.endsWith(text.slice(1)))).toEqual([]);
  // A code sample's text (a call with its brackets and semicolon) is not in any snippet.
  await search(page, 'initialize');
  const snippets = await page.locator('.DocSearch-Hit-path, .DocSearch-Hit-title').allTextContents();
  expect(snippets.filter((text) => /\w\(.*\);/.test(text))).toEqual([]);
});

/** The selected hit's background and the highlight colour, as the reader sees them. */
async function modalColours(page: Page) {
  await search(page, 'sandbox');
  return hits(page)
    .first()
    .locator('a')
    .evaluate((link) => {
      const style = getComputedStyle(link);
      const mark = link.querySelector('mark');
      return {
        selected: style.backgroundColor,
        container: getComputedStyle(document.querySelector('.DocSearch-Modal')!).backgroundColor,
        mark: mark ? getComputedStyle(mark).color : '',
      };
    });
}

test('the modal wears the brand magenta, in light and in dark mode', async ({ page }) => {
  await openPage(page, '/');
  await openWithSlash(page);
  const light = await modalColours(page);
  expect(light.selected).toBe('rgb(214, 0, 122)');
  // Not DocSearch's light grey-blue modal.
  expect(light.container).not.toBe('rgb(245, 246, 247)');
  await page.keyboard.press('Escape');
  await expect(modal(page)).toBeHidden();
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  await openWithSlash(page);
  const dark = await modalColours(page);
  // The lighter magenta of dark mode (brand.colors.magentaOnDark), not DocSearch's blue, on no navy.
  expect(dark.selected).not.toBe('rgb(84, 104, 255)');
  expect(dark.selected).toBe('rgb(255, 79, 174)');
  expect(dark.container).not.toBe('rgb(21, 23, 42)');
});

test('a concept finds the page that defines it first', async ({ page }) => {
  await openPage(page, '/');
  await openWithSlash(page);
  for (const concept of ['attribution window', 'click-through acquisition']) {
    await search(page, concept);
    await expect(page.locator('.DocSearch-Dropdown .DocSearch-Hit a').first()).toHaveAttribute('href', /^\/glossary/);
  }
});

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 412, height: 823 },
]) {
  test(`/search does not shift its layout when results arrive (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.addInitScript(() => {
      (window as unknown as { shift: number }).shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) (window as unknown as { shift: number }).shift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/search?q=sandbox');
    await waitForHydration(page);
    await expect(page.locator('main > ul > li')).toHaveCount(10);
    await expect(page.getByRole('button', { name: 'More results' })).toBeVisible();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBe(0);
  });
}
