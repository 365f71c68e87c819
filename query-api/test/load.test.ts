import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { type ServerProcess, demoOf, fetchToken, startServer } from './server-process.js';

// The sandbox as its own process over loopback: a soak of mixed calls, and
// guessing secrets while reports run. Figures are printed; assertions are
// generous bounds that still catch the failures of issue 15.
let server: ServerProcess;
let dataDir: string;
let token: string;
let demo: { appId: string; appSecret: string }[];
before(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'query-api-load-'));
  server = await startServer(dataDir, {
    QUERY_API_RATE_LIMIT: '100000000',
    QUERY_API_TOKEN_ATTEMPTS: '100000000',
    QUERY_API_TOKEN_ATTEMPTS_PER_ADDRESS: '100000000',
  });
  demo = demoOf(dataDir);
  token = await fetchToken(server.base, demo[0].appId, demo[0].appSecret);
});
after(async () => {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const REPORT = {
  metrics: ['impressions', 'gross_cost', 'cpa'],
  dimensions: ['device'],
  startDate: '2026-01-01',
  endDate: '2026-01-08',
  timezoneVariation: 'UTC',
};
const report = (t = token, base = server.base) =>
  fetch(`${base}/v1/query/accounts/1001/campaigns/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${t}`, 'content-type': 'application/json' },
    body: JSON.stringify(REPORT),
  });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

async function reportP50(n: number, base = server.base, t = token) {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const res = await report(t, base);
    await res.arrayBuffer();
    assert.equal(res.status, 200);
    times.push(performance.now() - t0);
  }
  return median(times);
}

