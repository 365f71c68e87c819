import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureBuild, run } from './lib/build.ts';
import { analyticsBuild } from './lib/analytics-build.ts';
import { buildDir, repoRoot, siteDir } from './lib/paths.ts';
import { treeSitterNodeFlag } from './lib/code-parsers.ts';
import { localCollectorEnv } from './site-server/insights/config.ts';

// `npm test`: every check of the repository, in order, with one summary line.
// `npm run test:quick` (--quick): the inner loop, the steps marked quick, with
// an English build and a browser smoke run instead of the full builds and browser tests.
const { values: options } = parseArgs({ options: { quick: { type: 'boolean', default: false } } });

type Tier = 'quick' | 'full';
type Step = { name: string; tiers: readonly Tier[]; run: () => Promise<number> };
const both: readonly Tier[] = ['quick', 'full'];

// Steps run without a shell: Node's test runner expands these globs itself.
const testFiles = (...dirs: string[]) => dirs.map((dir) => `${dir}/*.test.ts`);
const npx =
  (...args: string[]) =>
  () =>
    run('npx', args);
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

const steps: Step[] = [
  { name: 'Type-check the site', tiers: both, run: npx('tsc', '-p', 'site') },
  { name: 'Type-check scripts and browser tests', tiers: both, run: npx('tsc', '-p', '.') },
  { name: 'Type-check the Query API', tiers: both, run: () => run('npm', ['run', 'typecheck', '-w', 'query-api']) },
  { name: 'Lint (ESLint) and format (Prettier)', tiers: both, run: () => run('npm', ['run', 'lint']) },
  {
    name: 'Unit tests: site and scripts',
    tiers: both,
    run: () =>
      run('node', [treeSitterNodeFlag, '--import', 'tsx', '--test', ...testFiles('site/test', 'scripts/test')]),
  },
  { name: 'Unit and API tests: Query API', tiers: ['full'], run: () => run('npm', ['test', '-w', 'query-api']) },
  {
    name: 'Unit and API tests: Query API, without the soak',
    tiers: ['quick'],
    run: () => run('npm', ['run', 'test:quick', '-w', 'query-api']),
  },
  {
    name: 'Translations: recorded sources, structure and termbases',
    tiers: both,
    run: npx('tsx', 'scripts/i18n-drift.ts', '--check'),
  },
  {
    name: 'Translations: the outdated notice, in a Japanese build of a modified copy',
    tiers: ['full'],
    run: npx('tsx', '--test', ...testFiles('scripts/test-build')),
  },
  // As npm start builds it: reader insights go to the server's own collector.
  { name: 'Build the site, all locales', tiers: ['full'], run: build({ outDir: buildDir, env: localCollectorEnv() }) },
  {
    name: 'Markdown twins, llms.txt, content negotiation and the MCP server, over the build',
    tiers: ['full'],
    run: () => run('node', ['--import', 'tsx', '--test', ...testFiles('scripts/test-site')]),
  },
  {
    name: 'Build the site with analytics configured (en)',
    tiers: ['full'],
    run: build({ outDir: analyticsBuild.outDir, locales: ['en'], env: { ...process.env, ...analyticsBuild.env } }),
  },
  {
    name: 'Browser tests (Playwright, Debian chromium)',
    tiers: ['full'],
    run: () => run('npx', ['playwright', 'test'], { cwd: path.join(repoRoot, 'e2e') }),
  },
  { name: 'Build the site, English only', tiers: ['quick'], run: build({ outDir: smokeBuildDir, locales: ['en'] }) },
  {
    name: 'Browser smoke run (the @smoke tests, English build)',
    tiers: ['quick'],
    run: () =>
      run('npx', ['playwright', 'test', '--grep', '@smoke'], {
        cwd: path.join(repoRoot, 'e2e'),
        env: { ...process.env, E2E_SMOKE: '1', SITE_BUILD_DIR: smokeBuildDir },
      }),
  },
];

const tier: Tier = options.quick ? 'quick' : 'full';
const started = Date.now();
let passed = 0;
const failed: string[] = [];
for (const step of steps.filter((s) => s.tiers.includes(tier))) {
  console.log(`\n━━ ${step.name}`);
  const stepStarted = Date.now();
  const code = await step.run();
  console.log(
    `━━ ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${((Date.now() - stepStarted) / 1000).toFixed(1)} s`,
  );
  if (code === 0) passed++;
  else failed.push(step.name);
}
if (failed.length) console.log(`\nFailed steps:\n${failed.map((name) => `  - ${name}`).join('\n')}`);
console.log(`\nsteps: ${passed} passed, ${failed.length} failed (${((Date.now() - started) / 60000).toFixed(1)} min)`);
process.exit(failed.length ? 1 : 0);
