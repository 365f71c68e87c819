import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSiteServer } from '../site-server/app.ts';
import { insightsPaths } from '../site-server/insights/config.ts';
import { reportPeriod } from '../site-server/insights/report.ts';

// The report page of reader insights (issue #31): served by the site server,
// never indexed, its chart library served from the installed package.

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'insights-page-site-'));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'insights-page-data-'));
const server = await buildSiteServer({ root, locales: ['en', 'ja', 'fr'], defaultLocale: 'en', insights: { dataDir } });
after(async () => {
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(root, { recursive: true, force: true });
});

test('the report page asks not to be indexed, in its header and its HTML, and escapes what readers wrote', async () => {
  await server.inject({
    method: 'POST',
    url: insightsPaths.events,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({
      type: 'page_feedback',
      locale: 'en',
      page: '/glossary',
      helpful: false,
      comment: '<script>alert(1)</script>',
    }),
  });
  const page = await server.inject({ url: insightsPaths.report });
  assert.equal(page.statusCode, 200);
  assert.equal(page.headers['x-robots-tag'], 'noindex');
  assert.match(String(page.headers['content-type']), /text\/html/);
  assert.match(page.body, /<meta name="robots" content="noindex, nofollow">/);
  assert.ok(!page.body.includes('<script>alert(1)</script>'));
  assert.match(page.body, /&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
  assert.match(page.body, /<canvas id="chart-en" role="img" aria-label="Yes and No answers per day in English/);
});

test('Chart.js and the page script are served from the installed package and the plugin', async () => {
  const chart = await server.inject({ url: insightsPaths.chartScript });
  assert.equal(chart.statusCode, 200);
  assert.match(String(chart.headers['content-type']), /javascript/);
  assert.match(chart.body, /Chart\.js v4\./);
  const script = await server.inject({ url: insightsPaths.reportScript });
  assert.equal(script.statusCode, 200);
  assert.match(script.body, /new Chart\(/);
});

test('a bad period or locale gets 400 with a message', async () => {
  for (const [query, message] of [
    ['locale=de', /"locale" must be one of en, ja, fr/],
    ['from=yesterday', /"from" must be a date/],
    ['from=2026-11-20&to=2026-11-01', /starts \(2026-11-20\) after it ends/],
    ['days=0', /"days" must be a whole number/],
  ] as const) {
    const response = await server.inject({ url: `${insightsPaths.reportJson}?${query}` });
    assert.equal(response.statusCode, 400, query);
    assert.match(response.json().message, message);
  }
});

test('the period: 30 days up to today by default, or as chosen', () => {
  const now = Date.parse('2026-11-27T10:00:00Z');
  assert.deepEqual(reportPeriod({}, now), { from: '2026-10-29', to: '2026-11-27' });
  assert.deepEqual(reportPeriod({ days: 7, to: '2026-11-20' }, now), { from: '2026-11-14', to: '2026-11-20' });
  assert.deepEqual(reportPeriod({ from: '2026-11-01' }, now), { from: '2026-11-01', to: '2026-11-27' });
});
