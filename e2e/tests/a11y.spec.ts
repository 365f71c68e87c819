import fs from 'node:fs';
import path from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';
import { axeViolations } from './support/axe.ts';
import { buildDir, sitemapPaths } from './support/site.ts';

// axe over every URL of the three built sitemaps in light mode, and in dark
// mode over every page with a diagram, a table or a code block plus the home
// pages; new pages are covered by themselves. One browser page per worker and
// per mode is reused for all its URLs, which keeps the sweep to a few minutes.

type Mode = 'light' | 'dark';

const locales = ['en', 'ja', 'fr'] as const;
const homes = ['/', '/ja/', '/fr/'];
// Pages outside the sitemaps that readers still reach.
const unlisted = ['/docs', '/search?q=sandbox', '/ja/search?q=sandbox', '/this-page-does-not-exist', '/__docusaurus/debug', '/__docusaurus/debug/registry'];

const builtHtml = (urlPath: string): string => {
  const file = path.join(buildDir, decodeURIComponent(urlPath), 'index.html');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : fs.readFileSync(file.replace(/\/index\.html$/, '.html'), 'utf8');
};
/** Pages whose look depends most on the colour mode: diagrams, tables and code. */
const hasModeSensitiveContent = (urlPath: string): boolean => /class="?[^">]*acme-diagram|<table|<pre/.test(builtHtml(urlPath));

const sitemapUrls = locales.flatMap((locale) => sitemapPaths(locale));
const urlsByMode: Record<Mode, string[]> = {
  light: [...sitemapUrls, ...unlisted],
  dark: [...new Set([...homes, ...sitemapUrls.filter(hasModeSensitiveContent), '/search?q=sandbox', '/this-page-does-not-exist'])],
};

const chunkSize = 16;
const chunks = (urls: string[]): string[][] =>
  Array.from({ length: Math.ceil(urls.length / chunkSize) }, (_, i) => urls.slice(i * chunkSize, (i + 1) * chunkSize));

// One page per worker and mode, reused for every URL that worker checks.
const test = base.extend<object, { sweepPage: (mode: Mode) => Promise<Page> }>({
  sweepPage: [
    async ({ browser }, use) => {
      const pages = new Map<Mode, Page>();
      await use(async (mode) => {
        let page = pages.get(mode);
        if (!page) {
          page = await (await browser.newContext({ colorScheme: mode })).newPage();
          pages.set(mode, page);
        }
        return page;
      });
      for (const page of pages.values()) await page.context().close();
    },
    { scope: 'worker' },
  ],
});

test('the sweep covers the three sitemaps', () => {
  for (const locale of locales) expect(sitemapPaths(locale).length, locale).toBeGreaterThan(20);
  expect(urlsByMode.dark.length).toBeGreaterThan(homes.length);
});

for (const mode of ['light', 'dark'] as const) {
  const groups = chunks(urlsByMode[mode]);
  groups.forEach((urls, index) => {
    test(`${mode} mode: no axe violations on pages ${index + 1}/${groups.length} (${urls[0]} …)`, async ({ sweepPage }) => {
      // axe takes one to a few seconds a page; far longer on a loaded machine.
      test.setTimeout(urls.length * 45_000);
      const page = await sweepPage(mode);
      const found: string[] = [];
      for (const url of urls) {
        await page.goto(url);
        // Generous waits: on a busy machine hydration of a long page takes seconds.
        await expect(page.locator('html'), url).toHaveAttribute('data-has-hydrated', 'true', { timeout: 30_000 });
        await expect(page.locator('html'), url).toHaveAttribute('data-theme', mode);
        if (url.includes('/search?q=')) await expect(page.getByRole('main').locator('ul a').first()).toBeVisible();
        found.push(...(await axeViolations(page)).map((line) => `${url}: ${line}`));
      }
      expect(found, `axe violations in ${mode} mode`).toEqual([]);
    });
  });
}

test('the not-found page answers with status 404', async ({ page }) => {
  const response = await page.goto('/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
});
