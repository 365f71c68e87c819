import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  chooseColorMode,
  colorModeState,
  colorModeToggle,
  openPage,
  waitForHydration,
} from './support/page-helpers.ts';
import { modalInput, openWithSlash, search, searchButton } from './support/search.ts';

// The site shell around every page: navbar, mobile menu, announcement bar,
// skip link, colour mode, sidebar, footer, progress bar and error screen.

const navbar = (page: Page): Locator => page.locator('nav.navbar');
const docsSidebar = (page: Page): Locator => page.getByRole('navigation', { name: 'Docs sidebar' });

test.describe('navbar', () => {
  test('hides when scrolling down and comes back when scrolling up', { tag: '@smoke' }, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await openPage(page, '/glossary');
    const bottomOfNavbar = async () => {
      const box = await navbar(page).boundingBox();
      return box ? box.y + box.height : Number.NaN;
    };
    await expect.poll(bottomOfNavbar).toBeGreaterThan(0);

    // The navbar only hides on a scroll that continues downward, so scroll twice.
    await page.mouse.move(640, 300);
    await page.mouse.wheel(0, 500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.mouse.wheel(0, 500);
    await expect.poll(bottomOfNavbar).toBeLessThanOrEqual(0);

    await page.mouse.wheel(0, -200);
    await expect.poll(async () => (await navbar(page).boundingBox())?.y).toBe(0);
  });

  test('the version menu\'s "Next" links to the current doc at the root path', async ({ page }) => {
    // The version item is a menu (issue 30): its entry for the one version is the link.
    const next = async () => {
      const menu = navbar(page).locator('.navbar__items:not(.navbar__items--right) .dropdown').first();
      await menu.locator('> .navbar__link').hover();
      return menu.locator('.dropdown__menu').getByRole('link', { name: 'Next', exact: true });
    };
    const path = '/developers/integration-guides/android/overview';
    await openPage(page, path);
    await expect(await next()).toHaveAttribute('href', path);
    // Docs have a single version served at the root: no /next/ copy exists.
    expect((await page.request.get(`/next${path}`)).status()).toBe(404);

    // Outside the docs it links to the version's main doc, still without /next/.
    await openPage(page, '/');
    const href = await (await next()).getAttribute('href');
    expect(href).toMatch(/^\/(?!next\/)\S+/);
  });

  test('the locale dropdown switches to 日本語 and then Français on the same page', async ({ page }) => {
    const path = '/developers/integration-guides/overview';
    await openPage(page, path);
    const chooseLocale = async (label: string) => {
      await navbar(page).locator('.navbar__items--right .dropdown--hoverable').hover();
      await navbar(page).getByRole('link', { name: label, exact: true }).click();
    };

    await chooseLocale('日本語');
    await expect(page).toHaveURL(`/ja${path}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');

    await chooseLocale('Français');
    await expect(page).toHaveURL(`/fr${path}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('the search opens from the navbar and its full results are on /search of the current locale', async ({
    page,
  }) => {
    await openPage(page, '/ja/developers/integration-guides/overview');
    await searchButton(page).click();
    await expect(modalInput(page)).toHaveAttribute('placeholder', 'ドキュメントを検索');
    await search(page, 'API');
    await page.getByRole('link', { name: /検索結果\d+件をすべて見る/ }).click();
    await expect(page).toHaveURL('/ja/search?q=API');
    await expect(page.locator('main > ul > li > a').first()).toHaveAttribute('href', /^\/ja\//);
  });
});

test.describe('mobile menu', () => {
  test('opens on a doc page with the docs menu, goes back to the main menu, closes on a wide viewport', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await openPage(page, '/developers/integration-guides/overview');
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    const menu = page.locator('.navbar-sidebar');
    const [primaryPanel, secondaryPanel] = [
      menu.locator('.navbar-sidebar__item').nth(0),
      menu.locator('.navbar-sidebar__item').nth(1),
    ];
    const backButton = menu.getByRole('button', { name: '← Back to main menu' });

    await toggle.click();
    await expect(navbar(page)).toHaveClass(/navbar-sidebar--show/);
    await expect(menu).toBeInViewport();
    // On a doc page the secondary (docs) menu comes first; the primary one is inert.
    await expect(backButton).toBeInViewport();
    await expect(secondaryPanel.getByRole('link', { name: 'Getting started', exact: true })).toBeInViewport();
    await expect(primaryPanel).toHaveAttribute('inert', '');

    await backButton.click();
    await expect(primaryPanel.getByRole('link', { name: 'Acme website' })).toBeInViewport();
    await expect(secondaryPanel).toHaveAttribute('inert', '');
    await expect(primaryPanel).not.toHaveAttribute('inert');

    await menu.getByRole('button', { name: 'Close navigation bar' }).click();
    await expect(navbar(page)).not.toHaveClass(/navbar-sidebar--show/);
    await toggle.click();
    await expect(navbar(page)).toHaveClass(/navbar-sidebar--show/);

    await page.setViewportSize({ width: 1200, height: 900 });
    await expect(navbar(page)).not.toHaveClass(/navbar-sidebar--show/);
    await expect(menu).toHaveCount(0);
    // Closed for real, not only hidden by CSS: back on a narrow viewport it stays closed.
    await page.setViewportSize({ width: 800, height: 900 });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(navbar(page)).not.toHaveClass(/navbar-sidebar--show/);
  });

  test('is built when a reader reaches for it, not with every page, and opens from the keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openPage(page, '/developers/integration-guides/android/overview');
    const toggle = page.getByRole('button', { name: 'Toggle navigation bar' });
    const menu = page.locator('.navbar-sidebar');
    await expect(menu).toHaveCount(0);
    await toggle.focus();
    await expect(menu).toHaveCount(1);
    await expect(navbar(page)).not.toHaveClass(/navbar-sidebar--show/);
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('link', { name: 'Android SDK overview' })).toBeInViewport();
  });
});

test('the announcement bar closes and stays closed after a reload', async ({ page }) => {
  await openPage(page, '/');
  const bar = page.locator('.theme-announcement-bar');
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Query API' })).toHaveAttribute(
    'href',
    '/developers/api-reference/reporting/query-api',
  );

  await bar.getByRole('button', { name: 'Close' }).click();
  await expect(bar).toBeHidden();
  await page.reload();
  await waitForHydration(page);
  await expect(bar).toBeHidden();
});

