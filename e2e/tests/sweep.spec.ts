import { expect, test as base, type APIResponse, type Page } from '@playwright/test';
import { debugRoutes, docRoutes, localePrefix, locales, pageRoutes } from '../spec-routes.ts';
import { addAxe, axeViolations, type AxeCheck } from './support/axe.ts';
import { canonicalOf, siteUrl, sitemapPaths, watchPage, type PageProblems } from './support/site.ts';

// Every route of REQ-ROUTES-7 and every URL of the three sitemaps, in two passes
// sized to the CI's two cores:
// - served: each answers 200 with the head tags crawlers and link previews
//   read (canonical, hreflang, Open Graph, Twitter card, description);
// - in the browser, every one of them in the three locales: no console error, no
//   request to another host, and no axe violation. Each URL is loaded once and
//   checked with every rule in one of the four ways a reader meets it (1280 px
//   or a 375 px phone, light or dark), the four taking turns from one URL to
//   the next, so each meets pages of every kind and locale. A URL checked at
//   1280 px is then narrowed to 375 px in place, as a window is, and checked
//   again with the rule that a narrow screen decides: every region that
//   scrolls sideways there (a table, a code block, a diagram) takes keyboard
//   focus. One page of each kind and locale (home, doc, API page, release
//   notes, search, 404) is checked with every rule all four ways.
// Cost: one page load and one full axe run a URL (docs/decisions/0019-sweep-one-way-per-url.md),
// with axe already in the page (support/axe.ts).

const notFound = '/this-page-does-not-exist';
const searchPages = ['/search?q=sandbox', '/ja/search?q=sandbox'];
// The debug pages are maintainers' tools outside the sitemaps: all must answer,
// and two stand for the rest under axe (their content is the site's raw data).
// They have no navbar, no head tags for crawlers, and keep the mode they load in.
const isDebugPage = (url: string) => url.includes('/__docusaurus/debug');
const axeChecked = (url: string) =>
  !isDebugPage(url) || ['/__docusaurus/debug', '/__docusaurus/debug/registry'].includes(url);

const routesOf = (locale: (typeof locales)[number]): string[] => {
  const prefix = localePrefix(locale);
  const explicit = [...docRoutes, ...pageRoutes, ...debugRoutes].map((p) => prefix + p);
  return [...new Set([...explicit, ...sitemapPaths(locale)])].sort();
};

const inBrowser = [...locales.flatMap(routesOf), ...searchPages, notFound];

/** What is wrong with the head tags of a served page, if anything. */
function headProblems(route: string, html: string): string[] {
  const canonical = canonicalOf(html);
  const hreflangs = [...html.matchAll(/<link[^>]* rel="?alternate"?[^>]* hreflang="?([\w-]+)/g)].map((m) => m[1]);
  const problems: string[] = [];
  const expectedCanonical = siteUrl + (route.replace(/\/docs$/, '/') || '/');
  if (canonical !== expectedCanonical) problems.push(`canonical ${canonical}`);
  for (const lang of ['en', 'ja', 'fr', 'x-default'])
    if (!hreflangs.includes(lang)) problems.push(`no hreflang ${lang}`);
  if (!/<meta[^>]* property="?og:title"?[^>]* content="?[^" >]/.test(html)) problems.push('no og:title');
  if (!/<meta[^>]* property="?og:image"?[^>]* content="?[^" >]/.test(html)) problems.push('no og:image');
  if (!/<meta[^>]* name="?twitter:card"?[^>]* content="?summary_large_image/.test(html))
    problems.push('no large Twitter card');
  if (!/<meta[^>]* name="?description"?[^>]* content="?[^" >]/.test(html)) problems.push('no description');
  return problems;
}

// One browser page per worker, reused for every URL that worker checks.
const test = base.extend<object, { sweeper: { page: Page; problems: PageProblems } }>({
  sweeper: [
    async ({ browser }, use) => {
      // Reduced motion: colours switch between the schemes at once (the theme
      // drops its transitions), so the dark pass does not wait for fades.
      const context = await browser.newContext({ colorScheme: 'light', reducedMotion: 'reduce' });
      // As on a connection that saves data, Docusaurus prefetches no chunks for
      // the links in view: the sweep checks pages, and prefetching a few dozen
      // chunks after every load cost it a tenth of its time. shell.spec.ts
      // checks that prefetches happen and that every prefetched file exists.
      await context.addInitScript(() =>
        Object.defineProperty(navigator, 'connection', {
          value: { saveData: true, effectiveType: '4g' },
          configurable: true,
        }),
      );
      await addAxe(context);
      const page = await context.newPage();
      await use({ page, problems: watchPage(page) });
      await context.close();
    },
    { scope: 'worker' },
  ],
});

// Each failure names its URL and rule, so no trace is recorded: recording one
// (screenshots and DOM snapshots of every step) costs CPU on every page.
test.use({ trace: 'off' });

