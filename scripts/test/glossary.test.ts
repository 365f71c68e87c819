import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { catalogueSlugs, glossaryEntries, slugsMissingFromGlossary } from '../lib/glossary-coverage.ts';
import { siteDir } from '../lib/paths.ts';

// Every metric and dimension of the Query API catalogue has a glossary entry,
// or is named in one (issue #29).

const glossary = fs.readFileSync(path.join(siteDir, 'docs', 'glossary.md'), 'utf8');

test('the glossary names every metric and dimension of the catalogue', () => {
  assert.ok(catalogueSlugs().length >= 20, catalogueSlugs().join());
  assert.deepEqual(slugsMissingFromGlossary(glossary), []);
});

test('an entry taken out of the glossary, or a slug added to the catalogue, is reported', () => {
  const withoutDisplayType = glossary
    .split('\n')
    .filter((line) => !line.startsWith('- **Display type**'))
    .join('\n');
  assert.deepEqual(slugsMissingFromGlossary(withoutDisplayType), ['display_type']);
  assert.deepEqual(slugsMissingFromGlossary(glossary, [...catalogueSlugs(), 'order_id']), ['order_id']);
  // A slug in running text outside the entries does not count.
  assert.deepEqual(slugsMissingFromGlossary(`${withoutDisplayType}\n\nSee \`display_type\`.\n`), ['display_type']);
});

test('the glossary stays in alphabetical order', () => {
  const terms = glossaryEntries(glossary).map((entry) =>
    /^- \*\*([^*]+)\*\*/.exec(entry)![1]!.replace(/[`()]/g, '').toLowerCase(),
  );
  assert.deepEqual(
    terms,
    [...terms].sort((a, b) => a.localeCompare(b, 'en')),
  );
});
