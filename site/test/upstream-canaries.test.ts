import { test } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { upstreamPatches } from '../src/plugins/upstream-patches.ts';

// The canaries of the patches of Docusaurus: each fails when an upstream file a
// patch or an unsafe override depends on changes (a Docusaurus upgrade), naming
// the patch to re-check. See site/src/plugins/README.md.
const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(siteDir, 'package.json'));
const packageFile = (file: string) => {
  const packageName = file
    .split('/')
    .slice(0, file.startsWith('@') ? 2 : 1)
    .join('/');
  const searchPaths = require.resolve.paths(packageName) ?? [];
  const found = searchPaths.map((dir) => path.join(dir, file)).find((candidate) => fs.existsSync(candidate));
  assert.ok(found, `${file} is not installed`);
  return found;
};
const hashOf = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 16);

for (const { patch, upstream } of upstreamPatches) {
  test(`${patch}: the upstream files it depends on are the ones it was checked against`, () => {
    const changed = Object.entries(upstream)
      .map(([file, recorded]) => ({ file, recorded, now: hashOf(packageFile(file)) }))
      .filter(({ recorded, now }) => recorded !== now);
    assert.deepEqual(
      changed.map(({ file, now }) => `${file} is now ${now}`),
      [],
      `Upstream changed under ${patch}: re-check it (site/src/plugins/README.md says how), then record the new hashes in site/src/plugins/upstream-patches.ts.`,
    );
  });
}

test('every theme override Docusaurus does not call safe is listed with its canary', () => {
  const themeDir = path.join(siteDir, 'src/theme');
  const components = fs
    .readdirSync(themeDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /(^|\/)index\.tsx$/.test(file) || file === 'MDXComponents/Code.tsx')
    .map((file) => file.replace(/\/index\.tsx$|\.tsx$/, ''));
  const swizzleConfig = (
    require('@docusaurus/theme-classic/lib/getSwizzleConfig.js') as {
      default: () => { components: Record<string, { actions: { eject?: string; wrap?: string } }> };
    }
  ).default().components;
  const listed = new Set(upstreamPatches.map((p) => p.patch));
  const unguarded = components.filter((component) => {
    const source = fs.readFileSync(
      path.join(
        themeDir,
        fs.existsSync(path.join(themeDir, component, 'index.tsx')) ? `${component}/index.tsx` : `${component}.tsx`,
      ),
      'utf8',
    );
    const action = /@theme-original\//.test(source) ? 'wrap' : 'eject';
    // A component safe to eject is safe to extend too (MDXComponents is extended as Docusaurus documents).
    const { eject, wrap } = swizzleConfig[component]?.actions ?? {};
    const safe = eject === 'safe' || (action === 'wrap' && wrap === 'safe');
    return !safe && !listed.has(`theme/${component}`);
  });
  assert.deepEqual(
    unguarded,
    [],
    'Add these overrides to site/src/plugins/upstream-patches.ts and the plugins README.',
  );
});

test('every patch is a folder that exists and has its row in the plugins README', () => {
  const readme = fs.readFileSync(path.join(siteDir, 'src/plugins/README.md'), 'utf8');
  for (const { patch } of upstreamPatches) {
    if (patch.startsWith('theme/')) assert.ok(fs.existsSync(path.join(siteDir, 'src', patch)), patch);
    else if (!patch.includes('/')) assert.ok(fs.existsSync(path.join(siteDir, 'src/plugins', patch)), patch);
    assert.ok(readme.includes(`\`${patch}\``), `site/src/plugins/README.md does not mention \`${patch}\``);
  }
});
