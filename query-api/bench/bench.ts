// npm run bench -w query-api [-- --rows 10000000 --seconds 5 --days 365]
// Generates N fact rows per fact table, measures the engine alone, then the
// server over HTTP (separate processes on a random port): one process, and two
// replicas behind one port sharing their limits in Redis, at concurrency 8 and
// 64 (and 1, for the server time as a multiple of the engine time); then the
// latency of a legitimate token request while others guess or hammer.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { catalogues } from '../src/catalogue/index.js';
import { type ReportRequestBody, planReport } from '../src/reports/plan.js';
import { DEMO_ACCOUNTS } from '../src/store/accounts.js';
import { DB_FILE, expectedHours, generateDataSet, openDuckDbStore } from '../src/store/duckdb-store.js';
import { formatWall, startOfWallDay, toWall } from '../src/reports/time-zones.js';
import { type ServerProcess, percentile, startServer, tokenFrom } from '../test/server-process.js';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '10000000' },
    seconds: { type: 'string', default: '5' },
    days: { type: 'string', default: '365' },
    keep: { type: 'boolean', default: false },
    replicas: { type: 'string', default: '1,2' },
    concurrency: { type: 'string', default: '8,64' },
  },
});
const REPLICAS = values.replicas.split(',').map(Number);
const CONCURRENCY = values.concurrency.split(',').map(Number);
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
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    rps: latencies.length / elapsed,
    n: latencies.length,
  };
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

// 2. The server, as separate processes on a random port: one, then replicas sharing a Redis.
const machine = () =>
  `${availableParallelism()} cores, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')} (1 / 5 / 15 min)`;
log(`Machine: ${machine()}`);

/** A redis-server on a Unix socket of the data folder, for the replicas' shared limits (when installed). */
async function startRedis(): Promise<{ url: string; child: ChildProcess } | undefined> {
  if (spawnSync('redis-server', ['--version']).status !== 0) return undefined;
  const socket = join(dataDir, 'redis.sock');
  const child = spawn('redis-server', ['--port', '0', '--unixsocket', socket, '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  for (let i = 0; i < 200 && !existsSync(socket); i++) await new Promise((r) => setTimeout(r, 50));
  return { url: socket, child };
}
const redis = await startRedis();
const servers: ServerProcess[] = [];
process.on('exit', () => {
  for (const s of servers) s.child.kill('SIGTERM');
  redis?.child.kill('SIGTERM');
});

/** The demo apps, written by the first server start. */
const demoApps = () =>
  JSON.parse(readFileSync(join(dataDir, 'demo-credentials.json'), 'utf8')) as { appId: string; appSecret: string }[];

try {
  const results: string[][] = [];
  for (const replicas of REPLICAS) {
    const shared: Record<string, string> = replicas > 1 && redis ? { REDIS_URL: redis.url } : {};
    log(
      `Starting the server: ${replicas} replica${replicas > 1 ? 's' : ''}${'REDIS_URL' in shared ? ', limits in Redis' : ''}…`,
    );
    const server = await startServer(dataDir, { QUERY_API_RATE_LIMIT: '100000000', ...shared }, [
      '--replicas',
      String(replicas),
    ]);
    servers.push(server);
    const base = server.base;
    const [demo] = demoApps();
    const token = JSON.parse((await tokenFrom(base, demo.appId, demo.appSecret)).body).access_token as string;
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
      for (const concurrency of replicas === 1 ? [1, ...CONCURRENCY] : CONCURRENCY) {
        log(`Measuring ${s.name}, ${replicas} replica(s), concurrency ${concurrency}…`);
        const m = await measure(call, concurrency, SECONDS);
        results.push([
          s.name,
          String(replicas),
          String(concurrency),
          m.rps.toFixed(0),
          m.p50.toFixed(2),
          m.p99.toFixed(2),
          e.p50.toFixed(2),
          (m.p50 / e.p50).toFixed(2),
        ]);
      }
    }
    if (replicas !== REPLICAS[REPLICAS.length - 1]) {
      await server.stop();
      servers.pop();
    }
  }
  const table = (head: string[], rows: string[][]) => {
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
    log(line(head));
    log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
    for (const r of rows) log(line(r));
  };
  log('');
  log(
    `${actualRows.toLocaleString('en-US')} rows per fact table, ${SECONDS} s per measurement, Node ${process.version}`,
  );
  log(`Machine now: ${machine()}. Client and servers share these cores.`);
  log(
    `Two replicas: ${redis ? 'limits in one redis-server (Unix socket)' : 'redis-server not installed, limits per process'}.`,
  );
  table(
    ['scenario', 'replicas', 'conc.', 'req/s', 'p50 ms', 'p99 ms', 'engine p50 ms', 'server p50 / engine p50'],
    results,
  );

  // 3. A legitimate token request (a known secret, from its own address) while others attack the endpoint,
  // with the shipped limits: 3 + 3 × 15 tokens stay within the 60 an app id may get a minute.
  const server = servers[servers.length - 1];
  const [demo, other] = demoApps();
  const legit = async (n: number) => {
    const times: number[] = [];
    for (let i = 0; i < n; i++) {
      const r = await tokenFrom(server.base, demo.appId, demo.appSecret, '127.0.0.50');
      if (r.status !== 200) throw new Error(`legitimate token: ${r.status} ${r.body}`);
      times.push(r.ms);
    }
    return times;
  };
  const agents = new Map<string, Agent>();
  const agentFor = (address: string) => {
    let agent = agents.get(address);
    if (!agent) agents.set(address, (agent = new Agent({ keepAlive: true, maxSockets: 1, localAddress: address })));
    return agent;
  };
  const during = async (attack: (loop: number, i: number) => Promise<unknown>) => {
    let stop = false;
    const loops = Array.from({ length: 16 }, async (_, loop) => {
      for (let i = 0; !stop; i++) await attack(loop, i).catch(() => undefined);
    });
    await new Promise((r) => setTimeout(r, 500));
    const times = await legit(15);
    stop = true;
    await Promise.all(loops);
    return times;
  };
  log('');
  log(`Measuring token requests on ${REPLICAS[REPLICAS.length - 1]} replica(s)…`);
  await legit(3);
  const tokenRows = [
    ['unloaded', await legit(15)],
    [
      '16 guessers, random app ids, each address within its budget',
      await during((loop, i) => {
        const address = `127.0.${10 + loop}.${1 + (Math.floor(i / 5) % 250)}`;
        return tokenFrom(
          server.base,
          `app_${Math.random().toString(16).slice(2, 22)}`,
          'guess',
          address,
          agentFor(address),
        );
      }),
    ],
    [
      'another app, right secret, 16 at a time',
      await during((loop) =>
        tokenFrom(server.base, other.appId, other.appSecret, '127.0.0.60', agentFor(`127.0.1.${loop + 1}`)),
      ),
    ],
  ] as const;
  for (const agent of agents.values()) agent.destroy();
  log(`Machine now: ${machine()}.`);
  table(
    ['legitimate token request', 'p50 ms', 'p99 ms', 'p99 under 500 ms'],
    tokenRows.map(([name, t]) => [
      name,
      percentile([...t], 50).toFixed(0),
      percentile([...t], 99).toFixed(0),
      percentile([...t], 99) < 500 ? 'yes' : 'no',
    ]),
  );
} finally {
  for (const s of servers) await s.stop();
  redis?.child.kill('SIGTERM');
  if (!values.keep) rmSync(dataDir, { recursive: true, force: true });
  else log(`Data kept in ${dataDir}`);
}
