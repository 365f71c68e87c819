import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
type Loader = (this: unknown, content: string, map?: unknown, meta?: unknown) => void;
const cachedPostcssLoader = require('../src/plugins/css-pipeline/cached-postcss-loader.cjs') as Loader;

/** A PostCSS plugin that counts its runs, and warns on a stylesheet that asks it to. */
let runs = 0;
const counting = Object.assign(
  () => ({
    postcssPlugin: 'counting',
    Once(root: { toString(): string; append(text: string): void }, { result }: { result: { warn(text: string): void } }) {
      runs += 1;
      if (root.toString().includes('warn-me')) result.warn('asked to warn');
      root.append('/* processed */');
    },
  }),
  { postcss: true as const },
);

/** Runs the loader as the bundler would, on `resource`; resolves with what it returned, the dependencies and warnings it reported. */
function runLoader(resource: string, content: string): Promise<{ css: string; warnings: number }> {
  let warnings = 0;
  return new Promise((resolve, reject) => {
    const callback = (error: Error | null, css?: string) => (error ? reject(error) : resolve({ css: css!, warnings }));
    const context = {
      resource,
      resourcePath: resource,
      context: '/site/src',
      rootContext: '/site',
      mode: 'production',
      sourceMap: false,
      fs,
      getOptions: () => options,
      async: () => callback,
      callback,
      addDependency() {},
      addContextDependency() {},
      addMissingDependency() {},
      addBuildDependency() {},
      emitWarning: () => { warnings += 1; },
      emitError: reject,
      emitFile() {},
    };
    cachedPostcssLoader.call(context, content);
  });
}
const options = { postcssOptions: { plugins: [counting], config: false } };

test('a stylesheet seen before, with the same options and content, is not run through PostCSS again', async () => {
  runs = 0;
  const first = await runLoader('/site/src/a.css', '.a { color: red; }');
  const again = await runLoader('/site/src/a.css', '.a { color: red; }');
  assert.match(first.css, /\/\* processed \*\//);
  assert.equal(again.css, first.css);
  assert.equal(runs, 1);
  // Changed content, or another file with the same content, is processed.
  await runLoader('/site/src/a.css', '.a { color: blue; }');
  await runLoader('/site/src/b.css', '.a { color: red; }');
  assert.equal(runs, 3);
});

test('a result that came with a warning is not kept: the warning shows every time', async () => {
  runs = 0;
  assert.equal((await runLoader('/site/src/w.css', '/* warn-me */ .w {}')).warnings, 1);
  assert.equal((await runLoader('/site/src/w.css', '/* warn-me */ .w {}')).warnings, 1);
  assert.equal(runs, 2);
});
