import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './support/page-helpers.ts';
import { watchPage } from './support/site.ts';
import { queryWithNoResult } from './support/search.ts';

// The /search page (REQ-ROUTES-20, REQ-SEARCH-8, REQ-SEARCH-9, REQ-SEARCH-10) of the default build, answering from the
// locale's Pagefind index.

const results = (page: Page) => page.locator('main > ul > li');
const resultTitles = (page: Page) => page.locator('main > ul > li > a');

async function openSearch(page: Page, path: string, query: string): Promise<void> {
  await page.goto(`${path}?q=${encodeURIComponent(query)}`);
  await waitForHydration(page);
}

for (const { locale, prefix, query, expected, count } of [
  {
    locale: 'en',
    prefix: '',
    query: 'integration monitor',
    expected: '/developers/integration-guides/integration-monitor',
    count: /documents found/,
  },
  {
    locale: 'ja',
    prefix: '/ja',
    query: '暗号化',
    expected: '/ja/developers/integration-guides/data-and-security/encryption',
    count: /件のドキュメントが見つかりました/,
  },
  {
    locale: 'fr',
    prefix: '/fr',
    query: 'sécurité web',
    expected: '/fr/developers/integration-guides/data-and-security/web-security',
    count: /documents trouvés/,
  },
]) {
  test(`${locale}: the URL-encoded q searches this locale's pages`, async ({ page }) => {
    const problems = watchPage(page);
    await openSearch(page, `${prefix}/search`, query);
    await expect(page.getByRole('searchbox')).toHaveValue(query);
    await expect(page.getByRole('status')).toContainText(count);
    await expect(resultTitles(page).first()).toHaveAttribute('href', expected);
    const hrefs = await page
      .getByRole('main')
      .locator('ul a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.every((href) => (prefix ? href.startsWith(`${prefix}/`) : !/^\/(ja|fr)\//.test(href)))).toBe(true);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.foreignRequests).toEqual([]);
  });
}

test('a section result links to its heading on the page', async ({ page }) => {
  await openSearch(page, '/search', 'sandbox flag');
  const section = results(page).first().locator('li a').first();
  const href = (await section.getAttribute('href'))!;
  expect(href).toMatch(/^\/developers\/[^#]+#[\w-]+$/);
  await section.click();
  await expect(page).toHaveURL(href);
  await expect(page.locator(`[id="${href.split('#')[1]}"]`)).toBeInViewport();
});

test('typing updates q; more results load on demand, ten at a time', { tag: '@smoke' }, async ({ page }) => {
  await openSearch(page, '/search', '');
  await page.getByRole('searchbox').fill('sandbox');
  await expect(page).toHaveURL('/search?q=sandbox');
  await expect(results(page)).toHaveCount(10);
  await expect(page.getByRole('status')).toContainText(/\d+ documents found/);
  await page.getByRole('button', { name: 'More results' }).click();
  await expect(results(page)).toHaveCount(20);
  await expect(results(page).first().locator('mark').first()).toHaveText(/^sandbox$/i);
});

test('no result: the query, sections to try, and a way to report it', async ({ page }) => {
  await openSearch(page, '/fr/search', queryWithNoResult);
  const status = page.getByRole('status');
  await expect(status).toContainText(`Aucun résultat pour «\u00a0${queryWithNoResult}\u00a0»`);
  await expect(status).toContainText('Essayez de chercher');
  await expect(status).toContainText(
    'Vous pensez que cette requête doit donner des résultats ? Faites-le nous savoir.',
  );
  await expect(status.getByRole('link', { name: 'Faites-le nous savoir.' })).toHaveAttribute(
    'href',
    `https://www.acme.example/contact?topic=search&q=${encodeURIComponent(queryWithNoResult)}`,
  );
  // A suggested section is a query that finds pages.
  await status.getByRole('button').first().click();
  await expect(results(page).first()).toBeVisible();
});

test('the English no-result message says the words of REQ-SEARCH-9', async ({ page }) => {
  await openSearch(page, '/search', queryWithNoResult);
  const status = page.getByRole('status');
  await expect(status).toContainText(`No results for “${queryWithNoResult}”`);
  await expect(status).toContainText('Try searching for');
  await expect(status).toContainText('Believe this query should return results? Let us know.');
});

test('a query in the address starts the search with the page; an empty search page downloads none', async ({
  page,
}) => {
  const bundleFiles: string[] = [];
  const workers: string[] = [];
  // A worker's requests are the page's in Playwright's Chromium: the budgets count them too.
  page.on('request', (request) => bundleFiles.push(new URL(request.url()).pathname));
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
  await openSearch(page, '/ja/search', '暗号化');
  await expect(resultTitles(page).first()).toBeVisible();
  // The page's head started the search worker, and the page took it over: one
  // worker, one Pagefind script, each index part and page fetched once.
  expect(workers).toEqual(['/ja/pagefind/search-worker.js']);
  expect(await page.evaluate(() => 'acmeEarlySearch' in window)).toBe(false);
  const fetched = bundleFiles.filter((file) => file.startsWith('/ja/pagefind/'));
  expect(fetched.filter((file) => file.endsWith('/pagefind.js'))).toHaveLength(1);
  expect(fetched.filter((file) => /\.pf_(index|fragment)$/.test(file)).length).toBeGreaterThan(1);
  expect(new Set(fetched).size).toBe(fetched.length);
  bundleFiles.length = 0;
  await page.goto('/search');
  await waitForHydration(page);
  expect(bundleFiles.filter((file) => file.includes('/pagefind/'))).toEqual([]);
  expect(workers).toHaveLength(1);
});

/** A link prefetch as it was added: whether the results were still loading, how many were shown, and how long since they stopped loading. */
interface PrefetchSeen {
  busy: boolean;
  shown: number;
  sinceStopped: number;
}
type PrefetchLog = { prefetchLog: { stoppedLoadingAt: number; prefetches: PrefetchSeen[] } };

test('the chunks of links are prefetched only once the results have been shown for a moment', async ({ page }) => {
  await page.addInitScript(() => {
    const log: PrefetchLog['prefetchLog'] = { stoppedLoadingAt: Number.NaN, prefetches: [] };
    (window as unknown as PrefetchLog).prefetchLog = log;
    const busy = () => document.querySelector('main [aria-busy="true"]') !== null;
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        if (mutation.type === 'attributes' && !busy()) log.stoppedLoadingAt = performance.now();
        for (const node of mutation.addedNodes) {
          if (node instanceof HTMLLinkElement && node.rel === 'prefetch') {
            log.prefetches.push({
              busy: busy(),
              shown: document.querySelectorAll('main > ul > li').length,
              sinceStopped: performance.now() - log.stoppedLoadingAt,
            });
          }
        }
      }
    }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
  });
  await openSearch(page, '/search', 'sandbox');
  await expect(resultTitles(page).first()).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as PrefetchLog).prefetchLog.prefetches.length))
    .toBeGreaterThan(0);
  const { prefetches } = await page.evaluate(() => (window as unknown as PrefetchLog).prefetchLog);
  expect(prefetches.filter((prefetch) => prefetch.busy || prefetch.shown === 0)).toEqual([]);
  // Half a second (src/plugins/prefetch-when-idle), give or take a timer's precision.
  expect(Math.min(...prefetches.map((prefetch) => prefetch.sinceStopped))).toBeGreaterThanOrEqual(450);
});

