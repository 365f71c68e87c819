import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSiteServer } from '../site-server/app.ts';
import { insightsPaths } from '../site-server/insights/config.ts';
import type { InsightsReport } from '../site-server/insights/report.ts';
import { InsightsStore } from '../site-server/insights/store.ts';

// The collector of reader insights (issue #31), through Fastify's inject: bad
// input gets its 4xx and a message, and never costs an event already stored.

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'insights-site-'));
fs.writeFileSync(path.join(root, 'index.html'), 'home');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'insights-data-'));
const day = Date.parse('2026-11-20T12:00:00Z');
const limits = { max: 8, windowSeconds: 60 };
const server = await buildSiteServer({
  root,
  locales: ['en', 'ja', 'fr'],
  defaultLocale: 'en',
  insights: { dataDir, limits, now: () => day },
});
after(async () => {
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(root, { recursive: true, force: true });
});

let address = 0;
/** Each call comes from its own address unless one is given, so the rate limit only counts where a test means it to. */
const post = (body: unknown, { from = `198.51.100.${++address}`, type = 'application/json' } = {}) =>
  server.inject({
    method: 'POST',
    url: insightsPaths.events,
    remoteAddress: from,
    headers: { 'content-type': type },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

const feedback = {
  type: 'page_feedback',
  locale: 'ja',
  page: '/ja/glossary',
  helpful: false,
  reason: 'outdated',
  comment: '例が古い',
};
const report = async (): Promise<InsightsReport> =>
  (await server.inject({ url: `${insightsPaths.reportJson}?from=2026-11-20&to=2026-11-20` })).json();
const stored = async () => {
  const r = await report();
  return r.locales.reduce((n, l) => n + l.answers.yes + l.answers.no + l.searches, 0);
};

test('accepts each kind of event, as JSON or as the text/plain a beacon sends, and reports it', async () => {
  assert.equal((await post(feedback)).statusCode, 204);
  assert.equal((await post({ ...feedback, helpful: true, reason: undefined, comment: 'clear' })).statusCode, 204);
  const code = {
    type: 'code_feedback',
    locale: 'en',
    page: '/x',
    works: false,
    block: 3,
    codeHash: '0a1b2c3d',
    language: 'bash',
  };
  assert.equal((await post(code, { type: 'text/plain;charset=UTF-8' })).statusCode, 204);
  const search = {
    type: 'search',
    locale: 'en',
    page: '/',
    searchId: 'abcdef0123',
    source: 'modal',
    query: 'sandbox',
    results: 4,
  };
  assert.equal((await post(search)).statusCode, 204);
  const outcome = { type: 'search_outcome', locale: 'en', page: '/', searchId: 'abcdef0123', source: 'modal', rank: 2 };
  assert.equal((await post(outcome)).statusCode, 204);

  const { locales } = await report();
  const ja = locales.find((l) => l.locale === 'ja')!;
  assert.deepEqual(ja.answers, { yes: 1, no: 1 });
  assert.deepEqual(ja.unhelpfulPages[0], {
    page: '/ja/glossary',
    no: 1,
    yes: 1,
    reasons: [{ reason: 'Wrong or outdated', count: 1 }],
    comments: ['例が古い'],
  });
  const en = locales.find((l) => l.locale === 'en')!;
  assert.equal(en.meanRankOpened, 2);
  assert.equal(en.brokenCode[0]?.codeHash, '0a1b2c3d');
});

test('malformed events get 400 with the field at fault, and nothing stored is lost', async () => {
  const before = await stored();
  const cases: [unknown, RegExp][] = [
    ['{"type": "page_feedback",', /not valid JSON/],
    ['[]', /one event: a JSON object/],
    [{ ...feedback, type: 'pageview' }, /"type" must be one of/],
    [{ ...feedback, locale: 'de' }, /"locale"/],
    [{ ...feedback, comment: 'x'.repeat(1001) }, /"comment".*1000/],
    [{ ...feedback, reason: 'boring' }, /"reason"/],
    [{ ...feedback, helpful: true }, /reason goes with a No answer/],
    [{ ...feedback, ip: '203.0.113.9' }, /ip|additional/i],
    [{ ...feedback, page: 'glossary' }, /"page"/],
    [{ type: 'search', locale: 'en', page: '/', searchId: 'x', source: 'modal', query: 'a', results: 1 }, /"searchId"/],
  ];
  for (const [body, message] of cases) {
    const response = await post(body);
    assert.equal(response.statusCode, 400, `${JSON.stringify(body).slice(0, 80)}: ${response.body}`);
    assert.match(response.json().message, message);
  }
  const wrongType = await post(feedback, { type: 'application/x-www-form-urlencoded' });
  assert.equal(wrongType.statusCode, 415);
  assert.match(wrongType.json().message, /application\/json/);
  assert.equal(await stored(), before);
});

test('an oversized body gets 413, and nothing stored is lost', async () => {
  const before = await stored();
  const response = await post({ ...feedback, comment: 'x'.repeat(20_000) });
  assert.equal(response.statusCode, 413);
  assert.match(response.json().message, /larger than the limit of 8192 bytes/);
  assert.equal(await stored(), before);
});

test('a flood from one address gets 429 once over its limit; other addresses and stored events are unharmed', async () => {
  const before = await stored();
  const answers = [];
  for (let i = 0; i < 20; i++)
    answers.push((await post({ ...feedback, comment: `flood ${i}` }, { from: '203.0.113.7' })).statusCode);
  assert.deepEqual(answers, [...Array(limits.max).fill(204), ...Array(20 - limits.max).fill(429)]);
  const refused = await post(feedback, { from: '203.0.113.7' });
  assert.match(refused.json().message, /Too many events from this address: 8 per 60 seconds/);
  assert.ok(Number(refused.headers['retry-after']) > 0);
  assert.equal((await post(feedback, { from: '203.0.113.8' })).statusCode, 204);
  assert.equal(await stored(), before + limits.max + 1);
});

test('no address is stored, and what looks like personal data is masked even if a client did not', async () => {
  assert.equal(
    (
      await post(
        {
          type: 'search',
          locale: 'fr',
          page: '/fr/',
          searchId: 'fedcba9876',
          source: 'page',
          query: 'jenny.rosen@example.com',
          results: 0,
        },
        { from: '203.0.113.99' },
      )
    ).statusCode,
    204,
  );
  const { locales } = await report();
  assert.deepEqual(locales.find((l) => l.locale === 'fr')!.noResults, [{ query: '[email]', count: 1 }]);
  await server.close();
  const store = await InsightsStore.open(dataDir, { readOnly: true });
  const rows = await store.rows('SELECT * FROM events');
  await store.close();
  assert.ok(rows.length > 0);
  const everything = JSON.stringify(rows);
  for (const ip of ['203.0.113', '198.51.100', '127.0.0.1']) assert.ok(!everything.includes(ip), ip);
  assert.ok(!fs.readFileSync(store.file).includes('203.0.113'));
});
