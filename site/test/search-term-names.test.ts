import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { termNamesOf } from '../src/plugins/local-search/term-names.ts';
import { queryVariants } from '../src/plugins/local-search/client/term-names.ts';

// Issue 30: a query in the reader's words also searches the words the pages
// keep, through the locale's termbase, and the reverse.
const siteDir = path.resolve(import.meta.dirname, '..');
const fr = termNamesOf(siteDir, 'fr');
const ja = termNamesOf(siteDir, 'ja');

test('a French query naming a term in French also searches the English the pages keep', () => {
  // The French pages say "sandbox"; readers type « bac à sable ».
  assert.ok(queryVariants('bac à sable Android', fr).includes('sandbox android'));
  // Accents folded; the apostrophe a phone types (’) is the termbase's (').
  assert.ok(queryVariants('fenêtre d’attribution', fr).includes('attribution window'));
});

test('an English query on the French site also searches the French rendering', () => {
  assert.ok(queryVariants('advertiser', fr).includes('annonceur'));
  assert.ok(queryVariants('attribution window', fr).includes("fenetre d'attribution"));
});

test('Japanese queries meet the English term and the katakana rendering both ways, inside unspaced text', () => {
  assert.ok(queryVariants('サンドボックス', ja).includes('sandbox'));
  assert.ok(queryVariants('sandbox', ja).includes('サンドボックス'));
  // No spaces around the term: it is found inside the query all the same.
  assert.ok(queryVariants('Androidのサンドボックス', ja).some((variant) => variant.includes('sandbox')));
});

test('a word inside another word is not a term, and a query runs at most four searches', () => {
  assert.deepEqual(queryVariants('sandboxes', fr), ['sandboxes']);
  assert.ok(queryVariants('sandbox advertiser attribution window integration monitor', fr).length <= 4);
  assert.deepEqual(queryVariants('', fr), ['']);
});
