import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { originalReactUtils } from '../src/plugins/collator-free-memo/index.ts';

const standIn = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/plugins/collator-free-memo/react-utils.tsx',
);
const exportsOf = (source: string) =>
  [...source.matchAll(/^export (?:function|class|const) (\w+)/gm)].map((m) => m[1]).sort();

test('the stand-in exports what the theme module does, so every importer keeps working', () => {
  const original = fs.readFileSync(originalReactUtils, 'utf8');
  assert.deepEqual(exportsOf(fs.readFileSync(standIn, 'utf8')), exportsOf(original));
  assert.ok(exportsOf(original).includes('useShallowMemoObject'));
});

test('the theme still sorts keys with localeCompare (when this fails, the stand-in can go)', () => {
  assert.match(fs.readFileSync(originalReactUtils, 'utf8'), /\.localeCompare\(/);
  assert.doesNotMatch(fs.readFileSync(standIn, 'utf8'), /\.localeCompare\(|Intl\./);
});
