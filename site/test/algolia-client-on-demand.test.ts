import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';

// Canary of the local-search plugin's loader over DocSearch's pre-bundled module:
// it fails when @docsearch/react no longer builds its client the way the loader edits.
const require = createRequire(import.meta.url);
const algoliaClientLoader = require('../src/plugins/local-search/algolia-client-loader.cjs') as (
  source: string,
) => string;
const docSearchModule = require.resolve('@docsearch/react/dist/esm/index.js');

test("the loader replaces DocSearch's own Algolia client with the on-demand one", () => {
  const source = fs.readFileSync(docSearchModule, 'utf8');
  assert.match(source, /"`appId` is missing\."/);
  const patched = algoliaClientLoader(source);
  assert.doesNotMatch(patched, /"`appId` is missing\."/, 'the hook that builds the client is gone');
  assert.match(
    patched,
    /^import \{ algoliaClientOnDemand as __acmeAlgoliaClientOnDemand \} from "[^"]+algolia-client-on-demand\.ts";/,
  );
  assert.match(patched, /return ([\w$]+)\(__acmeAlgoliaClientOnDemand\(([\w$]+),([\w$]+)\)\)\}\),\[\2,\3,\1\]\)\}/);
  assert.equal(patched.split('__acmeAlgoliaClientOnDemand').length, 3, 'imported once, called once');
});

test('the loader fails the build when the hook it edits is gone', () => {
  assert.throws(() => algoliaClientLoader('export function DocSearchModal() {}'), /algolia-client-loader\.cjs/);
});
