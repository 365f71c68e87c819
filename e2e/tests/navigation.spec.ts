import { expect, test, type Locator, type Page } from '@playwright/test';
import { openPage } from './support/page-helpers.ts';

// The navbar's main sections (issue #13) beside REQ-SHELL-1's items, and the
// mobile menu's keyboard behaviour.

const navbar = (page: Page): Locator => page.locator('nav.navbar');
const menu = (page: Page): Locator => page.locator('.navbar-sidebar');
const menuButton = (page: Page): Locator => page.getByRole('button', { name: 'Toggle navigation bar' });

test('the navbar offers the main sections and marks the one the reader is in', { tag: '@smoke' }, async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openPage(page, '/developers/integration-guides/android/overview');
  const items = navbar(page).locator('.navbar__items').first();
  const guides = items.getByRole('link', { name: 'Integration guides', exact: true });
  const apis = items.getByRole('link', { name: 'API reference', exact: true });
  await expect(guides).toHaveAttribute('href', '/developers/integration-guides/overview');
  await expect(guides).toHaveAttribute('aria-current', 'page');
  await expect(guides).toHaveClass(/navbar__link--active/);
  await expect(apis).not.toHaveClass(/navbar__link--active/);
  await expect(apis).not.toHaveAttribute('aria-current');

  await openPage(page, '/server-to-server/overview');
  await expect(guides).toHaveClass(/navbar__link--active/);
  await openPage(page, '/event-api');
  await expect(apis).toHaveClass(/navbar__link--active/);

  // The user guides open from a dropdown, which is marked while one of its guides is open.
  await openPage(page, '/user-guides/acme-ads/overview');
  const userGuides = items.locator('.dropdown > .navbar__link', { hasText: 'User guides' });
  await expect(userGuides).toHaveClass(/navbar__link--active/);
  await userGuides.hover();
  await expect(items.getByRole('link', { name: 'Acme Ecommerce', exact: true })).toHaveAttribute(
    'href',
    '/user-guides/acme-ecommerce/overview',
  );

  // REQ-SHELL-1's items stay: version, search, locales, colour mode, main website.
  await expect(navbar(page).getByRole('button', { name: 'Version: Next', exact: true })).toBeVisible();
  await expect(navbar(page).getByRole('button', { name: /Search/ })).toBeVisible();
  await expect(navbar(page).locator('.dropdown', { hasText: 'English' })).toBeVisible();
  await expect(navbar(page).getByRole('button', { name: /mode/ })).toBeVisible();
  await expect(navbar(page).getByRole('link', { name: 'Acme website' })).toBeVisible();
});

test('the sections are translated and marked in Japanese too', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openPage(page, '/ja/developers/api-reference/overview');
  const apis = navbar(page).getByRole('link', { name: 'API リファレンス', exact: true });
  await expect(apis).toHaveAttribute('href', '/ja/developers/api-reference/overview');
  await expect(apis).toHaveClass(/navbar__link--active/);
});

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('takes focus when it opens, keeps it inside, and gives it back to its button on Escape', async ({ page }) => {
    await openPage(page, '/glossary');
    await menuButton(page).click();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    const focusInMenu = () => page.evaluate(() => Boolean(document.activeElement?.closest('.navbar-sidebar')));
    await expect.poll(focusInMenu).toBe(true);

    // Far more Tab presses than the menu has items: focus never reaches the page behind it.
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press(i % 5 === 4 ? 'Shift+Tab' : 'Tab');
      expect(await focusInMenu(), `after ${i + 1} key presses`).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(navbar(page)).not.toHaveClass(/navbar-sidebar--show/);
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton(page)).toBeFocused();
  });

  test('gives focus back to its button when closed with its close button', async ({ page }) => {
    await openPage(page, '/glossary');
    await menuButton(page).click();
    await menu(page).getByRole('button', { name: 'Close navigation bar' }).click();
    await expect(navbar(page)).not.toHaveClass(/navbar-sidebar--show/);
    await expect(menuButton(page)).toBeFocused();
  });

  test('lists the main sections with the active one marked', async ({ page }) => {
    await openPage(page, '/developers/api-reference/overview');
    await menuButton(page).click();
    // On a doc page the docs menu shows first; the main menu is one step back.
    await menu(page).getByRole('button', { name: '← Back to main menu' }).click();
    const primary = menu(page).locator('.navbar-sidebar__item').first();
    const apis = primary.getByRole('link', { name: 'API reference', exact: true });
    await expect(apis).toBeInViewport();
    await expect(apis).toHaveClass(/menu__link--active/);
    await expect(primary.getByRole('link', { name: 'Integration guides', exact: true })).not.toHaveClass(
      /menu__link--active/,
    );
    await expect(
      primary.getByRole('button', { name: 'User guides' }).or(primary.getByRole('link', { name: 'User guides' })),
    ).toBeVisible();
  });
});
