// npm run bench -w query-api [-- --rows 10000000 --seconds 5 --days 365]
// Generates N fact rows per fact table, measures the engine alone, then the
// server over HTTP (a separate process on a random port) at concurrency 1 and 8.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { catalogues } from '../src/catalogue/index.js';
import { type ReportRequestBody, planReport } from '../src/reports/plan.js';
import { DEMO_ACCOUNTS } from '../src/store/accounts.js';
import { DB_FILE, expectedHours, generateDataSet, openDuckDbStore } from '../src/store/duckdb-store.js';
import { formatWall, startOfWallDay, toWall } from '../src/reports/time-zones.js';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '10000000' },
    seconds: { type: 'string', default: '5' },
    days: { type: 'string', default: '365' },
    keep: { type: 'boolean', default: false },
  },
});
const ROWS = Number(values.rows);
const SECONDS = Number(values.seconds);
const DAYS = Number(values.days);

const now = Date.now();
const dataDir = mkdtempSync(join(tmpdir(), 'query-api-bench-'));
const hours = expectedHours(now, DAYS);
const rowsPerHour = Math.max(1, Math.round(ROWS / (DEMO_ACCOUNTS.length * (hours.endHour - hours.firstHour))));
const actualRows = rowsPerHour * DEMO_ACCOUNTS.length * (hours.endHour - hours.firstHour);

const log = (s: string) => process.stdout.write(`${s}\n`);
log(
  `Generating ${actualRows.toLocaleString('en-US')} rows per fact table (${DEMO_ACCOUNTS.length} accounts × ${DAYS} days × 24 h × ${rowsPerHour})…`,
);
const t = performance.now();
await generateDataSet(join(dataDir, DB_FILE), { ...hours, rowsPerHour });
log(`  generated in ${((performance.now() - t) / 1000).toFixed(1)} s`);

// The last 30 whole days in New York, the default zone.
const endWall = startOfWallDay(toWall('America/New_York', now));
const range = {
  startDate: formatWall(endWall - 30 * 86_400_000).slice(0, 10),
  endDate: formatWall(endWall).slice(0, 10),
};
const scenarios: { name: string; kind: 'campaigns' | 'transactions'; path: string; body: ReportRequestBody }[] = [
  {
    name: 'campaigns, 30 days, daily, by campaign_id',
    kind: 'campaigns',
    path: '/v1/query/accounts/1001/campaigns/',
    body: {
      metrics: ['impressions', 'referrals', 'clickthru_acquisitions', 'gross_cost', 'cpa'],
      dimensions: ['campaign_id'],
      interval: 'day',
      ...range,
    },
  },
  {
    name: 'transactions, 30 days, by page_type',
    kind: 'transactions',
    path: '/v1/query/accounts/1001/transactions',
    body: {
      metrics: ['transactions', 'page_transactions', 'layout_impressions', 'ads_transactions_per_transaction'],
      dimensions: ['page_type'],
      ...range,
    },
  },
];

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

/** Runs `fn` from `concurrency` loops for `seconds` after a short warm-up. */
async function measure(fn: () => Promise<void>, concurrency: number, seconds: number) {
  const warmUntil = performance.now() + 500;
  while (performance.now() < warmUntil) await fn();
  const latencies: number[] = [];
  const start = performance.now();
  const stopAt = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < stopAt) {
        const t0 = performance.now();
        await fn();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  return { p50: pct(latencies, 50), p99: pct(latencies, 99), rps: latencies.length / elapsed, n: latencies.length };
}

// 1. The engine alone: the same planned query straight on the store, in this process.
log('Measuring the engine (DuckDB query + reading rows, no HTTP)…');
const store = await openDuckDbStore({ dataDir, nowMs: now });
const engine = new Map<string, { p50: number; p99: number; rows: number }>();
for (const s of scenarios) {
  const account = store.account(1001)!;
  const plan = planReport(catalogues[s.kind], account, s.body, now, store.dataHours());
  const rows = (await store.report(plan.query)).rows.length;
  const m = await measure(async () => void (await store.report(plan.query)), 1, Math.min(SECONDS, 3));
  engine.set(s.name, { p50: m.p50, p99: m.p99, rows });
}
await store.close();

// 2. The server, as a separate process on a random port.
log('Starting the server…');
const server = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, '../src/server.ts')], {
  env: { ...process.env, PORT: '0', QUERY_API_DATA_DIR: dataDir, QUERY_API_RATE_LIMIT: '100000000', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const base = await new Promise<string>((resolve, reject) => {
  let out = '';
  server.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    const m = /Query API sandbox: (http:\/\/localhost:\d+)/.exec(out);
    if (m) resolve(m[1]);
  });
  server.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  setTimeout(() => reject(new Error('server did not start in 60 s')), 60_000).unref();
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

try {
  const [demo] = JSON.parse(readFileSync(join(dataDir, 'demo-credentials.json'), 'utf8'));
  const tokenRes = await fetch(`${base}/auth/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${demo.appId}:${demo.appSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  const { access_token: token } = (await tokenRes.json()) as { access_token: string };

  const results: string[][] = [];
  for (const s of scenarios) {
    const payload = JSON.stringify(s.body);
    const call = async () => {
      const res = await fetch(base + s.path, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: payload,
      });
      if (res.status !== 200) throw new Error(`${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    };
    const e = engine.get(s.name)!;
    for (const concurrency of [1, 8]) {
      log(`Measuring ${s.name} over HTTP at concurrency ${concurrency}…`);
      const m = await measure(call, concurrency, SECONDS);
      results.push([
        s.name,
        String(concurrency),
        m.p50.toFixed(2),
        m.p99.toFixed(2),
        m.rps.toFixed(0),
        e.p50.toFixed(2),
        concurrency === 1 ? (m.p50 / e.p50).toFixed(2) : '',
        String(e.rows),
      ]);
    }
  }
  const head = ['scenario', 'conc.', 'p50 ms', 'p99 ms', 'req/s', 'engine p50 ms', 'server/engine', 'rows'];
  const widths = head.map((h, i) => Math.max(h.length, ...results.map((r) => r[i].length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  log('');
  log(
    `${actualRows.toLocaleString('en-US')} rows per fact table, ${SECONDS} s per measurement, Node ${process.version}`,
  );
  log(line(head));
  log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of results) log(line(r));
} finally {
  stop();
  if (!values.keep) rmSync(dataDir, { recursive: true, force: true });
  else log(`Data kept in ${dataDir}`);
}
