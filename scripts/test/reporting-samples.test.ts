import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { listPages, readPage } from '../lib/docs-content.ts';
import {
  canRun,
  exchangeProblems,
  isReportingPage,
  querySamples,
  recordOf,
  runSample,
  sampleDates,
  sandboxProxy,
  type Exchange,
  type SampleEnv,
} from '../lib/reporting-samples.ts';
import { recordFile, type RecordedSample, type SampleRecord } from '@acme-docs/site/verified-samples';
import { buildApp } from '@acme-docs/query-api/app';
import { openDuckDbStore, type DuckDbStore } from '@acme-docs/query-api/store';
import type { DemoCredential } from '@acme-docs/query-api/demo-credentials';

// Every Query API request shown on the reporting pages runs against the
// sandbox (bash with curl, Node.js, Python), and each answer is 200 with the
// rows, accountId and queryTimeMs the request asked for. What each sample's
// calls answered is the record the build marks the samples with
// (site/src/data/verified-samples.json): this test compares it with the runs,
// and writes it with UPDATE_VERIFIED_SAMPLES=1.

const pages = listPages()
  .map((file) => readPage(file))
  .filter((p) => isReportingPage(p.relative));
const samples = pages.flatMap(querySamples);
const label = (s: { page: string; line: number; language: string }) => `${s.page}:${s.line} (${s.language})`;

describe('the checker of Query API answers', () => {
  const exchange = (over: Partial<Exchange>): Exchange => ({
    method: 'POST',
    url: '/v1/query/accounts/1001/campaigns/',
    requestHeaders: {},
    status: 200,
    contentType: 'application/json',
    requestBody: JSON.stringify({ metrics: ['impressions'], dimensions: ['device'], interval: 'day' }),
    body: JSON.stringify({
      data: [{ datetime: '2026-11-09 00:00:00', device: 'mobile', impressions: 3 }],
      accountId: '1001',
      queryTimeMs: 4,
    }),
    ...over,
  });
  it('accepts a right answer and rejects a wrong status, missing column, wrong account or empty data', () => {
    assert.deepEqual(exchangeProblems(exchange({})), []);
    assert.equal(exchangeProblems(exchange({ status: 422, body: '{"detail": []}' })).length, 1);
    assert.equal(
      exchangeProblems(
        exchange({
          body: JSON.stringify({ data: [{ device: 'mobile', impressions: 3 }], accountId: '1001', queryTimeMs: 4 }),
        }),
      ).length,
      1,
    );
    assert.equal(
      exchangeProblems(
        exchange({
          body: JSON.stringify({
            data: [{ datetime: 'x', device: 'm', impressions: 3 }],
            accountId: '1002',
            queryTimeMs: 4,
          }),
        }),
      ).length,
      1,
    );
    assert.equal(
      exchangeProblems(exchange({ body: JSON.stringify({ data: [], accountId: '1001', queryTimeMs: 1.5 }) })).length,
      2,
    );
  });
});

describe('Query API samples on the reporting pages', () => {
  let dataDir = '';
  let store: DuckDbStore;
  let app: FastifyInstance;
  let proxy: Awaited<ReturnType<typeof sandboxProxy>>;
  let env: SampleEnv;

  before(async () => {
    // The sandbox's data ends the day after the latest date a sample asks for,
    // and reaches back past the earliest, so the samples' rows are never empty.
    const dates = sampleDates(samples);
    const nowMs = dates.length ? Date.parse(`${dates.at(-1)}T12:00:00Z`) + 86_400_000 : Date.now();
    const days = dates.length ? Math.ceil((nowMs - Date.parse(`${dates[0]}T00:00:00Z`)) / 86_400_000) + 14 : 30;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'query-samples-'));
    store = await openDuckDbStore({ dataDir, nowMs, days, connections: 2 });
    app = await buildApp({
      dataDir,
      store,
      clock: { now: () => nowMs },
      rateLimit: { max: 10_000, windowSeconds: 60 },
    });
    proxy = await sandboxProxy(app);
    // Tokens come from the token call with the demo credentials, as a reader gets them.
    const [demo] = JSON.parse(fs.readFileSync(path.join(dataDir, 'demo-credentials.json'), 'utf8')) as DemoCredential[];
    const answer = await fetch(`${proxy.base}/auth/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${demo!.appId}:${demo!.appSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    assert.equal(answer.status, 200, await answer.clone().text());
    env = {
      base: proxy.base,
      token: ((await answer.json()) as { access_token: string }).access_token,
      appId: demo!.appId,
      appSecret: demo!.appSecret,
    };
  });

  after(async () => {
    await proxy?.close();
    await app?.close();
    await store?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('the reporting pages show Query API samples in bash, JavaScript and Python', () => {
    assert.ok(samples.length >= 10, `only ${samples.length} samples found`);
    for (const language of ['bash', 'js', 'python'])
      assert.ok(
        samples.some((s) => s.language === language),
        `no ${language} sample`,
      );
    assert.deepEqual(samples.filter((s) => !canRun(s)).map(label), [], 'samples in a language the test cannot run');
  });

  const runs: Record<string, RecordedSample> = {};
  for (const sample of samples.filter(canRun)) {
    it(`${label(sample)} answers 200 with the shape it asked for`, async () => {
      const first = proxy.exchanges.length;
      const { stderr } = await runSample(sample, env).catch((error: Error & { stderr?: string }) => {
        assert.fail(`the sample failed: ${error.stderr || error.message}`);
      });
      runs[sample.key] = recordOf(sample, proxy.exchanges.slice(first));
      const made = proxy.exchanges.slice(first).filter((x) => x.url.startsWith('/v1/query/'));
      assert.ok(made.length > 0, `the sample made no Query API call${stderr ? `: ${stderr}` : ''}`);
      assert.deepEqual(made.flatMap(exchangeProblems), []);
    });
  }

  it('the record of runs the build marks the samples with is the runs of today', () => {
    const record: SampleRecord = {
      about:
        'Generated by scripts/test/reporting-samples.test.ts (UPDATE_VERIFIED_SAMPLES=1): what each Query API sample of the reporting pages answered against the sandbox, by page and a hash of its code. The build marks each sample with it.',
      samples: Object.fromEntries(Object.entries(runs).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
    };
    if (process.env.UPDATE_VERIFIED_SAMPLES === '1') {
      fs.writeFileSync(recordFile, `${JSON.stringify(record, null, 2)}\n`);
      return;
    }
    // Compared as data: the file's layout is Prettier's.
    const committed = fs.existsSync(recordFile) ? (JSON.parse(fs.readFileSync(recordFile, 'utf8')) as unknown) : {};
    assert.deepEqual(
      committed,
      record,
      `${path.relative(process.cwd(), recordFile)} is not the record of these runs (a sample changed, or its answer did): write it with UPDATE_VERIFIED_SAMPLES=1 npm exec -- node --import tsx --test scripts/test/reporting-samples.test.ts`,
    );
  });
});
