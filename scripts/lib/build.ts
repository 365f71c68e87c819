import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { repoRoot, siteDir } from './paths.ts';
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
  'GA_TRACKING_ID', 'DATADOG_CLIENT_TOKEN', 'DATADOG_APPLICATION_ID', 'DATADOG_SITE',
  'DATADOG_SERVICE', 'DATADOG_PROXY_URL', 'SITE_ENV', 'SITE_VERSION',
  'ALGOLIA_APP_ID', 'ALGOLIA_API_KEY', 'ALGOLIA_INDEX_NAME',
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
  const files = [...listFiles(siteDir), ...inputsOutsideSite.flatMap((dir) => listFiles(dir)), path.join(repoRoot, 'package-lock.json')].sort();
  for (const file of files) {
    hash.update(path.relative(repoRoot, file)).update('\0');
    if (fs.existsSync(file)) hash.update(fs.readFileSync(file));
  }
  for (const name of buildEnvNames) hash.update(`${name}=${env[name] ?? ''}\0`);
  hash.update(`locales=${locales.join(',')}`);
  return hash.digest('hex');
}

export function run(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: options.cwd ?? repoRoot, env: options.env ?? process.env });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export interface BuildOptions {
  outDir: string;
  /** Empty: every configured locale. */
  locales?: readonly string[];
  env?: NodeJS.ProcessEnv;
}

/**
 * Builds the site unless the last build in `outDir` came from the same inputs.
 * Rspack's persistent cache makes the rebuild fast when only a few files changed.
 */
export async function ensureBuild({ outDir, locales = [], env = process.env }: BuildOptions): Promise<'reused' | 'built'> {
  const stamp = path.join(outDir, '.inputs-hash');
  const inputs = buildInputsHash(env, locales);
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === inputs) return 'reused';
  const args = ['docusaurus', 'build', '--out-dir', outDir, ...locales.flatMap((l) => ['--locale', l])];
  const code = await run('npx', args, { cwd: siteDir, env });
  if (code !== 0) throw new Error(`The site build failed (exit ${code}).`);
  // After every locale and its search index are written, so that all of them get compressed copies.
  await precompress(outDir);
  fs.writeFileSync(stamp, inputs);
  return 'built';
}
