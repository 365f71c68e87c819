import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const buildDir = path.join(repoRoot, 'site/build');
export const siteUrl = 'https://docs.acme.example';

/** Paths listed in the sitemap a locale's build wrote. */
export function sitemapPaths(locale: string): string[] {
  const file = path.join(buildDir, locale === 'en' ? '' : locale, 'sitemap.xml');
  const xml = fs.readFileSync(file, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

/** The canonical URL a served page's HTML declares. */
export const canonicalOf = (html: string): string | undefined =>
  /<link[^>]* rel="?canonical"?[^>]* href="?([^" >]+)/.exec(html)?.[1];

export interface PageProblems {
  consoleErrors: string[];
  foreignRequests: string[];
}

/** Records console errors, uncaught errors and any request to a host other than localhost. */
export function watchPage(page: Page): PageProblems {
  const problems: PageProblems = { consoleErrors: [], foreignRequests: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.consoleErrors.push(`${page.url()}: uncaught ${error.message}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
    if (!local && url.protocol !== 'data:' && url.protocol !== 'blob:') {
      problems.foreignRequests.push(`${page.url()} → ${request.url()}`);
    }
  });
  return problems;
}
