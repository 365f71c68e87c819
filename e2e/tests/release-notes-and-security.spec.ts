import { test, expect } from '@playwright/test';
import { siteUrl } from './support/site.ts';
import { siteData } from './support/site-data.ts';

// The release notes (blog at /release-notes with RSS and Atom feeds, one post
// per SDK release of sdks.ts) and /.well-known/security.txt, fetched from the
// served build: a change of static server that drops dotfiles fails here.

const sdkReleases = Object.entries(siteData.sdks).flatMap(([platform, sdk]) =>
  sdk.releases.map((release) => ({ platform, sdk, release })),
);

test('/.well-known/security.txt is served as RFC 9116 text with a future expiry and a policy that exists', async ({
  request,
  page,
}) => {
  const response = await request.get('/.well-known/security.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await response.text();
  expect(text).toMatch(/^Contact: mailto:security@acme\.example$/m);
  expect(text).toMatch(/^Preferred-Languages: en, ja, fr$/m);
  expect(text).toContain(`Canonical: ${siteUrl}/.well-known/security.txt`);
  const expires = Date.parse(/^Expires: (.+)$/m.exec(text)![1]!);
  expect(expires).toBeGreaterThan(Date.now());
  expect(expires - Date.now()).toBeLessThan(366 * 86_400_000);
  const policy = new URL(/^Policy: (.+)$/m.exec(text)![1]!);
  await page.goto(policy.pathname);
  await expect(page.locator(policy.hash)).toHaveText(/vulnerability/i);
  await expect(page.locator('article a[href="/.well-known/security.txt"]')).toHaveCount(1);
});

test('the release notes list posts with a sidebar grouped by year, linked from the footer and the home page', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('main a[href="/release-notes"]')).toHaveCount(1);
  await expect(page.locator('footer a[href="/release-notes"]')).toHaveText('Release notes');
  await page.locator('main a[href="/release-notes"]').click();
  await expect(page).toHaveURL(/\/release-notes$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Release notes');
  const sidebar = page.getByRole('navigation', { name: /blog recent posts navigation/i });
  const years = [...new Set(sdkReleases.map((r) => r.release.date.slice(0, 4)))].sort().reverse();
  for (const year of years) await expect(sidebar.getByRole('heading', { name: year, exact: true })).toBeVisible();
  expect(await sidebar.getByRole('link').count()).toBeGreaterThanOrEqual(sdkReleases.length);
});

test.describe('posts as served', () => {
  // What is checked is in the HTML the server sends: without scripts, each of the
  // posts loads in a fraction of the time (the sweep loads each one with its scripts).
  test.use({ javaScriptEnabled: false });

  test('every SDK release of sdks.ts has its post with the version, date and changes from the data file', async ({
    page,
  }) => {
    test.setTimeout(sdkReleases.length * 3_000);
    for (const { platform, sdk, release } of sdkReleases) {
      await page.goto(`/release-notes/${platform}-sdk-${release.version.replaceAll('.', '-')}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${sdk.name} ${release.version}`);
      await expect(page.locator(`article time[datetime^="${release.date}"]`).first()).toBeAttached();
      await expect(page.locator('article li').first()).toHaveText(release.changes[0]!.replaceAll('`', ''));
      await expect(page.locator('article code').filter({ hasText: release.version }).first()).toBeAttached();
    }
  });
});

for (const locale of ['en', 'ja', 'fr']) {
  test(`${locale}: RSS and Atom feeds carry every SDK release`, async ({ request }) => {
    const prefix = locale === 'en' ? '' : `/${locale}`;
    for (const feed of ['rss.xml', 'atom.xml']) {
      const response = await request.get(`${prefix}/release-notes/${feed}`);
      expect(response.status(), feed).toBe(200);
      expect(response.headers()['content-type']).toMatch(/xml/);
      const xml = await response.text();
      expect(xml).toMatch(
        feed === 'rss.xml' ? /<rss [^>]*version="2.0"/ : /<feed xmlns="http:\/\/www.w3.org\/2005\/Atom"/,
      );
      for (const { sdk, release } of sdkReleases)
        expect(xml, `${sdk.name} ${release.version}`).toContain(`${sdk.name} ${release.version}`);
    }
  });
}

test('tags per product list their posts, and the translated chrome shows in ja and fr', async ({ page }) => {
  for (const [tag, label] of [
    ['sdks', 'SDKs'],
    ['apis', 'APIs'],
    ['acme-ads', 'Acme Ads'],
    ['acme-ecommerce', 'Acme Ecommerce'],
    ['policies', 'Acme policies'],
  ]) {
    const response = await page.goto(`/release-notes/tags/${tag}`);
    expect(response?.status(), tag).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(label);
    expect(await page.locator('article').count(), tag).toBeGreaterThan(0);
  }
  await page.goto('/ja/release-notes');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('リリースノート');
  await page.goto('/fr/release-notes');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notes de version');
});