test('the skip link is the first Tab stop and moves the keyboard into the main content', async ({ page }) => {
  await openPage(page, '/glossary');
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skipLink).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(skipLink).not.toBeFocused();
  await expect(page).toHaveURL('/glossary');
  // The theme focuses <main> (then drops its temporary tabindex), so the next Tab
  // continues inside the content, not in the navbar or the docs sidebar before it.
  await page.keyboard.press('Tab');
  const focusIsInMain = () =>
    page.evaluate(() => document.querySelector('main')?.contains(document.activeElement) ?? false);
  await expect.poll(focusIsInMain).toBe(true);
});

test('the colour mode cycles light → dark → system, persists, and follows the system in system mode', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await openPage(page, '/glossary');
  // First visit: light. With respectPrefersColorScheme the theme's initial choice is "system"
  // (data-theme-choice="system", never absent), which is light for a light OS.
  expect(await colorModeState(page)).toEqual({ theme: 'light', choice: 'system' });

  const toggle = colorModeToggle(page);
  const html = page.locator('html');
  await toggle.click();
  await expect(html).toHaveAttribute('data-theme-choice', 'light');
  await expect(html).toHaveAttribute('data-theme', 'light');
  await toggle.click();
  await expect(html).toHaveAttribute('data-theme-choice', 'dark');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await toggle.click();
  await expect(html).toHaveAttribute('data-theme-choice', 'system');
  await expect(html).toHaveAttribute('data-theme', 'light');

  await chooseColorMode(page, 'dark');
  await page.reload();
  await waitForHydration(page);
  expect(await colorModeState(page)).toEqual({ theme: 'dark', choice: 'dark' });
  await expect(toggle).toHaveAttribute('aria-label', /currently dark mode/);

  // System choice: follows the OS preference, live and after a reload.
  await chooseColorMode(page, 'system');
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.reload();
  await waitForHydration(page);
  expect(await colorModeState(page)).toEqual({ theme: 'dark', choice: 'system' });
});

