import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/** robots.txt: every page may be crawled but the debug pages, and each locale's sitemap is named. */
export function robotsTxt(siteUrl: string, baseUrl: string, locales: readonly string[], defaultLocale: string): string {
  const sitemaps = locales.map(
    (locale) => `Sitemap: ${siteUrl}${baseUrl}${locale === defaultLocale ? '' : `${locale}/`}sitemap.xml`,
  );
  return ['User-agent: *', `Disallow: ${baseUrl}__docusaurus/`, ...sitemaps, ''].join('\n');
}

// Writes robots.txt at the site root (the default locale's build folder), from
// the configured URL and locales, so it never disagrees with the sitemaps.
export default function robotsPlugin(): Plugin {
  return {
    name: 'acme-robots',
    async postBuild({ outDir, siteConfig, i18n }) {
      if (i18n.currentLocale !== i18n.defaultLocale) return;
      await fs.writeFile(
        path.join(outDir, 'robots.txt'),
        robotsTxt(siteConfig.url, siteConfig.baseUrl, i18n.locales, i18n.defaultLocale),
      );
    },
  };
}
