import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { buildDir, canonicalOf, siteUrl, sitemapPaths } from './support/site.ts';

// What search engines read: robots.txt, the three sitemaps, one trailing-slash
// policy, and images that reserve their space.

const locales = ['en', 'ja', 'fr'] as const;
const homes = new Set(['/', '/ja/', '/fr/']);

test('robots.txt names the sitemap of every locale and keeps crawlers out of the debug pages', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const body = await response.text();
  expect(body).toMatch(/^User-agent: \*$/m);
  expect(body).toMatch(/^Disallow: \/__docusaurus\/$/m);
  for (const locale of locales) {
    const sitemap = `${siteUrl}/${locale === 'en' ? '' : `${locale}/`}sitemap.xml`;
    expect(body).toContain(`Sitemap: ${sitemap}\n`);
    expect(fs.existsSync(path.join(buildDir, new URL(sitemap).pathname))).toBe(true);
  }
});

for (const locale of locales) {
  test(`the ${locale} sitemap lists pages only, each under one trailing-slash policy`, () => {
    const paths = sitemapPaths(locale);
    expect(paths.length).toBeGreaterThan(20);
    const prefix = locale === 'en' ? '' : `/${locale}`;
    for (const excluded of ['/__docusaurus/debug', '/docs', '/search']) {
      expect(
        paths.filter((p) => p === `${prefix}${excluded}` || p.startsWith(`${prefix}${excluded}/`)),
        excluded,
      ).toEqual([]);
    }
    // No trailing slash, but on the home page of each locale.
    expect(paths.filter((p) => p.endsWith('/') && !homes.has(p))).toEqual([]);
    expect(new Set(paths).size).toBe(paths.length);
  });
}

test('the pages left out of the sitemaps are still served', async ({ request }) => {
  for (const url of [
    '/docs',
    '/search',
    '/__docusaurus/debug',
    '/__docusaurus/debug/registry',
    '/ja/docs',
    '/fr/search',
  ]) {
    expect((await request.get(url)).status(), url).toBe(200);
  }
});

test('every listed page links its canonical URL as the sitemap lists it', async ({ request }) => {
  for (const locale of locales) {
    for (const url of sitemapPaths(locale).filter((_, i) => i % 10 === 0)) {
      const html = await (await request.get(url)).text();
      expect(canonicalOf(html), url).toBe(`${siteUrl}${url}`);
    }
  }
});

test('the logo and every content image declare their width and height', () => {
  const imagesWithoutSize: string[] = [];
  for (const file of fs.readdirSync(buildDir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html')) continue;
    const html = fs.readFileSync(path.join(buildDir, file), 'utf8');
    for (const [img] of html.matchAll(/<img\b[^>]*>/g)) {
      if (!/\bwidth=/.test(img) || !/\bheight=/.test(img)) imagesWithoutSize.push(`${file}: ${img.slice(0, 120)}`);
    }
  }
  expect(imagesWithoutSize).toEqual([]);
});
