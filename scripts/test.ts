import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureBuild, run } from './lib/build.ts';
import { analyticsBuild } from './lib/analytics-build.ts';
import { buildDir, repoRoot, siteDir } from './lib/paths.ts';
import { treeSitterNodeFlag } from './lib/code-parsers.ts';
import { localCollectorEnv } from './site-server/insights/config.ts';
import { writePerformanceSection } from './lib/performance-doc.ts';
import { readSecondsBySpec, testTimesSection, type StepTime } from './lib/test-times.ts';

// `npm test`: every check of the repository, in order, with one summary line.
// `npm run test:quick` (--quick): the inner loop, the steps marked quick, with
// an English build and a browser smoke run instead of the full builds and browser tests.
// --record: when every step passes, write where the time went to docs/performance.md.
const { values: options } = parseArgs({
  options: { quick: { type: 'boolean', default: false }, record: { type: 'boolean', default: false } },
});

type Tier = 'quick' | 'full';
/** How each tier is run, and the time it must stay within (issue 33). */
const tiers: Record<Tier, { command: string; target: string }> = {
  quick: { command: 'npm run test:quick', target: 'at most 5 min' },
  full: { command: 'npm test', target: 'under 20 min' },
};
/** A step's run gets `output` when it runs beside other steps: it writes there, to be printed when it ends. */
type Step = { name: string; tiers: readonly Tier[]; run: (output?: Buffer[]) => Promise<number> };
const both: readonly Tier[] = ['quick', 'full'];

// Steps run without a shell: Node's test runner expands these globs itself.
const testFiles = (...dirs: string[]) => dirs.map((dir) => `${dir}/*.test.ts`);
const command =
  (name: string, ...args: string[]) =>
  (output?: Buffer[]) =>
    run(name, args, { output });
