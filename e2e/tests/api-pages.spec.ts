import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import zlib from 'node:zlib';
import path from 'node:path';
import { expect, test, type Locator, type Page, type Response } from '@playwright/test';
import { parse } from 'yaml';
import type { OpenAPIV3_1 } from 'openapi-types';
import { chooseColorMode, openPage, waitForHydration } from './support/page-helpers.ts';
import { axeViolations } from './support/axe.ts';
import { buildDir, repoRoot, watchPage } from './support/site.ts';
import { siteData } from './support/site-data.ts';
import { demoCredentials, tryItServers } from './support/try-it.ts';

// The API pages (issue #9): rendered from the OpenAPI files at build time, and
// their try-it panels calling the Query API sandbox and the partner APIs' mock.

const { apiPages, apiIndexRoute } = siteData;
const load = (file: string) => parse(fs.readFileSync(path.join(repoRoot, file), 'utf8')) as OpenAPIV3_1.Document;
type Operation = OpenAPIV3_1.OperationObject & { operationId: string };
const isReference = (value: object | undefined): value is OpenAPIV3_1.ReferenceObject => !!value && '$ref' in value;
const builtHtml = (route: string) => fs.readFileSync(path.join(buildDir, route, 'index.html'), 'utf8');

test.describe('server-side rendering', () => {
  for (const api of apiPages) {
    test(`every operation of ${api.file} is in the built HTML of ${api.route}`, () => {
      const spec = load(api.file);
      const html = builtHtml(api.route);
      const operations = [...Object.entries(spec.paths ?? {}), ...Object.entries(spec.webhooks ?? {})].flatMap(
        ([where, item]) =>
          Object.entries(item ?? {})
            .filter(([m]) => /^(get|put|post|delete|patch)$/.test(m))
            .map(([method, op]) => ({ where, method, op: op as Operation })),
      );
      expect(operations.length).toBeGreaterThan(0);
      // Built HTML is minified: attribute quotes are optional. Report misses, not the page.
      const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const missing: string[] = [];
      const expectIn = (what: string, pattern: RegExp) => {
        if (!pattern.test(html)) missing.push(what);
      };
      for (const { where, method, op } of operations) {
        expectIn(`${op.operationId} anchor`, new RegExp(`id="?${escape(op.operationId)}[" >]`));
        expectIn(`${op.operationId} path`, new RegExp(`<code>${escape(where)}</code>`));
        expectIn(`${op.operationId} method`, new RegExp(`>${method.toUpperCase()}<`));
        for (const parameter of op.parameters ?? []) {
          if (isReference(parameter)) continue;
          expectIn(`${op.operationId} ${parameter.name}`, new RegExp(`<code>${escape(parameter.name)}</code>`));
        }
        for (const status of Object.keys(op.responses ?? {}))
          expectIn(`${op.operationId} ${status}`, new RegExp(`>${status}</strong>`));
        const requestBody = isReference(op.requestBody) ? undefined : op.requestBody;
        const raw = requestBody && Object.values(requestBody.content)[0]?.schema;
        const body = isReference(raw) ? spec.components?.schemas?.[raw.$ref.split('/').pop()!] : raw;
        for (const field of Object.keys(body?.properties ?? {}))
          expectIn(`${op.operationId} body.${field}`, new RegExp(`>${escape(field)}</code>`));
      }
      expect(missing).toEqual([]);
    });
  }

  test('the Query API page renders its request fields, and /openapi links every API page', () => {
    expect(/<code[^>]*>dimensionFilters<\/code>/.test(builtHtml('/openapi/query-api'))).toBe(true);
    const index = builtHtml(apiIndexRoute);
    expect(
      apiPages.filter((api) => !new RegExp(`href="?${api.route}[" >]`).test(index)).map((api) => api.route),
    ).toEqual([]);
  });

  test('the Query API document is published as YAML, generated from openapi.json', async ({ request }) => {
    const response = await request.get('/openapi/query-api.yaml');
    expect(response.status()).toBe(200);
    expect(parse(await response.text())).toEqual(
      JSON.parse(fs.readFileSync(path.join(repoRoot, 'query-api/openapi.json'), 'utf8')),
    );
  });
});

