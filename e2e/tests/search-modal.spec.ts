import { expect, test, type Page } from '@playwright/test';
import { openPage } from './support/page-helpers.ts';
import { watchPage } from './support/site.ts';
import {
  hits,
  modal,
  modalInput,
  openWithSlash,
  resultPages,
  search,
  searchButton,
  searchForNothing,
  queryWithNoResult,
  storageKeys,
  storedHit,
} from './support/search.ts';

// The navbar search (REQ-SEARCH-1, REQ-SEARCH-3, REQ-SEARCH-4, REQ-SEARCH-5, REQ-SEARCH-6, REQ-SEARCH-8, REQ-SEARCH-9, REQ-SEARCH-11) of the default build: the DocSearch
// modal answering from the local Pagefind index.

test.describe('keyboard', () => {
  test(
    '/ opens the modal, arrows move through the hits, Enter opens one, Escape closes',
    { tag: '@smoke' },
    async ({ page }) => {
      await openPage(page, '/glossary');
      await openWithSlash(page);
      await expect(modalInput(page)).toHaveAttribute('placeholder', 'Search docs');
      await search(page, 'integration monitor');
      await expect(hits(page).first()).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowDown');
      await expect(hits(page).nth(1)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowUp');
      await expect(hits(page).first()).toHaveAttribute('aria-selected', 'true');
      const target = (await hits(page).first().locator('a').getAttribute('href'))!;
      await page.keyboard.press('Enter');
      await expect(modal(page)).toBeHidden();
      await expect(page).toHaveURL(target);

      await openWithSlash(page);
      await page.keyboard.press('Escape');
      await expect(modal(page)).toBeHidden();
    },
  );

  test('Ctrl+K opens the modal and closes it again', async ({ page }) => {
    await openPage(page, '/ja/glossary');
    await page.keyboard.press('Control+k');
    await expect(modalInput(page)).toBeFocused();
    await expect(modalInput(page)).toHaveAttribute('placeholder', 'ドキュメントを検索');
    await page.keyboard.press('Control+k');
    await expect(modal(page)).toBeHidden();
    await expect(searchButton(page)).toHaveAttribute('aria-keyshortcuts', 'Control+k');
  });

  test('the query is capped at 64 characters', async ({ page }) => {
    await openPage(page, '/');
    await searchButton(page).click();
    await modalInput(page).pressSequentially('x'.repeat(70));
    await expect(modalInput(page)).toHaveValue('x'.repeat(64));
  });
});

/**
 * Words of each text snippet the hits show (the ellipsis that marks a cut is
 * not a word). Titles and headings are shown whole, so only cut text counts.
 */
const snippetWords = async (page: Page) =>
  (await page.locator('.DocSearch-Hit-path, .DocSearch-Hit-title').allInnerTexts())
    .filter((text) => text.includes('…'))
    .map((text) => text.split(/\s+/).filter((w) => w && w !== '…').length);

test.describe('results', () => {
  test('at most 5 hits per section and 20 in all, matches highlighted, snippets of 10 words', async ({ page }) => {
    await openPage(page, '/');
    await openWithSlash(page);
    await search(page, 'sandbox');
    const sections = page.locator('.DocSearch-Dropdown .DocSearch-Hits');
    const sizes = await sections.evaluateAll((list) => list.map((s) => s.querySelectorAll('.DocSearch-Hit').length));
    expect(Math.max(...sizes)).toBe(5);
    expect(sizes.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(20);
    await expect(hits(page).first().locator('mark').first()).toHaveText(/^sandbox$/i);
    const words = await snippetWords(page);
    expect(Math.max(...words)).toBeGreaterThan(5);
    expect(Math.max(...words)).toBeLessThanOrEqual(10);
  });

  test('snippets are 5 words on screens up to 768 px', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await openPage(page, '/');
    await searchButton(page).click();
    await search(page, 'sandbox');
    const words = await snippetWords(page);
    expect(words.length).toBeGreaterThan(0);
    expect(Math.max(...words)).toBeLessThanOrEqual(5);
  });

  test('a Japanese query is segmented into words and finds pages in Japanese', async ({ page }) => {
    await openPage(page, '/ja/');
    await openWithSlash(page);
    // Two words written together, as Japanese is written: "data warehouse connection".
    await search(page, 'データウェアハウス接続');
    await expect.poll(() => resultPages(page)).toContain('/ja/developers/integration-guides/ads/data-warehouse');
    await expect(hits(page).first().locator('mark').first()).toBeVisible();
  });

  test('the API pages are indexed: a request field or an operation finds the Query API page', async ({ page }) => {
    await openPage(page, '/glossary');
    await openWithSlash(page);
    for (const query of ['dimensionFilters', 'campaignsReport']) {
      await search(page, query);
      await expect.poll(() => resultPages(page)).toContain('/openapi/query-api');
    }
  });

  test('no result: the query, sections to try and a way to report it', async ({ page }) => {
    await openPage(page, '/');
    await openWithSlash(page);
    // DocSearch suggests the sections of the hits it has shown (4.7 never did).
    await search(page, 'sandbox');
    const screen = await searchForNothing(page, queryWithNoResult);
    await expect(screen).toContainText(`No results for "${queryWithNoResult}"`);
    await expect(screen).toContainText('Believe this query should return results? Let us know.');
    await expect(screen.getByRole('link', { name: 'Let us know.' })).toHaveAttribute(
      'href',
      `https://www.acme.example/contact?topic=search&q=${encodeURIComponent(queryWithNoResult)}`,
    );
    await expect(screen).toContainText('Try searching for');
    await expect(screen.locator('.DocSearch-NoResults-Prefill-List button').first()).toBeVisible();
  });

  test('the index cannot be loaded: no stale hits, and the next query retries', async ({ page }) => {
    // DocSearch's autocomplete (3.9 as 4.7) resets the status after a failed
    // query, so "Unable to fetch results" does not stay up in the modal; the
    // /search page shows that message (search-page.spec.ts).
    await page.route('**/pagefind/**', (route) => route.abort());
    await openPage(page, '/');
    await openWithSlash(page);
    await searchForNothing(page, 'sandbox');
    await page.unroute('**/pagefind/**');
    await modalInput(page).fill('sandboxes');
    await expect(hits(page).first()).toBeVisible();
  });
});

test.describe('recent searches and favourites', () => {
  test('a chosen hit becomes a recent search, can be made a favourite, and both survive a reload', async ({ page }) => {
    await openPage(page, '/');
    await openWithSlash(page);
    await search(page, 'glossary');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/glossary');
    await page.reload();

    await openWithSlash(page);
    const recent = page.locator('.DocSearch-Dropdown .DocSearch-Hit');
    await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Recent');
    await expect(recent.first()).toContainText('Glossary');
    await recent.first().hover();
    await recent.first().getByTitle('Save this search').click();
    await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Favorite');
    await page.reload();

    await openWithSlash(page);
    await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Favorite');
    await expect(recent.first()).toContainText('Glossary');
    const stored = await page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? '[]') as unknown[],
      storageKeys.favorite,
    );
    expect(stored).toHaveLength(1);
  });

  test('7 recent searches are shown, 4 when favourites exist, and at most 10 favourites', async ({ page }) => {
    await openPage(page, '/');
    const seed = (recent: number, favorite: number) =>
      page.evaluate(
        ({ keys, recentHits, favoriteHits }) => {
          localStorage.setItem(keys.recent, JSON.stringify(recentHits));
          localStorage.setItem(keys.favorite, JSON.stringify(favoriteHits));
        },
        {
          keys: storageKeys,
          recentHits: Array.from({ length: recent }, (_, i) => storedHit(i)),
          favoriteHits: Array.from({ length: favorite }, (_, i) => storedHit(100 + i)),
        },
      );
    const shown = (title: string) =>
      page
        .locator('.DocSearch-Hits', { has: page.locator('.DocSearch-Hit-source', { hasText: title }) })
        .locator('.DocSearch-Hit');

    await seed(9, 0);
    await page.reload();
    await openWithSlash(page);
    await expect(shown('Recent')).toHaveCount(7);
    await page.keyboard.press('Escape');

    await seed(9, 12);
    await page.reload();
    await openWithSlash(page);
    await expect(shown('Recent')).toHaveCount(4);
    await expect(shown('Favorite')).toHaveCount(10);
  });
});

test.describe('offline and lazy', () => {
  test('search code and index load only when search is first used, from this site only', async ({ page }) => {
    const problems = watchPage(page);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    const response = await page.goto('/developers/integration-guides/overview');
    // No preconnect or DNS prefetch to another host in the served page, nor after hydration.
    const html = (await response?.text()) ?? '';
    expect(html).not.toMatch(/<link[^>]+rel="?(preconnect|dns-prefetch)/);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.locator('link[rel=preconnect], link[rel=dns-prefetch]')).toHaveCount(0);
    expect(requests.filter((path) => path.includes('/pagefind/'))).toEqual([]);

    // The main bundle holds the search button, not the search.
    const mainScript = requests.find((path) => /\/assets\/js\/main\.[0-9a-f]+\.js$/.test(path))!;
    const main = await (await page.request.get(mainScript)).text();
    expect(main).not.toContain('DocSearch-Dropdown');
    expect(main).not.toContain('excerptLength');

    await openWithSlash(page);
    await search(page, 'conversions');
    await expect(hits(page).first()).toBeVisible();
    expect(requests).toContain('/pagefind/pagefind.js');
    expect(requests.some((path) => path.startsWith('/pagefind/index/'))).toBe(true);
    expect(problems.foreignRequests).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });
});
