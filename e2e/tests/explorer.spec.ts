import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { chooseColorMode, openPage, waitForHydration } from './support/page-helpers.ts';
import { axeViolations } from './support/axe.ts';
import { buildDir, watchPage } from './support/site.ts';
import { tryItServers } from './support/try-it.ts';
import { recordedMarks } from './support/verified-samples.ts';

// The API explorer (issue #28): the try-it panels of the API pages and the
// report builder of the Query API guide, as a reader uses them. The site, the
// sandbox and the mock run on the E2E_PORT_OFFSET ports, started as `npm start`
// starts them (playwright.config.ts).

const guide = '/developers/api-reference/reporting/query-api';
const operation = (page: Page, id: string): Locator => page.locator(`section[data-operation="${id}"]`);

async function openPanel(page: Page, id: string): Promise<Locator> {
  const section = operation(page, id);
  await section.getByRole('button', { name: 'Try it' }).click();
  await expect(section.getByRole('button', { name: 'Send request' })).toBeVisible();
  return section;
}

async function demoToken(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Use the sandbox’s demo app' }).click();
  await expect(page.getByText('The demo app’s ID and secret are filled in')).toBeVisible();
  await page.getByRole('button', { name: 'Get token' }).click();
  await expect(page.getByText('Token received')).toBeVisible();
}

test.describe('npm start on other ports', () => {
  test('the panel finds the sandbox, gets a token and a report, with no setting changed by hand', async ({ page }) => {
    const problems = watchPage(page);
    await openPage(page, '/openapi/query-api');
    await expect(page.getByLabel('Server URL')).toHaveValue(tryItServers.sandbox);
    await demoToken(page);
    await expect(page.getByTestId('token-expiry')).toContainText('Token valid until');
    const report = await openPanel(page, 'campaignsReport');
    await report.getByRole('button', { name: 'Send request' }).click();
    await expect(report.getByTestId('try-it-status')).toHaveText(/^200/);
    const body = JSON.parse(await report.getByTestId('try-it-response').locator('code').innerText()) as {
      data: unknown[];
    };
    expect(body.data.length).toBeGreaterThan(0);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.foreignRequests).toEqual([]);
  });

  test('a refused connection and a CORS refusal are told apart', async ({ page }) => {
    await openPage(page, '/openapi/query-api');
    await page.getByLabel('Server URL').fill('http://localhost:1');
    await page.getByLabel('App ID').fill('app_example');
    await page.getByLabel('App secret').fill('not-a-secret');
    await page.getByRole('button', { name: 'Get token' }).click();
    await expect(page.getByRole('status')).toContainText('Nothing answered at http://localhost:1');
    // The mock answers, but not to this path's preflight from this origin with these headers: its CORS allows
    // loopback origins, so ask the site's own server, which sends no CORS headers at all.
    const site = new URL(page.url()).origin.replace('localhost', '127.0.0.1');
    await page.getByLabel('Server URL').fill(site);
    await page.getByRole('button', { name: 'Get token' }).click();
    await expect(page.getByRole('status')).toContainText(
      `${site} answered, but its CORS policy does not let this page`,
    );
  });
});

