import { execFileSync } from 'node:child_process';
import { buildSite } from './lib/build.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { buildSiteServer } from './site-server/app.ts';
import { localCollectorEnv } from './site-server/insights/config.ts';
import { precompress } from './lib/precompress.ts';
import { defaultLocale, locales, siteDir } from './lib/paths.ts';
import { bareDocusaurus, firstQueryBudget, pageBudgets } from './lib/byte-budgets.ts';
import { firstLoadBytes, firstQueryBytes, kb } from './lib/first-load.ts';
import { lighthouseMedians } from './lib/lighthouse.ts';
import { chromiumArgs, chromiumPath } from './lib/chromium.ts';
import { machineLine, markdownTable, writePerformanceSection } from './lib/performance-doc.ts';

// `npm run bench:site`: build times and memory, first-load bytes against their
// budgets, and Lighthouse (mobile defaults, medians of 3 runs) on the six page kinds.
// A benchmark, not a test: it prints figures and never fails on them.
// Ports: BENCH_PORT (default 4130) serves the build; Chromium debugs on the next three.
const benchPort = Number(process.env.BENCH_PORT ?? 4130);
const lighthouseRuns = 3;
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'acme-bench-build-'));

/** A file's text, or '' when it is gone (a process that ended meanwhile). */
function readOrEmpty(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

// Whether /proc lists each process's children (Linux), checked once.
const procListsChildren = fs.existsSync(`/proc/${process.pid}/task/${process.pid}/children`);

/** Each process's children and resident memory (KiB): from /proc, else from one `ps`. */
function processTree(): { childrenOf: (pid: number) => number[]; rssOf: (pid: number) => number } {
  if (procListsChildren) {
    return {
      childrenOf: (pid) =>
        readOrEmpty(`/proc/${pid}/task/${pid}/children`).trim().split(/\s+/).filter(Boolean).map(Number),
      rssOf: (pid) => Number(/^VmRSS:\s*(\d+)/m.exec(readOrEmpty(`/proc/${pid}/status`))?.[1] ?? 0),
    };
  }
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,rss='])
    .toString()
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number, number]);
  return {
    childrenOf: (pid) => rows.filter(([, ppid]) => ppid === pid).map(([child]) => child),
    rssOf: (pid) => rows.find(([row]) => row === pid)?.[2] ?? 0,
  };
}

/**
 * Resident memory (KiB) of this process's descendants: the builds it started.
 * The sampler runs five times a second on the machine under measure, so it
 * walks down from this process (a handful of /proc reads, about 1 ms) instead
 * of reading every process's status (23 ms a sample here, a tenth of a core).
 */
function descendantsRss(): number {
  const tree = processTree();
  let total = 0;
  const pending = tree.childrenOf(process.pid);
  while (pending.length) {
    const pid = pending.pop()!;
    total += tree.rssOf(pid);
    pending.push(...tree.childrenOf(pid));
  }
  return total;
}

/** Times what `npm run build` runs, without the compressed copies (timed on their own below). */
async function timedBuild(): Promise<{ seconds: number; peakMiB: number }> {
  const started = process.hrtime.bigint();
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, descendantsRss());
  }, 200);
  try {
    await buildSite({ outDir, env: localCollectorEnv() });
  } finally {
    clearInterval(sampler);
  }
  return { seconds: Number(process.hrtime.bigint() - started) / 1e9, peakMiB: peak / 1024 };
}

// Cold means no generated files and no bundler cache; site/build itself is left alone.
console.log('Removing the generated files and the Rspack cache for a cold build…');
for (const dir of ['.docusaurus', 'node_modules/.cache'])
  fs.rmSync(path.join(siteDir, dir), { recursive: true, force: true });
const cold = await timedBuild();
const warm = await timedBuild();
const compressStarted = Date.now();
const compressed = await precompress(outDir);
const compressSeconds = (Date.now() - compressStarted) / 1000;

