import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { ensureBuild } from './lib/build.ts';
import { buildSiteServer } from './site-server/app.ts';
import { localCollectorEnv } from './site-server/insights/config.ts';
import { buildDir, defaultLocale, locales } from './lib/paths.ts';
import { buildSearchIndex } from '@acme-docs/site/search-index';
import { chromiumArgs, chromiumPath } from './lib/chromium.ts';
import { firstQueryBudget } from './lib/byte-budgets.ts';
import { localSearch } from '@acme-docs/site/data/search';
import { machineLine, writePerformanceSection } from './lib/performance-doc.ts';
import { firstQueryBytes, firstQueryParts, gzippedBytes as sentBytes, kb } from './lib/first-load.ts';

// `npm run bench:search`: index build time and size per locale, the bytes a
// browser downloads for its first query, and the time from keystroke to
// rendered results. A benchmark, not a test: it prints figures, never fails on them.

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

/** The routes of one locale's pages, from the HTML files its build wrote. */
function routesOf(localeDir: string, baseUrl: string): string[] {
  const skip = new Set(['assets', 'pagefind', ...locales]);
  return filesUnder(localeDir)
    .filter(
      (file) => file.endsWith(`${path.sep}index.html`) && !skip.has(path.relative(localeDir, file).split(path.sep)[0]!),
    )
    .map((file) => baseUrl + path.relative(localeDir, path.dirname(file)).split(path.sep).join('/'));
}

async function indexFigures(): Promise<string[]> {
  const rows: string[] = [];
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'acme-bench-search-'));
  for (const locale of locales) {
    const baseUrl = locale === defaultLocale ? '/' : `/${locale}/`;
    const localeDir = path.join(buildDir, baseUrl);
    const bundleDir = path.join(scratch, locale);
    const stats = await buildSearchIndex({
      outDir: localeDir,
      baseUrl,
      routes: routesOf(localeDir, baseUrl),
      bundleDir,
    });
    const files = filesUnder(bundleDir);
    const index = files.filter((f) => /\.pf_(meta|index|fragment|filter)$/.test(f));
    const sent = index.reduce((sum, f) => sum + sentBytes(fs.readFileSync(f)), 0);
    rows.push(
      `${locale}: ${stats.pages} pages indexed in ${(stats.milliseconds / 1000).toFixed(2)} s; bundle ${kb(stats.bytes)} on disk, index files ${kb(sent)} gzipped (${index.length} files)`,
    );
  }
  fs.rmSync(scratch, { recursive: true, force: true });
  return rows;
}

/** Bytes downloaded from opening the modal to the first query's results, by part. */
async function firstQuery(page: Page, base: string, route: string, query: string): Promise<string[]> {
  const { total, ...parts } = await firstQueryBytes(page, base + route, query);
  return [
    `${route} “${query}”: ${kb(total)} gzipped in all (target ≤ ${firstQueryBudget.kB} KB)`,
    ...firstQueryParts.map((part) => `  ${part}: ${kb(parts[part])}`),
  ];
}

/**
 * Milliseconds from a query typed into the loaded modal to the frame that shows
 * its hits: each query is set as one input event, and done when a hit marks it.
 * Each comes after a pause in the typing, as a pasted query or the last key of a
 * word does: keys closer together wait for that pause by design (typingPauseMs).
 */
async function keystrokeToResults(page: Page, queries: string[]): Promise<number[]> {
  const times: number[] = [];
  for (const query of queries) {
    await page.waitForTimeout(localSearch.typingPauseMs + 50);
    times.push(
      await page.evaluate(async (q) => {
        const input = document.querySelector<HTMLInputElement>('input.DocSearch-Input')!;
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        const started = performance.now();
        setValue.call(input, q);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        // (No named functions in here: tsx would wrap them in a helper the page lacks.)
        while (
          ![...document.querySelectorAll('.DocSearch-Dropdown .DocSearch-Hit mark')].some((m) =>
            m.textContent!.toLowerCase().includes(q),
          )
        ) {
          await new Promise(requestAnimationFrame);
          if (performance.now() - started > 10_000) throw new Error(`No hit marks “${q}”.`);
        }
        return performance.now() - started;
      }, query),
    );
  }
  return times;
}

console.log(`Site build: ${await ensureBuild({ outDir: buildDir, env: localCollectorEnv() })}`);
const indexRows = await indexFigures();

const server = await buildSiteServer({ root: buildDir, locales, defaultLocale });
const base = await server.listen({ port: 0, host: '127.0.0.1' });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const queryRows: string[] = [];
for (const [route, query] of [
  ['/developers/integration-guides/overview', 'sandbox'],
  ['/ja/developers/integration-guides/overview', 'サンドボックス'],
] as const) {
  const page = await browser.newPage();
  queryRows.push(...(await firstQuery(page, base, route, query)));
  await page.close();
}
const page = await browser.newPage();
await firstQuery(page, base, '/developers/integration-guides/overview', 'conversion');
const queries = [
  'sandbox',
  'glossary',
  'campaign',
  'hashing',
  'layout',
  'audience',
  'token',
  'placement',
  'experiment',
  'currency',
  'saml',
  'webhook',
  'creative',
  'referral',
  'metadata',
  'donation',
  'scim',
  'flutter',
  'monitor',
  'policy',
];
const times = (await keystrokeToResults(page, queries)).sort((a, b) => a - b);
await browser.close();
await server.close();

const median = times[Math.floor(times.length / 2)]!;
const p90 = times[Math.ceil(times.length * 0.9) - 1]!;
console.log(`\nSearch benchmark (${os.cpus().length} cores, Node ${process.version})`);
console.log('Index build (Pagefind, per locale):');
for (const row of indexRows) console.log(`  ${row}`);
console.log('First query in a fresh browser (bytes as a gzip-serving server would send them):');
for (const row of queryRows) console.log(`  ${row}`);
console.log(`Keystroke to rendered results, index loaded (${times.length} queries, target ≤ 100 ms):`);
console.log(
  `  median ${median.toFixed(0)} ms, 90th percentile ${p90.toFixed(0)} ms, slowest ${times.at(-1)!.toFixed(0)} ms`,
);

const listItem = (row: string) => (row.startsWith('  ') ? `  - ${row.trim()}` : `- ${row}`);
writePerformanceSection(
  'search',
  [
    machineLine(),
    '',
    'Index build (Pagefind, per locale):',
    '',
    ...indexRows.map(listItem),
    '',
    'First query in a fresh browser, gzipped:',
    '',
    ...queryRows.map(listItem),
    '',
    `Keystroke to rendered results, index loaded (${times.length} queries, target ≤ 100 ms): median ${median.toFixed(0)} ms, ` +
      `90th percentile ${p90.toFixed(0)} ms, slowest ${times.at(-1)!.toFixed(0)} ms.`,
  ].join('\n'),
);
