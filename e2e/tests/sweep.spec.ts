import fs from 'node:fs';
import path from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';
import { debugRoutes, docRoutes, localePrefix, locales, pageRoutes } from '../spec-routes.ts';
import { axeViolations } from './support/axe.ts';
import { buildDir, siteUrl, sitemapPaths, watchPage, type PageProblems } from './support/site.ts';

// One visit per URL checks everything a URL owes its readers: every route of
// spec §2 and every URL of the three sitemaps answers 200 with no console error,
// no request to another host and the head tags crawlers and link previews read,
// and axe finds no violation in light mode; pages whose look depends most on
// the colour mode (diagrams, tables, code) and the home pages are checked again
// in dark mode, switched in place as a reader's system setting would switch it.
// Visiting each URL once, and analysing with axe in the page itself, keeps the
// sweep within the CI's time on two cores.

const notFound = '/this-page-does-not-exist';
// Pages outside the sitemaps that readers still reach.
const unlisted = ['/search?q=sandbox', '/ja/search?q=sandbox', notFound];

const builtHtml = (urlPath: string): string => {
  const file = path.join(buildDir, decodeURIComponent(urlPath), 'index.html');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : fs.readFileSync(file.replace(/\/index\.html$/, '.html'), 'utf8');
};
/** Pages whose look depends most on the colour mode: diagrams, tables and code. */
const hasModeSensitiveContent = (urlPath: string): boolean => /class="?[^">]*acme-diagram|<table|<pre/.test(builtHtml(urlPath));

const urlsOf = (locale: (typeof locales)[number]): string[] => {
  const prefix = localePrefix(locale);
  const explicit = [...docRoutes, ...pageRoutes, ...debugRoutes].map((p) => prefix + p);
  return [...new Set([...explicit, ...sitemapPaths(locale)])].sort();
};
// The debug pages are maintainers' tools outside the sitemaps: all must answer,
// and two stand for the rest under axe (their content is the site's raw data).
const axeChecked = (url: string) => !url.includes('/__docusaurus/debug') || ['/__docusaurus/debug', '/__docusaurus/debug/registry'].includes(url);
const sweep = [...locales.flatMap(urlsOf), ...unlisted];
const sitemapUrls = locales.flatMap((locale) => sitemapPaths(locale));
const darkToo = new Set(['/', '/ja/', '/fr/', '/search?q=sandbox', notFound, ...sitemapUrls.filter(hasModeSensitiveContent)]);

/** The head tags of the served HTML that crawlers and link previews read, or what is wrong with them. */
async function headProblems(page: Page, route: string, html: string): Promise<string[]> {
  const head = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    return {
      canonical: doc.querySelector('link[rel=canonical]')?.getAttribute('href'),
      hreflangs: [...doc.querySelectorAll('link[rel=alternate][hreflang]')].map((l) => l.getAttribute('hreflang')),
      ogTitle: doc.querySelector('meta[property="og:title"]')?.getAttribute('content'),
      ogImage: doc.querySelector('meta[property="og:image"]')?.getAttribute('content'),
      twitterCard: doc.querySelector('meta[name="twitter:card"]')?.getAttribute('content'),
      description: doc.querySelector('meta[name=description]')?.getAttribute('content'),
    };
  }, html);
  const problems: string[] = [];
  const expectedCanonical = siteUrl + (route.replace(/\/docs$/, '/').replace(/\?.*$/, '') || '/');
  if (head.canonical !== expectedCanonical) problems.push(`canonical ${head.canonical}`);
  for (const lang of ['en', 'ja', 'fr', 'x-default']) if (!head.hreflangs.includes(lang)) problems.push(`no hreflang ${lang}`);
  if (!head.ogTitle || !head.ogImage || head.twitterCard !== 'summary_large_image' || !head.description) {
    problems.push(`social meta ${JSON.stringify(head)}`);
  }
  return problems;
}

// One browser page per worker, reused for every URL that worker checks.
const test = base.extend<object, { sweeper: { page: Page; problems: PageProblems } }>({
  sweeper: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ colorScheme: 'light' });
      const page = await context.newPage();
      await use({ page, problems: watchPage(page) });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

test('the sweep covers every route and the three sitemaps', () => {
  for (const locale of locales) expect(sitemapPaths(locale).length, locale).toBeGreaterThan(20);
  expect(sweep.length).toBeGreaterThan(3 * docRoutes.length);
  expect(darkToo.size).toBeGreaterThan(5);
});

const chunkSize = 20;
for (let start = 0; start < sweep.length; start += chunkSize) {
  const urls = sweep.slice(start, start + chunkSize);
  test(`URLs ${start + 1}–${start + urls.length} of ${sweep.length} (${urls[0]} …): status, console, head tags, axe`, async ({ sweeper }) => {
    // axe takes about a second a page, several on a busy machine.
    test.setTimeout(urls.length * 40_000);
    const { page, problems } = sweeper;
    problems.consoleErrors.length = 0;
    problems.foreignRequests.length = 0;
    const found: string[] = [];
    for (const url of urls) {
      await page.emulateMedia({ colorScheme: 'light' });
      const response = await page.goto(url);
      const status = response?.status();
      if (status !== (url === notFound ? 404 : 200)) found.push(`${url}: status ${status}`);
      if (!url.includes('/__docusaurus/debug') && url !== notFound) {
        found.push(...(await headProblems(page, url, (await response?.text()) ?? '')).map((problem) => `${url}: ${problem}`));
      }
      // Generous waits: on a busy machine hydration of a long page takes seconds.
      await expect(page.locator('html'), url).toHaveAttribute('data-has-hydrated', 'true', { timeout: 30_000 });
      await expect(page.locator('html'), url).toHaveAttribute('data-theme', 'light');
      if (url.includes('/search?q=')) await expect(page.getByRole('main').locator('ul a').first()).toBeVisible();
      if (!axeChecked(url)) continue;
      found.push(...(await axeViolations(page)).map((line) => `${url} (light): ${line}`));
      if (darkToo.has(url)) {
        await page.emulateMedia({ colorScheme: 'dark' });
        await expect(page.locator('html'), url).toHaveAttribute('data-theme', 'dark');
        found.push(...(await axeViolations(page)).map((line) => `${url} (dark): ${line}`));
      }
    }
    // Chromium reports the not-found page's own 404 as a console error; nothing else may.
    const consoleErrors = problems.consoleErrors.filter((line) => !(line.includes(notFound) && line.includes('status of 404')));
    expect(found, 'wrong status, missing head tags or axe violations').toEqual([]);
    expect(consoleErrors, 'console errors').toEqual([]);
    expect(problems.foreignRequests, 'requests to other hosts').toEqual([]);
  });
}

test('the not-found page answers with status 404', async ({ page }) => {
  const response = await page.goto(notFound);
  expect(response?.status()).toBe(404);
});
