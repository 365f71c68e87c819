import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './support/axe.ts';
import { openPage } from './support/page-helpers.ts';
import { hasVisibleCue } from './support/scroll-cue.ts';
import { modalInput, openWithSlash } from './support/search.ts';

// Issue 30: the shell on every screen and keyboard, in the three languages:
// the "On this page" list that stays, the navbar that fits, the version
// selector, the release notes' links, and Tab inside the search modal.

const navbar = (page: Page) => page.locator('nav.navbar');

test.describe('the "On this page" list', () => {
  test.use({ viewport: { width: 1366, height: 700 } });

  for (const path of ['/developers/api-reference/reporting/query-api', '/openapi/query-api']) {
    test(`stays 76 px from the top while ${path} scrolls`, async ({ page }) => {
      await openPage(page, path);
      const list = page.locator('.theme-doc-toc-desktop, .table-of-contents').first();
      await expect(list).toBeVisible();
      // The navbar hides on the way down (REQ-SHELL-2): the list stays where the theme puts it.
      for (const y of [1500, 4000]) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(y - 100);
        await expect.poll(async () => Math.round((await list.boundingBox())?.y ?? -1), { message: `at ${y}` }).toBe(76);
      }
    });
  }
});

test.describe('the navbar on desktops', () => {
  for (const locale of ['', '/ja', '/fr']) {
    for (const width of [1366, 1100, 997]) {
      test(`${locale || '/en'} at ${width} px: the title whole and every item on one line`, async ({ page }) => {
        await page.setViewportSize({ width, height: 600 });
        await openPage(page, `${locale}/developers/integration-guides/overview`);
        const title = navbar(page).locator('.navbar__title');
        await expect(title).toBeVisible();
        const layout = await page.evaluate(() => {
          const titleElement = document.querySelector<HTMLElement>('.navbar__title')!;
          const bar = document.querySelector<HTMLElement>('.navbar__inner')!;
          const items = [...document.querySelectorAll<HTMLElement>('.navbar__items > .navbar__item')];
          return {
            titleCut: titleElement.scrollWidth > titleElement.clientWidth + 1,
            barOverflows: bar.scrollWidth > bar.clientWidth + 1,
            // An item on one line is no taller than the bar's single row of text.
            wrapped: items
              .filter((item) => item.getBoundingClientRect().height > 44)
              .map((item) => item.textContent?.trim()),
            titleWidth: Math.round(titleElement.getBoundingClientRect().width),
          };
        });
        expect(layout.titleCut, 'the title is cut').toBe(false);
        expect(layout.titleWidth, 'the title is shown').toBeGreaterThan(60);
        expect(layout.barOverflows, 'the navbar overflows').toBe(false);
        expect(layout.wrapped, 'items on two lines').toEqual([]);
      });
    }
  }
});

test.describe('the docs version', () => {
  const cases = [
    { locale: '', label: 'Version: Next', version: 'Next', releaseNotes: 'Release notes' },
    { locale: '/ja', label: '最新版', version: '最新版', releaseNotes: 'リリースノート' },
    { locale: '/fr', label: 'Version\u00a0: Actuelle', version: 'Actuelle', releaseNotes: 'Notes de version' },
  ];
  for (const { locale, label, version, releaseNotes } of cases) {
    test(`${locale || '/en'}: a version menu, not a highlighted link, reading "${label}"`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 700 });
      const path = `${locale}/developers/integration-guides/android/overview`;
      await openPage(page, path);
      const button = navbar(page).locator('.navbar__items:not(.navbar__items--right) .dropdown').first();
      const toggle = button.locator('> .navbar__link');
      // "Version:" is generated content (see the theme wrapper): in the name, not the text.
      await expect(toggle).toHaveAccessibleName(label);
      await expect(toggle).toHaveText(version);
      await expect(toggle).toHaveAttribute('aria-haspopup', 'true');
      await expect(toggle).not.toHaveClass(/navbar__link--active/);
      // The menu: the version (the current doc, at the root path) and what changed in it.
      await toggle.hover();
      const menu = button.locator('.dropdown__menu');
      await expect(menu.getByRole('link', { name: version, exact: true })).toHaveAttribute('href', path);
      await expect(menu.getByRole('link', { name: releaseNotes, exact: true })).toHaveAttribute(
        'href',
        `${locale}/release-notes`,
      );
    });
  }
});

