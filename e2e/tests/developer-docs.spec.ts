import { expect, test } from '@playwright/test';
import { siteData } from './support/site-data.ts';

const { sdks, referralSignature } = siteData;
const currentVersion = (platform: keyof typeof sdks) => sdks[platform].releases[0]!.version;

// The data-driven parts of the developer docs, in the built site: SDK facts
// rendered from site/src/data/sdks.ts, synchronised language tabs, the referral
// test vector, Mermaid flows, and the OpenAPI files served beside the pages.

test('a version page renders the package facts and the whole release history from the data file', async ({ page }) => {
  const sdk = sdks.android;
  await page.goto('/developers/integration-guides/android/reference/version');
  const article = page.locator('article');
  await expect(article.getByRole('row', { name: /Current version/ })).toContainText(currentVersion('android'));
  await expect(article.getByRole('row', { name: /Minimum OS/ })).toContainText(sdk.minimumOs);
  for (const release of sdk.releases) {
    await expect(
      article.getByRole('row', { name: new RegExp(`^${release.version.replace(/\./g, '\\.')}\\b`) }),
    ).toContainText(release.date);
  }
});

test('install tabs show the current version, and a language tab choice follows the reader to the next page', async ({
  page,
}) => {
  await page.goto('/developers/integration-guides/android/integrating-and-initializing');
  await expect(
    page
      .locator('article pre')
      .filter({ hasText: `com.acme:acme-android-sdk:${currentVersion('android')}` })
      .first(),
  ).toBeVisible();

  const javaTab = page.getByRole('tab', { name: 'Java', exact: true }).first();
  await javaTab.click();
  await expect(javaTab).toHaveAttribute('aria-selected', 'true');
  await page.goto('/developers/integration-guides/android/how-to/adding-a-placement');
  await expect(page.getByRole('tab', { name: 'Java', exact: true }).first()).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('article [role="tabpanel"]:not([hidden]) pre').first()).toContainText(
    'Acme.selectPlacements(',
  );
});

test(
  'a code block shows its title, copies its code, and wraps long lines on request',
  { tag: '@smoke' },
  async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/developers/integration-guides/android/integrating-and-initializing');
    const block = page.locator('article .theme-code-block').filter({ hasText: 'settings.gradle.kts' }).first();
    // The title comes from the meta string, read at build time, and is not part of the code.
    await expect(block.locator('pre')).not.toContainText('settings.gradle.kts');
    const code = await block.locator('pre').innerText();
    expect(code).toMatch(/^dependencyResolutionManagement \{/);

    await block.hover();
    await block.getByRole('button', { name: 'Copy code to clipboard' }).click();
    await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code.trimEnd());

    // A line wider than the block scrolls, until the reader asks for wrapping.
    await page.setViewportSize({ width: 375, height: 800 });
    const pre = block.locator('pre');
    await expect.poll(() => pre.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await block.hover();
    await block.getByRole('button', { name: 'Toggle word wrap' }).click();
    await expect.poll(() => pre.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(false);
  },
);

test('the validate-referrals pages show the published test vector', async ({ page }) => {
  for (const language of ['nodejs', 'python', 'java', 'csharp', 'go']) {
    await page.goto(`/developers/integration-guides/ads/validate-referrals/${language}`);
    await expect(page.locator('article')).toContainText(referralSignature.testVector.signature);
  }
});

test('integration, server-to-server and SSO flows are drawn as diagrams', async ({ page }) => {
  for (const route of [
    '/developers/integration-guides/overview',
    '/server-to-server/overview',
    '/developers/integration-guides/data-and-security/sso',
  ]) {
    await page.goto(route);
    await expect(page.locator('.acme-diagram svg').first()).toBeVisible();
  }
});

test('the partner API OpenAPI files are served as YAML next to the pages that quote them', async ({
  page,
  request,
}) => {
  const response = await request.get('/openapi/event-api.yaml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/yaml/);
  expect(await response.text()).toMatch(/^openapi: ['"]?3\.1/m);
  await page.goto('/developers/api-reference/event-api');
  await expect(page.locator('article a[href="/openapi/event-api.yaml"]').first()).toBeVisible();
});
