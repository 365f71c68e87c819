import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import concurrently from 'concurrently';
import { defaultLocale, locales as siteLocales, repoRoot, siteDir } from './paths.ts';
import { precompress } from './precompress.ts';

// Folders of site/ that are outputs or caches, never inputs of the build.
const ignored = new Set(['node_modules', '.docusaurus', '.cache', 'test']);
const isOutput = (name: string) => name === 'build' || name.startsWith('build-');
// Written by the build itself from src/data/sdks.ts (src/plugins/release-notes).
const generated = new Set([path.join(siteDir, 'release-notes', 'sdks')]);
// Sources outside site/ that the bundle imports: the reporting pages' metric tables.
const inputsOutsideSite = [path.join(repoRoot, 'query-api', 'src', 'catalogue')];

// Environment variables baked into the build (third-party services).
const buildEnvNames = [
  'GA_TRACKING_ID',
  'DATADOG_CLIENT_TOKEN',
  'DATADOG_APPLICATION_ID',
  'DATADOG_SITE',
  'DATADOG_SERVICE',
  'DATADOG_PROXY_URL',
  'SITE_ENV',
  'SITE_VERSION',
  'ALGOLIA_APP_ID',
  'ALGOLIA_API_KEY',
  'ALGOLIA_INDEX_NAME',
  'INSIGHTS_COLLECTOR_URL',
];

function listFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (ignored.has(entry.name) || isOutput(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (generated.has(full)) continue;
    if (entry.isDirectory()) listFiles(full, out);
    else out.push(full);
  }
  return out;
}

/** A hash of everything a production build depends on: sources, lock file, build env. */
export function buildInputsHash(env: NodeJS.ProcessEnv = process.env, locales: readonly string[] = []): string {
  const hash = crypto.createHash('sha256');
  const files = [
    ...listFiles(siteDir),
    ...inputsOutsideSite.flatMap((dir) => listFiles(dir)),
    path.join(repoRoot, 'package-lock.json'),
  ].sort();
  for (const file of files) {
    hash.update(path.relative(repoRoot, file)).update('\0');
    if (fs.existsSync(file)) hash.update(fs.readFileSync(file));
  }
  for (const name of buildEnvNames) hash.update(`${name}=${env[name] ?? ''}\0`);
  hash.update(`locales=${locales.join(',')}`);
  return hash.digest('hex');
}

/**
 * Runs a command and resolves with its exit code. Its output goes to this
 * process's, or, with `output`, into that array, for a caller that prints it
 * later (steps that run beside others, scripts/test.ts).
 */
export function run(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; output?: Buffer[] } = {},
): Promise<number> {
  return new Promise((resolve) => {
    const { output } = options;
    const child = spawn(command, args, {
      stdio: output ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      cwd: options.cwd ?? repoRoot,
      env: options.env ?? process.env,
    });
    if (output)
      for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export interface BuildOptions {
  outDir: string;
  /** Empty: every configured locale. */
  locales?: readonly string[];
  env?: NodeJS.ProcessEnv;
}

// Started with node itself: through npx, each build would start npm first.
const docusaurusCli = path.join(
  path.dirname(createRequire(path.join(siteDir, 'package.json')).resolve('@docusaurus/core/package.json')),
  'bin',
  'docusaurus.mjs',
);

/**
 * Builds every locale in its own Docusaurus process, all at once, and leaves
 * the same tree in `outDir` as `docusaurus build` does.
 * Docusaurus builds its locales one after the other, and a locale's build keeps
 * only about 1.4 of this machine's 2 cores busy: its bundler's JavaScript (the
 * MDX compiler, loaders, the static render) runs on one thread. Side by side,
 * three builds keep both cores busy (figures in the README's Performance section).
 * Each process needs its own generated-files folder, and a locale other than
 * the default one builds into a folder of its own: the default locale's build
 * empties `outDir` when it starts. Those folders move into place at the end.
 */
export async function buildSite({
  outDir: outDirOption,
  locales = [],
  env = process.env,
}: BuildOptions): Promise<void> {
  // As Docusaurus resolves --out-dir: from the site's folder.
  const outDir = path.resolve(siteDir, outDirOption);
  const targets = locales.length ? [...locales] : [...siteLocales];
  const buildDirOf = (locale: string) => (locale === defaultLocale ? outDir : `${outDir}-${locale}`);
  const { result } = concurrently(
    targets.map((locale) => ({
      name: locale,
      command: `node '${docusaurusCli}' build --locale ${locale} --out-dir '${buildDirOf(locale)}'`,
      cwd: siteDir,
      env: {
        ...env,
        DOCUSAURUS_GENERATED_FILES_DIR_NAME: path.join('.docusaurus', locale),
        // A second thread for the static pages loads the server bundle again and
        // saved nothing even alone (5.2–5.8 s for a locale's pages, 5.6 s with one).
        DOCUSAURUS_SSG_WORKER_THREAD_COUNT: '1',
        // A larger young generation: garbage collection fell from 2.2 to 1.4 s
        // of a locale's main thread.
        NODE_OPTIONS: [env.NODE_OPTIONS, '--max-semi-space-size=64'].filter(Boolean).join(' '),
      },
    })),
    { prefix: '[{name}]', killOthersOn: ['failure'] },
  );
  try {
    await result;
  } catch {
    throw new Error(`The site build failed (${targets.join(', ')}): see the log above.`);
  }
  for (const locale of targets.filter((l) => l !== defaultLocale)) {
    const target = path.join(outDir, locale);
    fs.rmSync(target, { recursive: true, force: true });
    fs.mkdirSync(outDir, { recursive: true });
    fs.renameSync(path.join(buildDirOf(locale), locale), target);
    fs.rmSync(buildDirOf(locale), { recursive: true, force: true });
  }
}

/**
 * Builds the site unless the last build in `outDir` came from the same inputs.
 * Rspack's persistent cache makes the rebuild fast when only a few files changed.
 */
export async function ensureBuild(options: BuildOptions): Promise<'reused' | 'built'> {
  const { outDir, locales = [], env = process.env } = options;
  const stamp = path.join(outDir, '.inputs-hash');
  const inputs = buildInputsHash(env, locales);
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === inputs) return 'reused';
  await buildSite(options);
  // After every locale and its search index are written, so that all of them get compressed copies.
  await precompress(outDir);
  fs.writeFileSync(stamp, inputs);
  return 'built';
}