test('links use the brand magenta, and the lighter magenta in dark mode', async ({ page }) => {
  await openPage(page, '/new-getting-started');
  const link = page.locator('.theme-doc-markdown p a').first();
  // brand.colors.magenta (#D6007A) and brand.colors.magentaOnDark (#FF4FAE).
  await expect(link).toHaveCSS('color', 'rgb(214, 0, 122)');
  await chooseColorMode(page, 'dark');
  await expect(link).toHaveCSS('color', 'rgb(255, 79, 174)');
});

test.describe('docs sidebar', () => {
  test('starts with Home and auto-collapses the other top-level categories', async ({ page }) => {
    await openPage(page, '/glossary');
    const sidebar = docsSidebar(page);
    const firstLink = sidebar.getByRole('link').first();
    await expect(firstLink).toHaveText('Home');
    await expect(firstLink).toHaveAttribute('href', '/');

    const integration = sidebar.getByRole('button', { name: 'Integration guides', exact: true });
    const serverToServer = sidebar.getByRole('button', { name: 'Server-to-server', exact: true });
    await integration.click();
    await expect(integration).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar.getByRole('link', { name: 'Integration guides overview' })).toBeVisible();
    await serverToServer.click();
    await expect(serverToServer).toHaveAttribute('aria-expanded', 'true');
    await expect(integration).toHaveAttribute('aria-expanded', 'false');
  });

  test('shows the unlisted page only while it is the current page', async ({ page }) => {
    const unlisted = (p: Page) => docsSidebar(p).locator('a[href="/thank-you-page-mobile"]');
    await openPage(page, '/glossary');
    await expect(docsSidebar(page).locator('a[href="/trust-center"]')).toBeVisible();
    await expect(unlisted(page)).toHaveCount(0);

    await openPage(page, '/thank-you-page-mobile');
    await expect(unlisted(page)).toBeVisible();
    await expect(unlisted(page)).toHaveAttribute('aria-current', 'page');
  });
});

test('the footer has its three columns, their links and the copyright', async ({ page }) => {
  await openPage(page, '/glossary');
  const footer = page.locator('footer.footer');
  await expect(footer.locator('.footer__title')).toHaveText(['Solutions', 'Developer tools', 'Company']);
  const hrefs = await footer
    .locator('.footer__links a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual([
    '/user-guides/acme-ecommerce/overview',
    '/user-guides/acme-ads/overview',
    '/developers/integration-guides/overview',
    '/developers/api-reference/overview',
    '/release-notes',
    'https://www.acme.example/about',
    'https://www.acme.example/contact',
    'https://www.acme.example/careers',
  ]);
  await expect(footer.getByRole('link', { name: 'About us' })).toHaveAttribute('target', '_blank');
  await expect(footer.locator('.footer__copyright')).toHaveText('© 2025 Acme');
});

