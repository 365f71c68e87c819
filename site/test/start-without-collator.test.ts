import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { loaderFile, reactUtilsModule } from '../src/plugins/start-without-collator/index.ts';

// Canary of the patch: it fails when @docusaurus/theme-common changes the line the loader edits.
const sortKeysByCodeUnit = createRequire(import.meta.url)(loaderFile) as (source: string) => string;

test("the loader finds the theme's localeCompare sort and leaves no collator in the module", () => {
  const patched = sortKeysByCodeUnit(fs.readFileSync(reactUtilsModule, 'utf8'));
  assert.doesNotMatch(patched, /localeCompare|Intl\./);
  assert.match(patched, /export function useShallowMemoObject/);
});

test('the loader fails the build when the line it edits is gone', () => {
  assert.throws(() => sortKeysByCodeUnit('export function useShallowMemoObject(obj) {}'), /start-without-collator/);
});