const operation = (page: Page, id: string): Locator => page.locator(`section[data-operation="${id}"]`);

async function openPanel(page: Page, id: string): Promise<Locator> {
  const section = operation(page, id);
  await section.getByRole('button', { name: 'Try it' }).click();
  await expect(section.getByRole('button', { name: 'Send request' })).toBeVisible();
  return section;
}

/** Sends the panel's request and reads the status of its answer, not of the one shown before it. */
async function sendAndReadStatus(section: Locator): Promise<string> {
  await section.getByRole('button', { name: 'Send request' }).click();
  await expect(section.locator('[aria-busy]')).toHaveAttribute('aria-busy', 'false');
  const status = section.getByTestId('try-it-status');
  await expect(status).toBeVisible();
  return (await status.textContent())!;
}

test.describe('try it against the Query API sandbox', () => {
  test(
    'token, accounts, a campaigns report with rows, 401, 422 and the same curl, all on localhost',
    { tag: '@smoke' },
    async ({ page }) => {
      const problems = watchPage(page);
      const { appId, appSecret } = demoCredentials();
      await openPage(page, '/openapi/query-api');
      await page.getByLabel('Server URL').fill(tryItServers.sandbox);

      // A wrong secret: the token request answers 401 and the page shows it.
      await page.getByLabel('App ID').fill(appId);
      await page.getByLabel('App secret').fill(`${appSecret}x`);
      await page.getByRole('button', { name: 'Get token' }).click();
      await expect(page.getByRole('status').filter({ hasText: /^401/ })).toBeVisible();

      await page.getByLabel('App secret').fill(appSecret);
      await page.getByRole('button', { name: 'Get token' }).click();
      await expect(page.getByText('Token received')).toBeVisible();
      await expect(page.getByLabel(/Bearer token/)).not.toHaveValue('');
      const storage = await page.evaluate(
        () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
      );
      expect(storage).not.toContain(appSecret);

      const accounts = await openPanel(page, 'listAccounts');
      expect(await sendAndReadStatus(accounts)).toMatch(/^200/);
      await expect(accounts.getByTestId('try-it-response')).toContainText('accountId');

      const report = await openPanel(page, 'campaignsReport');
      expect(await sendAndReadStatus(report)).toMatch(/^200/);
      const body = JSON.parse(await report.getByTestId('try-it-response').locator('code').innerText()) as {
        data: unknown[];
      };
      expect(body.data.length).toBeGreaterThan(0);

      // The same request as curl, run in a shell with the token in TOKEN, answers the same status.
      const curl = await report.locator('[role="tabpanel"]:not([hidden]) code').innerText();
      expect(curl).toMatch(/^curl /);
      const env = { ...process.env, TOKEN: await page.getByLabel(/Bearer token/).inputValue() };
      const curlStatus = execFileSync('sh', ['-c', `${curl} -s -o /dev/null -w '%{http_code}'`], {
        encoding: 'utf8',
        env,
      });
      expect(curlStatus).toBe('200');

      // Without metrics, the sandbox's 422 and its detail list are shown as returned.
      const textarea = report.getByLabel(/Request body/);
      const example = JSON.parse(await textarea.inputValue()) as Record<string, unknown>;
      delete example.metrics;
      await textarea.fill(JSON.stringify(example));
      expect(await sendAndReadStatus(report)).toMatch(/^422/);
      await expect(report.getByTestId('try-it-response')).toContainText('"detail"');
      await expect(report.getByTestId('try-it-response')).toContainText('metrics');
      const curl422 = await report.locator('[role="tabpanel"]:not([hidden]) code').innerText();
      expect(
        execFileSync('sh', ['-c', `${curl422} -s -o /dev/null -w '%{http_code}'`], { encoding: 'utf8', env }),
      ).toBe('422');

      expect(problems.foreignRequests).toEqual([]);
    },
  );

  test('by default the Query API panel targets the local sandbox where it runs, the production server is an option', async ({
    page,
  }) => {
    await openPage(page, '/openapi/query-api');
    await expect(page.getByLabel('Server URL')).toHaveValue(tryItServers.sandbox);
    await expect(
      page.getByLabel('Send requests to').locator('option', { hasText: 'https://api.acme.example' }),
    ).toHaveCount(1);
  });
});