test.describe('state that follows the reader', () => {
  test('Python picked in a guide is picked on the API page, and back', async ({ page }) => {
    await openPage(page, '/developers/integration-guides/data-and-security/hashing');
    await page.getByRole('tab', { name: 'Python' }).first().click();
    await openPage(page, '/openapi/query-api');
    const panel = await openPanel(page, 'listAccounts');
    await expect(panel.getByRole('tab', { name: 'Python (requests)' })).toHaveAttribute('aria-selected', 'true');
    await panel.getByRole('tab', { name: 'cURL' }).click();
    await openPage(page, '/developers/integration-guides/data-and-security/web-security');
    await expect(page.getByRole('tab', { name: 'cURL' }).first()).toHaveAttribute('aria-selected', 'true');
  });

  test('a token obtained on one API page is used on another, and the secret is never stored', async ({ page }) => {
    await openPage(page, '/coupon-api');
    await page.getByLabel('App ID').fill('app_example');
    await page.getByLabel('App secret').fill('a-secret-never-stored');
    await page.getByRole('button', { name: 'Get token' }).click();
    await expect(page.getByText('Token received')).toBeVisible();
    const token = await page.getByLabel(/Bearer token/).inputValue();
    expect(token).not.toBe('');
    await openPage(page, '/event-api');
    await expect(page.getByLabel(/Bearer token/)).toHaveValue(token);
    await expect(page.getByLabel('App secret')).toHaveValue('');
    const panel = await openPanel(
      page,
      (await page.locator('section[data-operation]').first().getAttribute('data-operation'))!,
    );
    await panel.getByRole('button', { name: 'Send request' }).click();
    await expect(panel.getByTestId('try-it-status')).toHaveText(/^2\d\d/);
    const stored = await page.evaluate(
      () => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }),
    );
    expect(stored).toContain(token);
    expect(stored).not.toContain('a-secret-never-stored');
  });

  test('the history lists the calls, sends one again, and is cleared in one click', async ({ page }) => {
    await openPage(page, '/openapi/query-api');
    await demoToken(page);
    const accounts = await openPanel(page, 'listAccounts');
    await accounts.getByRole('button', { name: 'Send request' }).click();
    await expect(accounts.getByTestId('try-it-status')).toHaveText(/^200/);
    const calls = page.getByTestId('history-call');
    await expect(calls).toHaveCount(2);
    await expect(calls.first()).toContainText('GET /v1/query/accounts/ 200');
    const sendAgain = calls.first().getByRole('button', { name: 'Send again GET /v1/query/accounts/' });
    // The call the button names is read out, not shown: sighted readers see it beside the button.
    expect(await sendAgain.locator('span').evaluate((span) => span.getBoundingClientRect().width)).toBeLessThanOrEqual(
      1,
    );
    await sendAgain.click();
    await expect(page.getByText('Sent again: GET /v1/query/accounts/ answered 200 OK.')).toBeVisible();
    await expect(calls).toHaveCount(3);
    await page.getByRole('button', { name: 'Clear the history' }).click();
    await expect(calls).toHaveCount(0);
  });

  test('the demo app is offered for the local sandbox only', async ({ page }) => {
    const demo = page.getByRole('button', { name: 'Use the sandbox’s demo app' });
    await openPage(page, '/openapi/query-api');
    await expect(demo).toBeVisible();
    await demo.click();
    await expect(page.getByLabel('App ID')).not.toHaveValue('');
    await page.getByLabel('Send requests to').selectOption({ label: 'Production — https://api.acme.example' });
    await expect(demo).toHaveCount(0);
    // The demo app's credentials never go to another server.
    await expect(page.getByLabel('App ID')).toHaveValue('');
    await expect(page.getByLabel('App secret')).toHaveValue('');
    await page.getByLabel('Send requests to').selectOption({ index: 0 });
    await expect(demo).toBeVisible();
    await openPage(page, '/coupon-api');
    await expect(page.getByLabel('Server URL')).toHaveValue(tryItServers.mock);
    await expect(demo).toHaveCount(0);
  });
});