test('the sweep covers every route and the three sitemaps', () => {
  for (const locale of locales) expect(sitemapPaths(locale).length, locale).toBeGreaterThan(20);
  expect(routesOf('en').length).toBeGreaterThanOrEqual(docRoutes.length);
  for (const url of everyWayRound) expect(inBrowser, url).toContain(url);
});

for (const locale of locales) {
  test(`${locale}: every route and sitemap URL answers 200 with its head tags`, async ({ request }) => {
    const problems: string[] = [];
    for (const route of routesOf(locale)) {
      const response: APIResponse = await request.get(route);
      if (response.status() !== 200) problems.push(`${route}: status ${response.status()}`);
      else if (!isDebugPage(route))
        problems.push(...headProblems(route, await response.text()).map((p) => `${route}: ${p}`));
    }
    expect(problems).toEqual([]);
  });
}

const chunkSize = 20;
const desktop = { width: 1280, height: 800 };
const phone = { width: 375, height: 800 };
type Mode = 'light' | 'dark';
type Way = [Mode, typeof desktop];
/** The four ways a reader meets a page, taking turns from one URL to the next. */
const ways: Way[] = [
  ['light', desktop],
  ['dark', phone],
  ['dark', desktop],
  ['light', phone],
];
// What a 375 px screen changes for axe, beside what the full run at 1280 px saw:
// content wider than the screen scrolls sideways and must take keyboard focus.
const narrowScreenRules = ['scrollable-region-focusable'];

/** One page of each kind, in each locale: checked in both modes at both widths. */
const everyWayRound = new Set([
  ...locales.flatMap((locale) =>
    [
      '/',
      '/developers/integration-guides/android/overview',
      '/openapi/query-api',
      '/release-notes',
      '/developers/api-reference/reporting/query-api',
    ].map((p) => localePrefix(locale) + p),
  ),
  ...searchPages,
  notFound,
]);

/** Switches the page that is open to a colour mode and a width, as a reader's system and window would. */
async function switchTo(page: Page, url: string, mode: Mode, viewport: typeof desktop): Promise<void> {
  await page.setViewportSize(viewport);
  await page.emulateMedia({ colorScheme: mode });
  await expect(page.locator('html'), url).toHaveAttribute('data-theme', mode);
  // Below 997 px the navbar's items move into the menu behind its toggle (REQ-SHELL-9).
  // The debug pages have no navbar.
  if (!isDebugPage(url))
    await expect(page.locator('.navbar__toggle'), url)[viewport.width < 997 ? 'toBeVisible' : 'toBeHidden']();
}

for (let start = 0; start < inBrowser.length; start += chunkSize) {
  const urls = inBrowser.slice(start, start + chunkSize);
  test(`in the browser, URLs ${start + 1}–${start + urls.length} of ${inBrowser.length} (${urls[0]} …): console, requests, axe at 1280 and 375 px`, async ({
    sweeper,
  }) => {
    // axe takes one to five seconds a page here, more on a busy machine.
    test.setTimeout(urls.length * 60_000);
    const { page, problems } = sweeper;
    problems.consoleErrors.length = 0;
    problems.foreignRequests.length = 0;
    const found: string[] = [];
    for (const [i, url] of urls.entries()) {
      const [mode, viewport] = ways[(start + i) % ways.length]!;
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: mode });
      const response = await page.goto(url);
      if (response?.status() !== (url === notFound ? 404 : 200)) found.push(`${url}: status ${response?.status()}`);
      // Generous waits: on a busy machine hydration of a long page takes seconds.
      await expect(page.locator('html'), url).toHaveAttribute('data-has-hydrated', 'true', { timeout: 30_000 });
      await expect(page.locator('html'), url).toHaveAttribute('data-theme', mode);
      if (url.includes('/search?q=')) await expect(page.getByRole('main').locator('ul a').first()).toBeVisible();
      if (!axeChecked(url)) continue;
      const passes: Array<[Way, AxeCheck]> = everyWayRound.has(url)
        ? ways.map((way) => [way, {}])
        : [[[mode, viewport], {}]];
      if (!everyWayRound.has(url) && viewport === desktop) passes.push([[mode, phone], { rules: narrowScreenRules }]);
      for (const [[passMode, passViewport], check] of passes) {
        if (passMode !== mode || passViewport !== viewport) await switchTo(page, url, passMode, passViewport);
        found.push(
          ...(await axeViolations(page, check)).map(
            (line) => `${url} (${passViewport.width} px, ${passMode}): ${line}`,
          ),
        );
      }
    }
    // Chromium reports the not-found page's own 404 as a console error; nothing else may.
    const consoleErrors = problems.consoleErrors.filter(
      (line) => !(line.includes(notFound) && line.includes('status of 404')),
    );
    expect(found, 'wrong status or axe violations').toEqual([]);
    expect(consoleErrors, 'console errors').toEqual([]);
    expect(problems.foreignRequests, 'requests to other hosts').toEqual([]);
  });
}

test('the not-found page answers with status 404', async ({ page }) => {
  const response = await page.goto(notFound);
  expect(response?.status()).toBe(404);
});