test('a partner request that breaks its schema is rejected by the mock with the API error shape', async ({ page }) => {
  const problems = watchPage(page);
  await openPage(page, '/server-api-events');
  await expect(page.getByLabel('Server URL')).toHaveValue(tryItServers.mock);
  await page.getByLabel('App ID').fill('app_example');
  await page.getByLabel('App secret').fill('not-a-real-secret');
  await page.getByRole('button', { name: 'Get token' }).click();
  await expect(page.getByText('Token received')).toBeVisible();

  const send = await openPanel(page, 'sendServerEvents');
  expect(await sendAndReadStatus(send)).toMatch(/^202/);
  await send.getByLabel(/Request body/).fill('{"events": [{"eventId": "TT-10442-view", "eventType": "purchase"}]}');
  expect(await sendAndReadStatus(send)).toMatch(/^422/);
  const answer = JSON.parse(await send.getByTestId('try-it-response').locator('code').innerText()) as {
    detail: { loc: unknown[]; msg: string; type: string }[];
  };
  expect(answer.detail.length).toBeGreaterThan(0);
  for (const item of answer.detail) expect(Object.keys(item).sort()).toEqual(['loc', 'msg', 'type']);
  expect(problems.foreignRequests).toEqual([]);
});

/** Gzipped bytes of the scripts a fresh page runs before any interaction. */
async function firstLoadJs(page: Page, route: string): Promise<number> {
  const sizes: Promise<number>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script')
      sizes.push(response.body().then((b) => zlib.gzipSync(b, { level: 9 }).length));
  };
  page.on('response', onResponse);
  await page.goto(route, { waitUntil: 'networkidle' });
  // Bodies are read before the page closes; later prefetches are not first load.
  page.off('response', onResponse);
  return (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
}

test('an API page loads at most 100 KB more JavaScript (gzipped) than a doc page', async ({ browser }) => {
  const measure = async (route: string) => {
    const context = await browser.newContext();
    const bytes = await firstLoadJs(await context.newPage(), route);
    await context.close();
    return bytes;
  };
  const doc = await measure('/developers/integration-guides/android/overview');
  const api = await measure('/openapi/query-api');
  console.log(`first-load JS, gzipped: doc page ${(doc / 1024).toFixed(1)} KB, API page ${(api / 1024).toFixed(1)} KB`);
  expect(api - doc).toBeLessThanOrEqual(100 * 1024);
});

test.describe('look and feel', () => {
  const primary = (page: Page) =>
    page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--ifm-color-primary').trim());

  test('API pages are blue, other pages keep the brand magenta', async ({ page }) => {
    await openPage(page, '/coupon-api');
    expect((await primary(page)).toUpperCase()).toBe('#2563EB');
    await openPage(page, '/glossary');
    expect((await primary(page)).toUpperCase()).toBe('#D6007A');
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`the Query API page has no WCAG 2 A/AA violations in ${mode} mode, with a panel open`, async ({ page }) => {
      await openPage(page, '/openapi/query-api');
      if (mode === 'dark') {
        await chooseColorMode(page, 'dark');
        await page.reload();
        await waitForHydration(page);
      }
      await openPanel(page, 'campaignsReport');
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('at 375 px nothing overflows sideways, and the panel opens from the keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openPage(page, '/embedded-actions');
    const button = operation(page, 'registerAction').getByRole('button', { name: 'Try it' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(operation(page, 'registerAction').getByRole('button', { name: 'Send request' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('in Japanese the try-it labels are translated', async ({ page }) => {
    await openPage(page, '/ja/openapi/query-api');
    await expect(page.getByRole('button', { name: 'トークンを取得' })).toBeVisible();
  });
});
