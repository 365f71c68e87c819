import { test, expect } from '@playwright/test';
import { queryWithNoResult } from './support/search.ts';
import { siteUrl } from './support/site.ts';

const notFoundHeadings = { en: 'Page Not Found', ja: 'ページが見つかりません', fr: 'Page introuvable' } as const;

for (const [locale, heading] of Object.entries(notFoundHeadings)) {
  test(`${locale}: an unknown path answers 404 with the locale's not-found page`, async ({ page }) => {
    const prefix = locale === 'en' ? '' : `/${locale}`;
    const response = await page.goto(`${prefix}/no/such/page`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
  });
}

test('/docs shows the home page and points search engines to /', async ({ page }) => {
  await page.goto('/docs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acme Documentation');
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', `${siteUrl}/`);
  await expect(page.locator('link[rel=canonical]')).toHaveCount(1);
});

test('a path ending in .html or index.html reaches the same page', async ({ page }) => {
  for (const [from, to, title] of [
    ['/glossary.html', '/glossary', 'Glossary'],
    [
      '/developers/integration-guides/overview.html',
      '/developers/integration-guides/overview',
      'Integration guides overview',
    ],
    ['/new-getting-started/index.html', '/new-getting-started/', 'Getting started with Acme'],
    ['/ja/glossary.html', '/ja/glossary', '用語集'],
    ['/index.html', '/', 'Acme Documentation'],
  ] as const) {
    const response = await page.goto(from);
    expect(response?.status(), from).toBe(200);
    expect(new URL(page.url()).pathname, from).toBe(to);
    await expect(page.getByRole('heading', { level: 1 }), from).toHaveText(title);
  }
});

test('the /search page reads its query from the URL-encoded q parameter', async ({ page }) => {
  await page.goto('/search?q=' + encodeURIComponent('integration monitor'));
  await expect(page.getByRole('searchbox').last()).toHaveValue('integration monitor');
  await expect(page.locator('main > ul > li > a').first()).toHaveAttribute(
    'href',
    '/developers/integration-guides/integration-monitor',
  );
  await page.goto('/fr/search?q=' + encodeURIComponent(queryWithNoResult));
  await expect(page.getByRole('status')).toContainText('Aucun résultat pour');
});
