import http from 'node:http';
import { test, expect } from '@playwright/test';
import { analyticsBuild } from '@acme-docs/scripts/lib/analytics-build';

// The analytics build (en only) was made with a fake GA id and a fake Datadog
// token whose intake is proxied to a collector this test runs on localhost.
const base = `http://localhost:${analyticsBuild.port}`;

interface Received {
  forward: string;
  body: string;
}
const received: Received[] = [];
const collector = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method === 'POST')
      received.push({
        forward: url.searchParams.get('ddforward') ?? '',
        body: Buffer.concat(chunks).toString('latin1'),
      });
    res.writeHead(req.method === 'OPTIONS' ? 204 : 202, {
      'access-control-allow-origin': req.headers.origin ?? '*',
      'access-control-allow-credentials': 'true',
      'access-control-allow-headers': '*',
    });
    res.end();
  });
});

/** The JSON events (one per line) of every batch sent to one intake path. */
function eventsOf(intake: string): Array<Record<string, unknown>> {
  return received
    .filter((r) => r.forward.split('?')[0] === intake)
    .flatMap((r) =>
      r.body
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    );
}

test.describe.configure({ mode: 'serial' });
test.beforeAll(
  () => new Promise<void>((resolve) => collector.listen(analyticsBuild.collectorPort, '127.0.0.1', resolve)),
);
test.afterAll(() => new Promise<void>((resolve) => collector.close(() => resolve())));

test.beforeEach(async ({ page }) => {
  // Only the Google tag's script would leave the machine: block it, keep dataLayer.
  await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort());
});

test('Google Analytics: IP anonymisation and one page view per route change', async ({ page }) => {
  await page.goto(`${base}/developers/integration-guides/overview`);
  const dataLayer = () =>
    page.evaluate(() => (window as unknown as { dataLayer: unknown[][] }).dataLayer.map((entry) => Array.from(entry)));
  const pageViews = async () => (await dataLayer()).filter((e) => e[0] === 'event' && e[1] === 'page_view').length;

  expect(await dataLayer()).toContainEqual(['config', analyticsBuild.env.GA_TRACKING_ID, { anonymize_ip: true }]);
  expect(await pageViews()).toBe(0); // the config call itself counts the first view

  await page.locator('.theme-doc-sidebar-container').getByRole('link', { name: 'Integration FAQ' }).click();
  await expect.poll(pageViews).toBe(1);
  await page.locator('.theme-doc-sidebar-container').getByRole('link', { name: 'Integration monitor' }).click();
  await expect.poll(pageViews).toBe(2);
  const paths = (await dataLayer()).filter((e) => e[0] === 'set' && e[1] === 'page_path').map((e) => e[2]);
  expect(paths).toEqual(['/developers/integration-guides/faq', '/developers/integration-guides/integration-monitor']);
});

test('Datadog: RUM and log events reach the proxy and carry env prod', async ({ page }) => {
  // Logs leave on the SDK's 30 s flush timeout (REQ-THIRDPARTY-13): headless Chromium
  // gives no trusted page-exit event that would flush them sooner.
  test.setTimeout(90_000);
  received.length = 0;
  await page.goto(`${base}/developers/integration-guides/overview`);
  // The SDK loads lazily, in its own chunk, after the page is up.
  await expect.poll(() => page.evaluate(() => 'DD_RUM' in window && 'DD_LOGS' in window)).toBe(true);
  await page.evaluate(() => console.error('e2e: a console error for the logs client'));
  await page.locator('.theme-doc-sidebar-container').getByRole('link', { name: 'Integration FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);

  const kinds = () => received.map((r) => r.forward.split('?')[0]);
  await expect.poll(kinds, { timeout: 15_000 }).toContain('/api/v2/rum');
  await expect.poll(kinds, { timeout: 45_000 }).toContain('/api/v2/logs');
  await expect.poll(kinds).toContain('/api/v2/replay');

  const rum = eventsOf('/api/v2/rum');
  expect(rum.map((e) => e.type)).toContain('view');
  expect(rum.every((e) => String(e.ddtags).split(',').includes('env:prod'))).toBe(true);

  const logs = eventsOf('/api/v2/logs');
  const consoleLog = logs.find((e) => e.message === 'e2e: a console error for the logs client');
  expect(consoleLog?.status).toBe('error');
  expect(logs.every((e) => String(e.ddtags).split(',').includes('env:prod'))).toBe(true);
});

test('Datadog SDK code is not in the main bundle', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.url().includes('/assets/js/main.')) scripts.push(await response.text());
  });
  await page.goto(`${base}/`);
  await expect.poll(() => scripts.length).toBeGreaterThan(0);
  expect(scripts.join('')).not.toContain('startSessionReplayRecording');
});

test('Page feedback reaches Google Analytics and Datadog as their own events, without the comment or any other third-party request', async ({
  page,
}) => {
  // Datadog sends its batch of RUM events on its 30 s flush timeout (see the test above).
  test.setTimeout(90_000);
  received.length = 0;
  const foreign: string[] = [];
  page.on('request', (request) => {
    const { hostname } = new URL(request.url());
    if (hostname !== 'localhost' && hostname !== '127.0.0.1') foreign.push(request.url());
  });
  await page.goto(`${base}/developers/integration-guides/overview`);
  await expect.poll(() => page.evaluate(() => 'DD_RUM' in window)).toBe(true);
  const feedback = page.getByRole('group', { name: 'Was this page helpful?' });
  await feedback.getByRole('button', { name: 'No' }).click();
  await feedback.getByRole('radio', { name: 'Missing an example' }).check();
  await feedback.getByRole('textbox').fill('A comment for the docs team only.');
  await feedback.getByRole('button', { name: 'Send' }).click();
  await expect(feedback.getByRole('status')).toBeVisible();

  const fields = {
    helpful: false,
    reason: 'missing-example',
    locale: 'en',
    page: '/developers/integration-guides/overview',
  };
  const feedbackEvents = () =>
    page.evaluate(() =>
      (window as unknown as { dataLayer: unknown[][] }).dataLayer
        .map((entry) => Array.from(entry))
        .filter((entry) => entry[0] === 'event' && entry[1] === 'page_feedback'),
    );
  expect(await feedbackEvents()).toEqual([['event', 'page_feedback', fields]]);

  await page.locator('.theme-doc-sidebar-container').getByRole('link', { name: 'Integration FAQ' }).click();
  const actions = () =>
    eventsOf('/api/v2/rum').filter(
      (e) => e.type === 'action' && (e.action as { target?: { name?: string } }).target?.name === 'page_feedback',
    );
  await expect.poll(() => actions().length, { timeout: 45_000 }).toBe(1);
  expect(actions()[0]!.context).toMatchObject(fields);
  expect(JSON.stringify(received)).not.toContain('A comment for the docs team only.');
  // The Google tag's script (blocked here) is the one request to another host.
  expect(foreign.filter((url) => !url.startsWith('https://www.googletagmanager.com/gtag/js'))).toEqual([]);
});