const server = await buildSiteServer({ root: outDir, locales, defaultLocale });
await server.listen({ port: benchPort, host: '127.0.0.1' });
const base = `http://127.0.0.1:${benchPort}`;
const rows: Array<[string, string]> = [
  [
    'Cold build, en + ja + fr (target < 60 s)',
    `${cold.seconds.toFixed(1)} s (peak memory ${cold.peakMiB.toFixed(0)} MiB)`,
  ],
  ['Warm rebuild, nothing changed', `${warm.seconds.toFixed(1)} s (peak memory ${warm.peakMiB.toFixed(0)} MiB)`],
  [
    'Brotli and gzip copies',
    `${compressSeconds.toFixed(1)} s, ${compressed.files} files, ${kb(compressed.bytes)} → ${kb(compressed.compressedBytes)} (Brotli)`,
  ],
];
// What an agent downloads to read the docs (issue #27): each locale's llms.txt and every twin in one file.
for (const locale of locales) {
  const dir = locale === defaultLocale ? outDir : path.join(outDir, locale);
  const size = (file: string) => kb(fs.statSync(path.join(dir, file)).size);
  rows.push([`llms.txt and llms-full.txt (${locale})`, `${size('llms.txt')} and ${size('llms-full.txt')}`]);
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const bytesRows: string[] = [];
const bytesTable: string[][] = [];
for (const { name, route, jsKB, cssKB } of pageBudgets) {
  const context = await browser.newContext();
  const { js, css } = await firstLoadBytes(await context.newPage(), base + route);
  await context.close();
  bytesTable.push([name, `${kb(js)} (≤ ${jsKB} KB)`, `${kb(css)} (≤ ${cssKB} KB)`]);
  bytesRows.push(
    `  ${name.padEnd(44)} JS ${kb(js).padStart(9)} (budget ${jsKB} KB)   CSS ${kb(css).padStart(8)} (budget ${cssKB} KB)`,
  );
}
const context = await browser.newContext();
const query = await firstQueryBytes(await context.newPage(), base + firstQueryBudget.route, firstQueryBudget.query);
bytesTable.push([
  `${firstQueryBudget.name} “${firstQueryBudget.query}”`,
  `${kb(query.total)} (≤ ${firstQueryBudget.kB} KB)`,
  '—',
]);
bytesRows.push(
  `  ${`${firstQueryBudget.name} “${firstQueryBudget.query}”`.padEnd(44)} ${kb(query.total)} (budget ${firstQueryBudget.kB} KB)`,
);
await browser.close();
// Printed as soon as known: the Lighthouse runs that follow take minutes.
for (const [label, value] of rows) console.log(`  ${label.padEnd(42)} ${value}`);
for (const row of bytesRows) console.log(row);

const lighthouseRows: string[] = [];
const lighthouseTable: string[][] = [];
for (const { name, route } of pageBudgets) {
  const m = await lighthouseMedians(base + route, lighthouseRuns, benchPort + 1);
  lighthouseTable.push([
    name,
    ...[m.performance, m.accessibility, m.bestPractices, m.seo].map(String),
    `${(m.lcp / 1000).toFixed(2)} s`,
    `${m.tbt.toFixed(0)} ms`,
    m.cls.toFixed(3),
  ]);
  lighthouseRows.push(
    `  ${name.padEnd(44)} ${String(m.performance).padStart(4)} ${String(m.accessibility).padStart(5)} ${String(m.bestPractices).padStart(5)} ${String(m.seo).padStart(4)}` +
      `  ${(m.lcp / 1000).toFixed(2).padStart(6)} s ${m.tbt.toFixed(0).padStart(6)} ms ${m.cls.toFixed(3).padStart(7)}`,
  );
  console.log(`Lighthouse done: ${name}`);
}
await server.close();
fs.rmSync(outDir, { recursive: true, force: true });

console.log(`\nSite benchmark (${os.cpus().length} cores, Node ${process.version})`);
for (const [label, value] of rows) console.log(`  ${label.padEnd(42)} ${value}`);
console.log(
  `\nFirst load, gzipped (a bare Docusaurus 3.10.2 site: home ${bareDocusaurus.home.jsKB} KB, doc page ${bareDocusaurus.docPage.jsKB} KB of JS)`,
);
for (const row of bytesRows) console.log(row);
console.log(
  `\nLighthouse, mobile defaults, medians of ${lighthouseRuns} runs (targets: performance ≥ 90, the other three 100, CLS 0;`,
);
console.log(
  `a bare Docusaurus 3.10.2 site: home ${bareDocusaurus.home.performance} (TBT ${bareDocusaurus.home.tbtMs} ms), doc page ${bareDocusaurus.docPage.performance} (TBT ${bareDocusaurus.docPage.tbtMs} ms))`,
);
console.log(`  ${'Page'.padEnd(44)} Perf  A11y  Best  SEO      LCP      TBT     CLS`);
for (const row of lighthouseRows) console.log(row);

writePerformanceSection(
  'site',
  [
    machineLine(),
    '',
    markdownTable(['Build', 'Figure'], rows),
    '',
    `First load, gzipped (a bare Docusaurus 3.10.2 site: home ${bareDocusaurus.home.jsKB} KB, doc page ${bareDocusaurus.docPage.jsKB} KB of JS):`,
    '',
    markdownTable(['Page', 'JS', 'CSS'], bytesTable),
    '',
    `Lighthouse, mobile defaults, medians of ${lighthouseRuns} runs (targets: performance ≥ 90, the other three 100, CLS 0):`,
    '',
    markdownTable(['Page', 'Perf', 'A11y', 'Best', 'SEO', 'LCP', 'TBT', 'CLS'], lighthouseTable),
  ].join('\n'),
);
