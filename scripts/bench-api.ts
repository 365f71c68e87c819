import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BenchFigures } from '@acme-docs/query-api/bench/figures';
import { machineLine, markdownTable, writePerformanceSection } from './lib/performance-doc.ts';
import { repoRoot } from './lib/paths.ts';

// `npm run bench:api`: the sandbox's benchmark (query-api/bench/bench.ts, which
// prints its own tables), then its figures in docs/performance.md. The
// benchmark hands them over as JSON because query-api does not depend on
// scripts/. Arguments are passed on (`-- --rows 1000000 --seconds 2`).

const queryApiDir = path.join(repoRoot, 'query-api');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'acme-bench-api-'));
const json = path.join(scratch, 'figures.json');
const machine = machineLine();
const run = spawnSync(
  process.execPath,
  ['--import', 'tsx', 'bench/bench.ts', ...process.argv.slice(2), '--json', json],
  { cwd: queryApiDir, stdio: 'inherit' },
);
if (run.status !== 0 || !fs.existsSync(json)) {
  console.error(`The Query API benchmark failed (exit ${run.status ?? run.signal}); docs/performance.md is unchanged.`);
  process.exit(1);
}
const figures = JSON.parse(fs.readFileSync(json, 'utf8')) as BenchFigures;
fs.rmSync(scratch, { recursive: true, force: true });

const ms = (n: number) => n.toFixed(2);
writePerformanceSection(
  'api',
  [
    machine,
    '',
    `${figures.rowsPerTable.toLocaleString('en-US')} rows per fact table, ${figures.seconds} s per measurement; ` +
      'the client, the servers and the engine share the same cores. Two replicas count their limits in ' +
      `${figures.sharedLimits ? 'one redis-server' : 'their own memory (redis-server not installed)'}. ` +
      'Engine: the same planned query run on the store in process, without HTTP. ' +
      `Load average ${figures.loadAfter.toFixed(1)} at the end.`,
    '',
    markdownTable(
      ['Report', 'Replicas', 'Concurrency', 'req/s', 'p50 ms', 'p99 ms', 'Engine p50 ms', 'Server p50 / engine p50'],
      figures.reports.map((r) => [
        r.scenario,
        String(r.replicas),
        String(r.concurrency),
        r.rps.toFixed(0),
        ms(r.p50),
        ms(r.p99),
        ms(r.engineP50),
        `${(r.p50 / r.engineP50).toFixed(2)}×`,
      ]),
    ),
    '',
    `A legitimate token request on ${figures.tokens[0]?.replicas ?? 1} replica(s), 15 requests each:`,
    '',
    markdownTable(
      ['While', 'p50 ms', 'p99 ms'],
      figures.tokens.map((t) => [t.name, t.p50.toFixed(0), t.p99.toFixed(0)]),
    ),
  ].join('\n'),
);
