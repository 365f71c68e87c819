import { ensureBuild, run } from './lib/build.ts';
import { analyticsBuild } from './lib/analytics-build.ts';
import { buildDir, repoRoot } from './lib/paths.ts';
import { treeSitterNodeFlag } from './lib/code-parsers.ts';
import { localCollectorEnv } from './site-server/insights/config.ts';
import path from 'node:path';

// `npm test`: every check of the repository, in order, with one summary line.
type Step = { name: string; run: () => Promise<number> };
// Steps run without a shell: Node's test runner expands these globs itself.
const testFiles = (...dirs: string[]) => dirs.map((dir) => `${dir}/*.test.ts`);
const npx =
  (...args: string[]) =>
  () =>
    run('npx', args);
const build = (options: Parameters<typeof ensureBuild>[0]) => async () => {
  try {
    console.log(`Site build in ${path.relative(repoRoot, options.outDir)}: ${await ensureBuild(options)}`);
    return 0;
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
};

const steps: Step[] = [
  { name: 'Type-check the site', run: npx('tsc', '-p', 'site') },
  { name: 'Type-check scripts and browser tests', run: npx('tsc', '-p', '.') },
  { name: 'Type-check the Query API', run: () => run('npm', ['run', 'typecheck', '-w', 'query-api']) },
  { name: 'Lint (ESLint) and format (Prettier)', run: () => run('npm', ['run', 'lint']) },
  {
    name: 'Unit tests: site and scripts',
    run: () =>
      run('node', [treeSitterNodeFlag, '--import', 'tsx', '--test', ...testFiles('site/test', 'scripts/test')]),
  },
  { name: 'Unit and API tests: Query API', run: () => run('npm', ['test', '-w', 'query-api']) },
  {
    name: 'Translations: recorded sources, structure and termbases',
    run: npx('tsx', 'scripts/i18n-drift.ts', '--check'),
  },
  {
    name: 'Translations: the outdated notice, in a Japanese build of a modified copy',
    run: npx('tsx', '--test', ...testFiles('scripts/test-build')),
  },
  // As npm start builds it: reader insights go to the server's own collector.
  { name: 'Build the site, all locales', run: build({ outDir: buildDir, env: localCollectorEnv() }) },
  {
    name: 'Build the site with analytics configured (en)',
    run: build({ outDir: analyticsBuild.outDir, locales: ['en'], env: { ...process.env, ...analyticsBuild.env } }),
  },
  {
    name: 'Browser tests (Playwright, Debian chromium)',
    run: () => run('npx', ['playwright', 'test'], { cwd: path.join(repoRoot, 'e2e') }),
  },
];

let passed = 0;
const failed: string[] = [];
for (const step of steps) {
  console.log(`\n━━ ${step.name}`);
  const started = Date.now();
  const code = await step.run();
  console.log(`━━ ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (code === 0) passed++;
  else failed.push(step.name);
}
if (failed.length) console.log(`\nFailed steps:\n${failed.map((name) => `  - ${name}`).join('\n')}`);
console.log(`\nsteps: ${passed} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