test('every "Read more" link of the release notes names its post, for crawlers and screen readers', async ({
  page,
}) => {
  for (const locale of ['', '/ja', '/fr']) {
    await openPage(page, `${locale}/release-notes`);
    const links = page.locator('article footer a[aria-label]');
    expect(await links.count(), locale).toBeGreaterThan(5);
    const names = await links.evaluateAll((anchors) =>
      anchors.map((a) => ({
        // What Lighthouse's link-text audit reads, and what assistive technology announces.
        text: (a as HTMLElement).innerText.replace(/\s+/g, ' ').trim(),
        label: (a.getAttribute('aria-label') ?? '').replace(/\s+/g, ' ').trim(),
        // French titles hold no-break spaces ("Ecommerce\u00a0:"): all three read with plain spaces.
        title: (a.closest('article')?.querySelector('h2')?.textContent ?? '').replace(/\s+/g, ' ').trim(),
      })),
    );
    for (const { text, label, title } of names) {
      expect(text, `${locale}: the link's text names "${title}"`).toContain(title);
      expect(label, `${locale}: the link's name names "${title}"`).toContain(title);
    }
    expect(new Set(names.map((n) => n.text)).size, `${locale}: distinct link texts`).toBe(names.length);
  }
});

test('Tab and Shift+Tab stay inside the search modal, with or without a query', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await openPage(page, '/glossary');
  await openWithSlash(page);
  const insideModal = () => page.evaluate(() => Boolean(document.activeElement?.closest('.DocSearch-Container')));
  for (const query of ['', 'sandbox']) {
    await modalInput(page).fill(query);
    if (query) await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    for (const key of ['Tab', 'Shift+Tab']) {
      await modalInput(page).focus();
      for (let press = 0; press < 8; press++) {
        await page.keyboard.press(key);
        expect(await insideModal(), `“${query}”: ${key} × ${press + 1}`).toBe(true);
      }
    }
  }
});

test.describe('tables on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('scroll regions the keyboard cannot reach: none, on the pages axe found them', async ({ page }) => {
    for (const path of [
      '/fr/openapi/query-api',
      '/server-api-offers',
      '/ja/server-api-offers',
      '/developers/integration-guides/cordova/reference/version',
    ]) {
      await openPage(page, path);
      expect(await axeViolations(page, { rules: ['scrollable-region-focusable'] }), path).toEqual([]);
    }
  });

  test('the Japanese troubleshooting table keeps room for its words: no column of a few characters, no towering rows', async ({
    page,
  }) => {
    await openPage(page, '/ja/user-guides/acme-ecommerce/pages/how-to/configure');
    const table = page.locator('table', { has: page.locator('th', { hasText: '対処' }) });
    const columns = await table
      .locator('tr')
      .first()
      .locator('th')
      .evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().width)));
    for (const width of columns) expect(width).toBeGreaterThanOrEqual(150);
    const rows = await table
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => tr.getBoundingClientRect().height));
    expect(Math.max(...rows)).toBeLessThan(340);
  });

  test('a table wider than the screen shows that it scrolls, and one that fits shows nothing', async ({ page }) => {
    await openPage(page, '/user-guides/acme-ads/conversions');
    const wide = page.getByRole('region', { name: 'Table 1' });
    await wide.scrollIntoViewIfNeeded();
    expect(await wide.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await hasVisibleCue(wide), 'the Default and Limits columns are hinted at').toBe(true);
    // Two columns of short words (the audience statuses) fit.
    await openPage(page, '/user-guides/acme-ads/audiences');
    const narrow = page.getByRole('region', { name: 'Table 2' });
    await narrow.scrollIntoViewIfNeeded();
    expect(await narrow.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(false);
    expect(await hasVisibleCue(narrow)).toBe(false);
  });

  for (const path of ['/openapi/query-api', '/fr/openapi/query-api', '/server-api-offers']) {
    test(`${path}: each parameter stacks its name, place, type and description within the screen`, async ({ page }) => {
      await openPage(page, path);
      const overflowing = await page
        .locator('table[class*="parameters"]')
        .evaluateAll((tables) =>
          tables.flatMap((table) =>
            [...table.querySelectorAll('tbody td')]
              .filter(
                (cell) =>
                  cell.getBoundingClientRect().right > window.innerWidth || cell.getBoundingClientRect().width < 1,
              )
              .map((cell) => cell.textContent),
          ),
        );
      expect(overflowing).toEqual([]);
      expect(await page.locator('table[class*="parameters"]').count()).toBeGreaterThan(0);
    });
  }
});
