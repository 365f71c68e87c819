import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { chooseColorMode, openPage, waitForHydration } from './support/page-helpers.ts';

// WCAG 2 A/AA checks of representative pages, in both colour modes.

type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const pages = [
  { name: 'home', path: '/' },
  { name: 'integration guide', path: '/developers/integration-guides/android/overview' },
  { name: 'glossary', path: '/glossary' },
  { name: 'search results', path: '/search?q=sandbox' },
  { name: 'Japanese glossary', path: '/ja/glossary' },
  { name: 'not-found page', path: '/this-page-does-not-exist' },
  { name: 'release notes', path: '/release-notes' },
] as const;

/** One line per failing element: rule id, impact, CSS target and axe's summary. */
const describeViolations = (violations: AxeViolation[]): string[] =>
  violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'n/a'}) at ${node.target.join(' ')}: ${violation.help}. ${node.failureSummary ?? ''}`.trim(),
    ),
  );

async function openInColorMode(page: Page, path: string, mode: 'light' | 'dark'): Promise<void> {
  await openPage(page, path);
  if (mode === 'light') return;
  // Choose dark with the toggle, then reload so the page is painted dark from the
  // start (no colour transitions running while axe measures contrast).
  await chooseColorMode(page, 'dark');
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
}

for (const mode of ['light', 'dark'] as const) {
  test.describe(`${mode} mode`, () => {
    for (const { name, path } of pages) {
      test(`${name} (${path}) has no WCAG 2 A/AA violations`, async ({ page }) => {
        await openInColorMode(page, path, mode);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        if (name === 'search results') await expect(page.getByRole('main').locator('ul a').first()).toBeVisible();
        if (name === 'not-found page') await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
        expect(describeViolations(results.violations), `axe violations on ${path} in ${mode} mode`).toEqual([]);
      });
    }
  });
}

test('the not-found page answers with status 404', async ({ page }) => {
  const response = await page.goto('/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
});
