import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { chromium } from '@playwright/test';
import { createStaticServer } from './lib/static-server.ts';
import { defaultLocale, locales, siteDir } from './lib/paths.ts';
import { chromiumArgs } from '../e2e/playwright.config.ts';

// `npm run bench:site`: build times, peak memory and first-load bytes.
// A benchmark, not a test: it prints figures and never fails on them.
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'acme-bench-build-'));

/** Resident memory (KiB) of a process and all its descendants. */
function treeRss(rootPid: number): number {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,rss=']).toString().trim().split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number, number]);
  const tree = new Set([rootPid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, ppid] of rows) if (tree.has(ppid) && !tree.has(pid)) { tree.add(pid); grew = true; }
  }
  return rows.filter(([pid]) => tree.has(pid)).reduce((sum, [, , rss]) => sum + rss, 0);
}

async function timedBuild(): Promise<{ seconds: number; peakMiB: number }> {
  const started = process.hrtime.bigint();
  const child = spawn('npx', ['docusaurus', 'build', '--out-dir', outDir], { cwd: siteDir, stdio: 'ignore' });
  let peak = 0;
  const sampler = setInterval(() => { try { peak = Math.max(peak, treeRss(child.pid!)); } catch { /* exited */ } }, 200);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  clearInterval(sampler);
  if (code !== 0) throw new Error(`docusaurus build exited with ${code}`);
  return { seconds: Number(process.hrtime.bigint() - started) / 1e9, peakMiB: peak / 1024 };
}

/**
 * Gzipped bytes of the JS and CSS a fresh browser runs to show a page: scripts
 * and stylesheets only, not the chunks Docusaurus prefetches for visible links.
 */
async function firstLoad(baseUrl: string, route: string): Promise<{ js: number; css: number }> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
  const page = await browser.newPage();
  const sizes = { js: 0, css: 0 };
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const kind = type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : null;
    if (kind) pending.push(response.body().then((body) => { sizes[kind] += zlib.gzipSync(body, { level: 9 }).length; }));
  });
  await page.goto(baseUrl + route, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  await browser.close();
  return sizes;
}

// Cold means no generated files and no bundler cache; site/build itself is left alone.
console.log('Removing the generated files and the Rspack cache for a cold build…');
for (const dir of ['.docusaurus', 'node_modules/.cache']) fs.rmSync(path.join(siteDir, dir), { recursive: true, force: true });
const cold = await timedBuild();
const warm = await timedBuild();

const server = createStaticServer({ root: outDir, locales, defaultLocale });
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const rows: Array<[string, string]> = [
  ['Cold build, en + ja + fr', `${cold.seconds.toFixed(1)} s (peak memory ${cold.peakMiB.toFixed(0)} MiB)`],
  ['Warm rebuild, nothing changed', `${warm.seconds.toFixed(1)} s (peak memory ${warm.peakMiB.toFixed(0)} MiB)`],
];
for (const [label, route] of [['Home page', '/'], ['Doc page', '/developers/integration-guides/android/overview'], ['API page', '/openapi/query-api']] as const) {
  const { js, css } = await firstLoad(base, route);
  rows.push([`${label} first load, gzipped`, `JS ${kb(js)}, CSS ${kb(css)}`]);
}
server.close();
fs.rmSync(outDir, { recursive: true, force: true });

console.log(`\nSite benchmark (${os.cpus().length} cores, Node ${process.version})`);
for (const [label, value] of rows) console.log(`  ${label.padEnd(34)} ${value}`);