test('the index cannot be loaded: "Unable to fetch results"', async ({ page }) => {
  await page.route('**/pagefind/**', (route) => route.abort());
  await openSearch(page, '/search', 'sandbox');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Unable to fetch results');
  await expect(alert).toContainText('You might want to check your network connection.');
});

test('only the article is indexed, with its sidebar section and title', async ({ page }) => {
  await page.goto('/ja/developers/integration-guides/android/sandbox');
  const body = page.locator('[data-pagefind-body]');
  await expect(body).toHaveCount(1);
  await expect(body.locator('xpath=ancestor::article')).toHaveCount(1);
  await expect(body.locator('h1')).toHaveText('サンドボックスで Android をテストする');
  await expect(body.locator('nav, footer, aside, .theme-doc-toc-mobile, .theme-doc-breadcrumbs')).toHaveCount(0);
  await expect(body).toHaveAttribute('data-lvl0', '統合ガイド');
  await expect(body).toHaveAttribute('data-title', 'サンドボックスで Android をテストする');
  // Pages that are not docs, and unlisted docs, are not indexed.
  for (const path of ['/', '/search', '/thank-you-page-mobile']) {
    await page.goto(path);
    await expect(page.locator('[data-pagefind-body]'), path).toHaveCount(0);
  }
});
