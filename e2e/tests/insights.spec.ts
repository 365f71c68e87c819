import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { e2eInsightsPort } from '@acme-docs/scripts/lib/analytics-build';
import { buildSiteServer } from '@acme-docs/scripts/site-server';
import { insightsPaths } from '@acme-docs/scripts/site-server/insights/config';
import type { InsightsReport, LocaleReport } from '@acme-docs/scripts/site-server/insights/report';
import { InsightsStore } from '@acme-docs/scripts/site-server/insights/store';
import { axeViolations } from './support/axe.ts';
import { openPage } from './support/page-helpers.ts';
import { hits, modal, modalInput, openWithSlash } from './support/search.ts';
import { buildDir, repoRoot } from './support/site.ts';

// Reader insights (issue #31) in the default build, which `npm test` makes as
// `npm start` does (sending to the server's own collector): page feedback,
// code-block feedback and search insights, stored and reported. The tests run
// their own server of that build, with a data folder of their own.

const base = `http://localhost:${e2eInsightsPort}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'acme-e2e-insights-'));
let server: FastifyInstance;
/** Every body the pages sent to the collector, as sent. */
const beacons: string[] = [];

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  server = await buildSiteServer({
    root: buildDir,
    locales: ['en', 'ja', 'fr'],
    defaultLocale: 'en',
    insights: { dataDir },
  });
  await server.listen({ port: e2eInsightsPort, host: '127.0.0.1' });
});
test.afterAll(async () => {
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
test.beforeEach(({ page }) => {
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === insightsPaths.events) beacons.push(request.postData() ?? '');
  });
});

const report = async (page: Page, locale: string): Promise<LocaleReport> => {
  const response = await page.request.get(`${base}${insightsPaths.reportJson}?days=1&locale=${locale}`);
  return ((await response.json()) as InsightsReport).locales[0]!;
};
const feedback = (page: Page) =>
  page.getByRole('group', { name: /Was this page helpful\?|このページは役に立ちましたか/ });

test('en: Yes with a comment stores one event, and the form is axe-clean in both colour modes', async ({ page }) => {
  await openPage(page, `${base}/glossary`);
  const group = feedback(page);
  await group.getByRole('button', { name: 'Yes' }).click();
  const comment = group.getByRole('textbox', { name: 'What helped? (optional)' });
  await expect(comment).toBeFocused();
  await comment.fill('The definitions of referral and CPA settled a debate.');
  expect(await axeViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await axeViolations(page, { coloursOnly: true })).toEqual([]);
  await group.getByRole('button', { name: 'Send' }).click();
  await expect(group.getByRole('status')).toHaveText('Thank you: your answer helps us improve the docs.');
  await expect.poll(async () => (await report(page, 'en')).answers).toEqual({ yes: 1, no: 0 });

  // One answer per page per day: the next visit is thanked, and nothing more is sent.
  await openPage(page, `${base}/glossary`);
  await feedback(page).getByRole('button', { name: 'No' }).click();
  await expect(feedback(page).getByRole('status')).toHaveText('You already answered here today. Thank you!');
  await page.waitForTimeout(500);
  expect((await report(page, 'en')).answers).toEqual({ yes: 1, no: 0 });
});

test('ja, by keyboard only: No with a reason and a comment stores one event', async ({ page }) => {
  await openPage(page, `${base}/ja/glossary`);
  const group = feedback(page);
  await group.getByRole('button', { name: 'いいえ' }).focus();
  await page.keyboard.press('Enter');
  const reasons = group.getByRole('group', { name: '何が問題でしたか？（任意）' });
  await expect(reasons.getByRole('radio').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(reasons.getByRole('radio', { name: 'わかりにくい' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(group.getByRole('textbox')).toBeFocused();
  await page.keyboard.type('用語の説明が短すぎます');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(group.getByRole('status')).toContainText('ありがとうございます');
  await expect
    .poll(async () => (await report(page, 'ja')).unhelpfulPages)
    .toEqual([
      {
        page: '/ja/glossary',
        no: 1,
        yes: 0,
        reasons: [{ reason: 'Hard to follow', count: 1 }],
        comments: ['用語の説明が短すぎます'],
      },
    ]);
});

test('ja: "Did this code work?" records which block it was', async ({ page }) => {
  const route = '/ja/developers/api-reference/reporting/query-api';
  await openPage(page, `${base}${route}`);
  const third = page.locator('.theme-code-block').nth(2);
  const question = third.getByRole('group', { name: 'このコードは動きましたか？' });
  await question.getByRole('button', { name: 'いいえ' }).click();
  await expect(question.getByRole('status')).toBeFocused();
  await expect
    .poll(async () => (await report(page, 'ja')).brokenCode.map(({ page: p, block, no }) => ({ p, block, no })))
    .toEqual([{ p: route, block: 3, no: 1 }]);
});

test('en: a query that looks like an e-mail address is stored masked, and never sent as typed', async ({ page }) => {
  await openPage(page, `${base}/glossary`);
  await openWithSlash(page);
  // The docs' sample customer: pages that name her are found, and the query is still masked.
  await modalInput(page).fill('jenny.rosen@example.com');
  await expect(page.locator('.DocSearch-Hit, .DocSearch-NoResults').first()).toBeVisible();
  // The query counts once the reader pauses on it.
  await page.waitForTimeout(1500);
  await page.keyboard.press('Escape');
  await expect(modal(page)).toBeHidden();
  await expect
    .poll(async () => {
      const en = await report(page, 'en');
      return [...en.noResults, ...en.notOpened];
    })
    .toEqual([{ query: '[email]', count: 1 }]);
  expect(beacons.length).toBeGreaterThan(0);
  expect(beacons.join('\n')).not.toContain('jenny.rosen');
});

test('ja: a search without results, then an opened result with its rank (modal)', async ({ page }) => {
  await openPage(page, `${base}/ja/glossary`);
  await openWithSlash(page);
  await modalInput(page).fill('ξψζω');
  await expect(page.locator('.DocSearch-NoResults')).toBeVisible();
  await page.waitForTimeout(1500);
  await modalInput(page).fill('サンドボックス');
  await expect(hits(page).nth(2)).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(hits(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(modal(page)).toBeHidden();
  await expect
    .poll(async () => {
      const ja = await report(page, 'ja');
      return { noResults: ja.noResults, mean: ja.meanRankOpened, opened: ja.opened, notOpened: ja.notOpened };
    })
    .toEqual({ noResults: [{ query: 'ξψζω', count: 1 }], mean: 2, opened: 1, notOpened: [] });
});

test('en: a result opened before the pause counts with its rank; /search records the rank opened too', async ({
  page,
}) => {
  // In the modal, at once: the first hit, opened before the insights code has loaded.
  await openPage(page, `${base}/glossary`);
  await openWithSlash(page);
  await modalInput(page).fill('integration monitor');
  await expect(hits(page).first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(modal(page)).toBeHidden();
  await expect.poll(async () => (await report(page, 'en')).opened).toBe(1);
  expect((await report(page, 'en')).meanRankOpened).toBe(1);

  await openPage(page, `${base}/search?q=sandbox`);
  const results = page.locator('main ul[aria-busy="false"] > li');
  await expect(results.nth(2)).toBeVisible();
  await page.waitForTimeout(1500);
  await results.nth(2).locator('a').first().click();
  await expect(page).not.toHaveURL(/\/search/);
  await expect.poll(async () => (await report(page, 'en')).meanRankOpened).toBe(2);
});

test('the report page: a chart per locale with its table, keyboard-usable, axe-clean in both colour modes', async ({
  page,
}) => {
  await page.goto(`${base}${insightsPaths.report}?days=1`);
  const chart = page.getByRole('img', { name: /Yes and No answers per day in Japanese/ });
  await expect(chart).toBeVisible();
  // Chart.js has drawn: the canvas holds pixels of the Yes and No colours.
  await expect.poll(() => chart.evaluate((canvas: HTMLCanvasElement) => canvas.width)).toBeGreaterThan(0);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('From')).toBeFocused();
  await page.getByText('Answers per day as a table').first().click();
  await expect(page.getByRole('table').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel('Locale').selectOption('ja');
  await page.getByRole('button', { name: 'Show' }).press('Enter');
  await expect(page).toHaveURL(/locale=ja/);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Japanese (ja)']);
});

test('npm run insights shows them, asking the server that holds the database', async () => {
  const { stdout } = await promisify(execFile)(
    path.join(repoRoot, 'node_modules/.bin/tsx'),
    ['scripts/insights.ts', '--data-dir', dataDir, '--server', base, '--days', '1'],
    { cwd: repoRoot },
  );
  expect(stdout).toContain('Answers: 1 Yes, 0 No · Searches: 3 · Mean rank opened: 2.00 (2 opened)');
  expect(stdout).toMatch(/1 × \[email\]/);
  expect(stdout).not.toContain('jenny');
  expect(stdout).toContain('Answers: 0 Yes, 1 No · Searches: 2 · Mean rank opened: 2.00 (1 opened)');
  expect(stdout).toMatch(/1 No\s+0 Yes\s+\/ja\/glossary\n\s+1 × Hard to follow\n\s+“用語の説明が短すぎます”/);
  expect(stdout).toMatch(/1 × ξψζω/);
  expect(stdout).toMatch(/\/ja\/developers\/api-reference\/reporting\/query-api · block 3/);
});

test('stored: one event per answer, the Yes comment with it, no query as typed', async () => {
  await server.close();
  const store = await InsightsStore.open(dataDir, { readOnly: true });
  const feedbackRows = await store.rows<{ locale: string; page: string; helpful: boolean; comment: string }>(
    "SELECT locale, page, helpful, comment FROM events WHERE type = 'page_feedback' ORDER BY locale",
  );
  const queries = await store.rows<{ query: string }>("SELECT query FROM events WHERE type = 'search'");
  await store.close();
  expect(feedbackRows).toEqual([
    {
      locale: 'en',
      page: '/glossary',
      helpful: true,
      comment: 'The definitions of referral and CPA settled a debate.',
    },
    { locale: 'ja', page: '/ja/glossary', helpful: false, comment: '用語の説明が短すぎます' },
  ]);
  expect(queries.map((q) => q.query).sort()).toEqual(
    ['[email]', 'integration monitor', 'sandbox', 'サンドボックス', 'ξψζω'].sort(),
  );
  // Restarted for afterAll, which closes it.
  server = await buildSiteServer({ root: buildDir, locales: ['en'], defaultLocale: 'en', insights: { dataDir } });
});
