import { test, expect } from '@playwright/test';
import { debugRoutes, docRoutes, localePrefix, locales, pageRoutes } from '../spec-routes.ts';
import { siteUrl, sitemapPaths, watchPage } from './support/site.ts';

// Every route of spec §2 plus everything the sitemaps list, in each locale:
// 200, no console error, no request to another host, and the head tags
// search engines and social cards rely on.
const chunkSize = 40;

for (const locale of locales) {
  const prefix = localePrefix(locale);
  const explicit = [...docRoutes, ...pageRoutes, ...debugRoutes].map((p) => prefix + p);
  const all = [...new Set([...explicit, ...sitemapPaths(locale)])].sort();
  for (let start = 0; start < all.length; start += chunkSize) {
    const chunk = all.slice(start, start + chunkSize);
    test(`${locale}: routes ${start + 1}–${start + chunk.length} of ${all.length} answer 200 cleanly`, async ({ page }) => {
      test.setTimeout(chunk.length * 5_000);
      const problems = watchPage(page);
      const badStatus: string[] = [];
      const missingMeta: string[] = [];
      for (const route of chunk) {
        const response = await page.goto(route, { waitUntil: 'load' });
        if (response?.status() !== 200) badStatus.push(`${route}: ${response?.status()}`);
        if (route.includes('/__docusaurus/debug')) continue;
        // The served HTML is what crawlers and link previews read.
        const html = (await response?.text()) ?? '';
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
        const expectedCanonical = siteUrl + (route.replace(/\/docs$/, '/') || '/');
        if (head.canonical !== expectedCanonical) missingMeta.push(`${route}: canonical ${head.canonical}`);
        for (const lang of ['en', 'ja', 'fr', 'x-default']) {
          if (!head.hreflangs.includes(lang)) missingMeta.push(`${route}: no hreflang ${lang}`);
        }
        if (!head.ogTitle || !head.ogImage || head.twitterCard !== 'summary_large_image' || !head.description) {
          missingMeta.push(`${route}: social meta ${JSON.stringify(head)}`);
        }
      }
      expect(badStatus, 'non-200 answers').toEqual([]);
      expect(problems.consoleErrors, 'console errors').toEqual([]);
      expect(problems.foreignRequests, 'requests to other hosts').toEqual([]);
      expect(missingMeta, 'head tags').toEqual([]);
    });
  }
}