test('a doc page shows its last-updated date, kept from the server by hydration and rendered when a link opens the page', async ({
  page,
}) => {
  const lastUpdated = page.locator('.theme-last-updated');
  await openPage(page, '/glossary');
  const served = await lastUpdated.textContent();
  expect(served).toMatch(/^Last updated on \w{3} \d{1,2}, \d{4}$/);
  await expect(lastUpdated.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(lastUpdated).toHaveText(served!);
  // Opened by a link, the page is rendered in the browser and formats the date there.
  await navbar(page).locator('a[href="/developers/integration-guides/overview"]').first().click();
  await expect(page).toHaveURL(/\/developers\/integration-guides\/overview$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Glossary');
  await expect(page.locator('.theme-last-updated')).toHaveText(/^Last updated on \w{3} \d{1,2}, \d{4}$/);
});

test('the chunks of links in view are prefetched once the page is idle, and every one exists', async ({ page }) => {
  await openPage(page, '/developers/integration-guides/android/overview');
  await expect.poll(() => page.locator('head link[rel=prefetch]').count()).toBeGreaterThan(3);
  const hrefs = await page
    .locator('head link[rel=prefetch]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  for (const href of hrefs) {
    expect(href).toMatch(/^\/assets\/js\/\d+\.[0-9a-f]{8}\.js$/);
    expect((await page.request.get(href)).status(), href).toBe(200);
  }
});

test('a page’s HTML names its own chunks after main.js, and each script is fetched once', async ({ page }) => {
  const html = await (await page.request.get('/glossary')).text();
  const named = [...html.matchAll(/<script src=([^ >]+) defer>/g)].map((match) => match[1]!);
  expect(named.slice(0, 2)).toEqual([
    expect.stringMatching(/runtime~main\.\w+\.js$/),
    expect.stringMatching(/\/main\.\w+\.js$/),
  ]);
  expect(named.length, 'the route’s chunks follow').toBeGreaterThan(2);
  const fetched: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && fetched.push(new URL(request.url()).pathname));
  await openPage(page, '/glossary');
  expect(fetched.filter((script) => named.includes(script)).sort()).toEqual([...named].sort());
  expect(new Set(fetched).size, 'the runtime took the page’s script tags over').toBe(fetched.length);
});

test('a slow route change shows the progress bar until the page is loaded', async ({ page }) => {
  await openPage(page, '/glossary');
  await page.route('**/assets/js/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await openWithSlash(page);
  await search(page, 'glossary');
  await page.getByRole('link', { name: /See all \d+ results/ }).click();

  const bar = page.locator('#nprogress .bar');
  await expect(bar).toBeVisible();
  // The old page stays while the next route's chunks load.
  await expect(page.getByRole('heading', { level: 1, name: 'Glossary' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Search the documentation' })).toBeVisible();
  await expect(bar).toBeHidden();
});

test.describe('Getting started page', () => {
  test('zooms the image on click with a 70 px margin; Escape or a scroll past 60 px closes it', async ({ page }) => {
    // A short viewport, so the zoomed image has to shrink to fit between the margins.
    await page.setViewportSize({ width: 1280, height: 400 });
    await openPage(page, '/new-getting-started');
    const image = page.locator('.markdown img').first();
    // The zoom plugin attaches one second after the page loads.
    await expect(image).toHaveClass(/medium-zoom-image/);

    const overlay = page.locator('.medium-zoom-overlay');
    const zoomed = page.locator('.medium-zoom-image--opened');
    const zoomIsSettled = () => zoomed.evaluate((img) => img.getAnimations().length === 0);
    await image.click();
    await expect(overlay).toBeVisible();
    await expect(overlay).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect.poll(zoomIsSettled).toBe(true);
    const box = await zoomed.boundingBox();
    expect(box?.y).toBeCloseTo(70, 0);
    expect(box?.height).toBeCloseTo(400 - 2 * 70, 0);

    await page.keyboard.press('Escape');
    await expect(overlay).toHaveCount(0);
    await expect(zoomed).toHaveCount(0);

    await image.click();
    await expect.poll(zoomIsSettled).toBe(true);
    const scrollAndSettle = (dy: number) =>
      page.evaluate(async (by) => {
        window.scrollBy(0, by);
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }, dy);
    await scrollAndSettle(50);
    await expect(overlay).toHaveCount(1);
    await scrollAndSettle(30);
    await expect(overlay).toHaveCount(0);
  });
});

test('a page that throws while rendering shows the theme error screen inside the layout', async ({ page }) => {
  // Serve the glossary's content chunk with a default export (the MDX component) that throws.
  let patched = false;
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!body.includes('"source":"@site/docs/glossary.md"')) return route.fulfill({ response });
    const broken = body.replace(/default:\(\)=>[\w$]+/, 'default:()=>self.__acmeBoom');
    patched = broken !== body;
    return route.fulfill({
      response,
      body: `self.__acmeBoom=function(){throw new Error("boom")};${broken}`,
    });
  });
  await openPage(page, '/trust-center');
  await docsSidebar(page).getByRole('link', { name: 'Glossary', exact: true }).click();

  await expect(page).toHaveURL('/glossary');
  await expect(page.getByRole('heading', { name: 'This page crashed.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByText('boom')).toBeVisible();
  expect(patched).toBe(true);
  // The error stays inside the layout: navbar and footer still work.
  await expect(navbar(page)).toBeVisible();
  await expect(page.locator('footer.footer')).toBeVisible();
});