const build = (buildOptions: Parameters<typeof ensureBuild>[0]) => async () => {
  try {
    console.log(`Site build in ${path.relative(repoRoot, buildOptions.outDir)}: ${await ensureBuild(buildOptions)}`);
    return 0;
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
};
// The smoke run's English build lives beside the full one, so neither rebuilds the other.
const smokeBuildDir = path.join(siteDir, 'build-smoke');
// Playwright's JSON report, for --record: the browser tests' time by spec file.
const playwrightReport = path.join(os.tmpdir(), `acme-docs-test-times-${process.pid}.json`);
/** Runs Playwright in e2e/; with --record, it also writes its JSON report. */
const browserTests = (args: string[], env: NodeJS.ProcessEnv = {}) =>
  run('npx', ['playwright', 'test', ...args, ...(options.record ? ['--reporter=list,json'] : [])], {
    cwd: path.join(repoRoot, 'e2e'),
    env: { ...process.env, ...env, ...(options.record && { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport }) },
  });

// The checks that need no build, and the Query API's tests beside them: each
// lane keeps about one core busy (the Query API's test runner takes one file at
// a time on two cores), so the two together use both. Steps that ignore
// `output` (the builds, the browser tests) print as they go: keep them in a
// stage of one lane.
const checks: Step[] = [
  { name: 'Type-check the site', tiers: both, run: command('npx', 'tsc', '-p', 'site') },
  { name: 'Type-check scripts and browser tests', tiers: both, run: command('npx', 'tsc', '-p', '.') },
  { name: 'Type-check the Query API', tiers: both, run: command('npm', 'run', 'typecheck', '-w', 'query-api') },
  { name: 'Lint (ESLint) and format (Prettier)', tiers: both, run: command('npm', 'run', 'lint') },
  {
    name: 'Unit tests: site and scripts',
    tiers: both,
    run: command(
      'node',
      treeSitterNodeFlag,
      '--import',
      'tsx',
      '--test',
      '--test-isolation=none',
      ...testFiles('site/test', 'scripts/test'),
    ),
  },
  {
    name: 'Translations: recorded sources, structure and termbases',
    tiers: both,
    run: command('npx', 'tsx', 'scripts/i18n-drift.ts', '--check'),
  },
  {
    name: 'Translations: the outdated notice, in a Japanese build of a modified copy',
    tiers: ['full'],
    run: command('npx', 'tsx', '--test', ...testFiles('scripts/test-build')),
  },
];
const queryApi: Step[] = [
  { name: 'Unit and API tests: Query API', tiers: ['full'], run: command('npm', 'test', '-w', 'query-api') },
  {
    name: 'Unit and API tests: Query API, without the soak',
    tiers: ['quick'],
    run: command('npm', 'run', 'test:quick', '-w', 'query-api'),
  },
];
const site: Step[] = [
  // As npm start builds it: reader insights go to the server's own collector.
  { name: 'Build the site, all locales', tiers: ['full'], run: build({ outDir: buildDir, env: localCollectorEnv() }) },
  {
    name: 'Markdown twins, llms.txt, content negotiation and the MCP server, over the build',
    tiers: ['full'],
    run: command('node', '--import', 'tsx', '--test', ...testFiles('scripts/test-site')),
  },
  {
    name: 'Build the site with analytics configured (en)',
    tiers: ['full'],
    run: build({ outDir: analyticsBuild.outDir, locales: ['en'], env: { ...process.env, ...analyticsBuild.env } }),
  },
  {
    name: 'Browser tests (Playwright, Debian chromium)',
    tiers: ['full'],
    run: () => browserTests([]),
  },
  { name: 'Build the site, English only', tiers: ['quick'], run: build({ outDir: smokeBuildDir, locales: ['en'] }) },
  {
    name: 'Browser smoke run (the @smoke tests, English build)',
    tiers: ['quick'],
    run: () => browserTests(['--grep', '@smoke'], { E2E_SMOKE: '1', SITE_BUILD_DIR: smokeBuildDir }),
  },
];
/** Stages run one after the other; the lanes of a stage (named here) run at once, each lane's steps in order. */
const stages: Array<Record<string, Step[]>> = [{ checks, 'Query API': queryApi }, { site }];

const tier: Tier = options.quick ? 'quick' : 'full';
const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);
const started = Date.now();
let passed = 0;
const failed: string[] = [];
const times: StepTime[] = [];

/** Runs a lane's steps in order. Beside other lanes, each step's output is held and printed in one block when it ends. */
async function runLane(lane: Step[], where: string, besideOthers: boolean): Promise<void> {
  for (const step of lane.filter((s) => s.tiers.includes(tier))) {
    const stepStarted = Date.now();
    const output: Buffer[] | undefined = besideOthers ? [] : undefined;
    if (!output) console.log(`\n━━ ${step.name}`);
    const code = await step.run(output);
    const result = `━━ ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${seconds(stepStarted)} s`;
    if (output) process.stdout.write(`\n━━ ${step.name}\n${Buffer.concat(output).toString()}${result}\n`);
    else console.log(result);
    times.push({ name: step.name, where, seconds: (Date.now() - stepStarted) / 1000 });
    if (code === 0) passed++;
    else failed.push(step.name);
  }
}

for (const [index, lanes] of stages.entries()) {
  const named = Object.entries(lanes);
  await Promise.all(named.map(([name, lane]) => runLane(lane, `${index + 1} (${name})`, named.length > 1)));
}
if (failed.length) console.log(`\nFailed steps:\n${failed.map((name) => `  - ${name}`).join('\n')}`);
console.log(`\nsteps: ${passed} passed, ${failed.length} failed (${((Date.now() - started) / 60000).toFixed(1)} min)`);
if (options.record) {
  const totalSeconds = (Date.now() - started) / 1000;
  if (!failed.length)
    writePerformanceSection(
      `tests-${tier}`,
      testTimesSection(tiers[tier], times, totalSeconds, readSecondsBySpec(playwrightReport)),
    );
  fs.rmSync(playwrightReport, { force: true });
}
process.exit(failed.length ? 1 : 0);