describe('under load, over a real socket', () => {
  /** `count` wrong secrets for one app id at concurrency 16 against `base`, while reports run back to back on the same server. */
  async function guessWhileReporting(base: string, count: number, assertP50 = true) {
    const t = await fetchToken(base, demo[0].appId, demo[0].appSecret);
    const p50 = (n: number) => reportP50(n, base, t);
    await p50(20); // warm-up
    const idleBefore = await p50(60);
    let sent = 0;
    const statuses = new Map<number, number>();
    const guessing = Promise.all(
      Array.from({ length: 16 }, async () => {
        while (sent < count) {
          sent++;
          const res = await fetch(`${base}/auth/oauth2/token`, {
            method: 'POST',
            headers: {
              authorization: `Basic ${Buffer.from(`${demo[0].appId}:guess-${sent}`).toString('base64')}`,
              'content-type': 'application/x-www-form-urlencoded',
            },
            body: 'grant_type=client_credentials',
          });
          await res.arrayBuffer();
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        }
      }),
    );
    const started = performance.now();
    let finished = false;
    void guessing.then(() => (finished = true));
    // Reports one after another for as long as the guessing lasts, as the benchmark measures p50 at concurrency 1.
    const times: number[] = [];
    do times.push(await p50(1));
    while (!finished || times.length < 20);
    await guessing;
    const seconds = (performance.now() - started) / 1000;
    const busy = median(times);
    // Idle again afterwards: the machine is shared, so the baseline is the mean of before and after.
    const idle = (idleBefore + (await p50(60))) / 2;
    console.log(
      `# ${count} wrong secrets: report p50 idle ${idle.toFixed(1)} ms, while guessing ${busy.toFixed(1)} ms (${(busy / idle).toFixed(2)}x, ${times.length} reports); guesses took ${seconds.toFixed(1)} s, statuses ${JSON.stringify([...statuses])}`,
    );
    // Before secrets left libuv's pool, the p50 rose about 90x (6 ms to 570 ms). 1 ms of slack absorbs timer noise on tiny p50s.
    if (assertP50) assert.ok(busy <= 2 * idle + 1, `p50 ${busy.toFixed(1)} ms against ${idle.toFixed(1)} ms idle`);
    return statuses;
  }

  test('300 wrong secrets at concurrency 16, default limits: 10 are checked by scrypt, 290 refused at once', async () => {
    // A second sandbox on the same data folder with the shipped failed-attempt limit (10 a minute).
    const limited = await startServer(dataDir, { QUERY_API_RATE_LIMIT: '100000000' });
    try {
      // The p50 is printed, not asserted here: 290 instant 429s from 16 callers are plain HTTP load,
      // which shares the event loop like any 16 callers would. The scrypt case below asserts it.
      const statuses = await guessWhileReporting(limited.base, 300, false);
      assert.deepEqual([...statuses].sort(), [
        [401, 10],
        [429, 290],
      ]);
    } finally {
      await limited.stop();
    }
  });

  test('wrong secrets with the limit raised: every one checked by scrypt off the DuckDB pool, reports keep their p50', async () => {
    // 64 rather than 300 keeps this under a minute on a loaded 2-core machine; each guess costs a full scrypt.
    const statuses = await guessWhileReporting(server.base, 64);
    assert.deepEqual([...statuses], [[401, 64]]);
  });

  test('soak: 10,000 mixed valid and invalid calls, no 5xx, valid ones answered exactly, bounded memory', async () => {
    const expected = (await (await report()).json()) as { data: unknown };
    const accounts = await (
      await fetch(`${server.base}/v1/query/accounts/`, { headers: { authorization: `Bearer ${token}` } })
    ).text();
    const calls: (() => Promise<[number, boolean]>)[] = [
      async () => {
        const res = await report();
        const body = (await res.json()) as { data: unknown };
        return [res.status, res.status === 200 && JSON.stringify(body.data) === JSON.stringify(expected.data)];
      },
      async () => {
        const res = await fetch(`${server.base}/v1/query/accounts/`, { headers: { authorization: `Bearer ${token}` } });
        return [res.status, res.status === 200 && (await res.text()) === accounts];
      },
      async () => {
        const res = await report(`${token}x`);
        return [res.status, res.status === 401 && (await res.text()).includes('Invalid token')];
      },
      async () => {
        const res = await fetch(`${server.base}/v1/query/accounts/1001/campaigns/`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: '{"metrics":"impressions","interval":"hour"}',
        });
        return [res.status, res.status === 422 && Array.isArray(((await res.json()) as { detail: unknown }).detail)];
      },
      async () => {
        const res = await fetch(`${server.base}/v1/query/accounts/1001.0`, {
          headers: { authorization: `Bearer ${token}` },
        });
        return [res.status, res.status === 422 && (await res.text()).includes('int_parsing')];
      },
      async () => {
        const res = await fetch(`${server.base}/v1/query/accounts/1001/campaigns/`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: '{"metrics":["impressions"],"__proto__":{}}',
        });
        return [res.status, res.status === 400 && (await res.text()).includes('__proto__')];
      },
      async () => {
        const res = await fetch(`${server.base}/nope/${Math.random()}`);
        return [res.status, res.status === 404 && (await res.text()).includes('not found')];
      },
    ];
    const TOTAL = 10_000;
    let next = 0;
    let fiveXX = 0;
    const wrong: string[] = [];
    let rssAfterWarmUp = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (next < TOTAL) {
          const i = next++;
          if (i === 1000) rssAfterWarmUp = server.rssMiB();
          // One call in 200 is a wrong secret (scrypt), the rest cycle through the mix.
          if (i % 200 === 199) {
            const res = await fetch(`${server.base}/auth/oauth2/token`, {
              method: 'POST',
              headers: { authorization: 'Basic YXBwX3g6eQ==', 'content-type': 'application/x-www-form-urlencoded' },
              body: 'grant_type=client_credentials',
            });
            await res.arrayBuffer();
            if (res.status >= 500) fiveXX++;
            if (res.status !== 401) wrong.push(`token ${res.status}`);
            continue;
          }
          const [status, ok] = await calls[i % calls.length]();
          if (status >= 500) fiveXX++;
          if (!ok) wrong.push(`call ${i % calls.length} → ${status}`);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const rssEnd = server.rssMiB();
    console.log(
      `# soak: ${TOTAL} calls in ${seconds.toFixed(1)} s (${(TOTAL / seconds).toFixed(0)}/s), server RSS ${rssAfterWarmUp.toFixed(0)} MiB after 1,000 calls, ${rssEnd.toFixed(0)} MiB at the end`,
    );
    assert.equal(fiveXX, 0);
    assert.deepEqual(wrong.slice(0, 5), []);
    // Stated bound: less than 64 MiB of growth over 9,000 calls after the warm-up.
    assert.ok(rssEnd - rssAfterWarmUp < 64, `RSS grew ${(rssEnd - rssAfterWarmUp).toFixed(0)} MiB`);
    assert.equal((await fetch(`${server.base}/healthz`)).status, 200);
  });
});