test.describe('the report builder', () => {
  async function openBuilder(page: Page): Promise<Locator> {
    await openPage(page, guide);
    await page.getByRole('button', { name: 'Open the report builder' }).click();
    const builder = page.locator('#report-builder');
    await expect(builder.getByRole('button', { name: 'Run the report' })).toBeVisible();
    return builder;
  }

  test('produces the same rows as the same request sent by curl, and draws them', async ({ page }) => {
    const problems = watchPage(page);
    const builder = await openBuilder(page);
    await demoToken(page);
    await builder.getByRole('checkbox', { name: 'cpa', exact: true }).check();
    await builder.getByRole('checkbox', { name: 'device', exact: true }).check();
    await builder.getByRole('group', { name: 'age_group' }).getByRole('checkbox', { name: '18-34' }).check();
    await expect(builder.getByTestId('report-body')).toContainText('"age_group": [');
    await builder.getByRole('button', { name: 'Run the report' }).click();
    await expect(builder.getByTestId('report-status')).toHaveText(/^200 OK · \d+ rows/);
    const table = await builder
      .getByTestId('report-rows')
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent)));
    expect(table.length).toBeGreaterThan(0);

    await builder.getByRole('tab', { name: 'cURL' }).click();
    const curl = await builder.locator('[role="tabpanel"]:not([hidden]) code').innerText();
    const token = await page.evaluate(() => {
      const session = JSON.parse(sessionStorage.getItem('acme-docs.try-it') ?? '{}') as {
        tokens: Record<string, { token: string }>;
      };
      return Object.values(session.tokens)[0]!.token;
    });
    const answer = JSON.parse(
      execFileSync('sh', ['-c', `${curl} -s`], { encoding: 'utf8', env: { ...process.env, TOKEN: token } }),
    ) as {
      data: Record<string, string | number | null>[];
    };
    expect(answer.data.map((row) => Object.values(row).map((v) => (v === null ? '—' : String(v))))).toEqual(table);

    const chart = builder.getByTestId('report-chart');
    await expect(chart).toHaveAttribute('data-ready', 'true');
    await expect(chart).toHaveAccessibleName(/Line chart of impressions by Day, one line per device/);
    const painted = await chart.evaluate((canvas: HTMLCanvasElement) => {
      const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      let opaque = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) opaque++;
      return opaque;
    });
    expect(painted).toBeGreaterThan(1000);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('only valid requests can be made, and ratios say how their totals are made', async ({ page }) => {
    const builder = await openBuilder(page);
    await builder.getByRole('checkbox', { name: 'impressions', exact: true }).uncheck();
    await expect(builder.getByTestId('report-problems')).toContainText('Choose at least one metric.');
    await expect(builder.getByRole('button', { name: 'Run the report' })).toBeDisabled();
    await builder.getByRole('radio', { name: 'Transactions (Acme Ecommerce)' }).check();
    await expect(builder.getByRole('checkbox', { name: 'impressions', exact: true })).toHaveCount(0);
    await expect(builder.getByRole('checkbox', { name: 'page_type', exact: true })).toHaveCount(1);
    await expect(
      builder.getByText(/each row and the totals are recomputed from sums, never summed/).first(),
    ).toBeVisible();
    await builder.getByLabel('End date (excluded)').fill('2020-01-01');
    await expect(builder.getByTestId('report-problems')).toContainText('The end date must come after the start date.');
  });

  test('works by keyboard alone', async ({ page }) => {
    await openPage(page, guide);
    const open = page.getByRole('button', { name: 'Open the report builder' });
    await open.focus();
    await page.keyboard.press('Enter');
    const builder = page.locator('#report-builder');
    await expect(builder.getByRole('radio', { name: 'Campaigns (Acme Ads)' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(builder.getByRole('radio', { name: 'Campaigns (Acme Ads)' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(builder.getByRole('radio', { name: 'Transactions (Acme Ecommerce)' })).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(builder.getByTestId('report-problems')).toContainText('Choose at least one metric.');
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`is axe-clean in ${mode} mode, with its rows and chart`, async ({ page }) => {
      await openPage(page, guide);
      if (mode === 'dark') {
        await chooseColorMode(page, 'dark');
        await page.reload();
        await waitForHydration(page);
      }
      await page.getByRole('button', { name: 'Open the report builder' }).click();
      const builder = page.locator('#report-builder');
      await demoToken(page);
      await builder.getByRole('button', { name: 'Run the report' }).click();
      await expect(builder.getByTestId('report-chart')).toHaveAttribute('data-ready', 'true');
      expect(await axeViolations(page, { within: '#report-builder' })).toEqual([]);
    });
  }

  test('is translated in Japanese and French', async ({ page }) => {
    await openPage(page, `/ja${guide}`);
    await page.getByRole('button', { name: 'レポートビルダーを開く' }).click();
    await expect(page.getByRole('button', { name: 'レポートを実行' })).toBeVisible();
    await openPage(page, `/fr${guide}`);
    await page.getByRole('button', { name: 'Ouvrir le générateur de rapports' }).click();
    await expect(page.getByRole('button', { name: 'Exécuter le rapport' })).toBeVisible();
  });
});

test.describe('samples marked as verified', () => {
  for (const { route, statuses } of recordedMarks.filter((page) => page.statuses.length > 0)) {
    test(`${route}: each Query API sample's mark is its recorded run`, async ({ page }) => {
      const html = fs.readFileSync(path.join(buildDir, route, 'index.html'), 'utf8');
      expect(statuses).not.toContain('missing');
      await openPage(page, route);
      const marks = page.locator('[data-verified-status]');
      await expect(marks).toHaveCount(statuses.length);
      expect(await marks.evaluateAll((all) => all.map((m) => m.getAttribute('data-verified-status')))).toEqual(
        statuses,
      );
      for (const status of new Set(statuses)) expect(html).toContain(`Ran against the sandbox: ${status}`);
      // The recorded answer is in the page, behind the mark.
      await marks.first().locator('summary').click();
      await expect(marks.first().locator('pre')).toContainText(/→ \d{3}/);
    });
  }
});

test.describe('try-it at 375 px', () => {
  test('a failed token call wraps its message and keeps the App secret field on screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openPage(page, '/openapi/query-api');
    // Nothing listens on port 1: the call fails with the longest message the panel shows.
    await page.getByLabel('Server URL').fill('http://localhost:1');
    await page.getByLabel('App ID').fill('app_example');
    await page.getByLabel('App secret').fill('not-a-secret');
    await page.getByRole('button', { name: 'Get token' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'http://localhost:1' })).toBeVisible();
    const settings = await page.locator('section:has(> #try-it)').boundingBox();
    expect(settings!.x + settings!.width).toBeLessThanOrEqual(375);
    const secret = await page.getByLabel('App secret').boundingBox();
    expect(secret!.x + secret!.width).toBeLessThanOrEqual(375);
  });
});
