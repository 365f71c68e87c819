import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

// The loader of src/plugins/smaller-docs-metadata, on a version's metadata as the docs plugin writes it.
const require = createRequire(import.meta.url);
const stripDocsMap = require('../src/plugins/smaller-docs-metadata/strip-docs-map.cjs') as (source: string) => string;

test('a version keeps its sidebar as it is and loses its map of docs', () => {
  const metadata = {
    version: {
      version: 'current',
      docs: { 'guides/a': { id: 'guides/a', title: 'A', description: 'Long text', sidebar: 'docs' } },
      docsSidebars: {
        docs: [
          { type: 'link', label: 'Home', href: '/' },
          {
            type: 'category',
            label: 'Guides',
            collapsible: true,
            items: [{ type: 'link', label: 'A', href: '/guides/a', docId: 'guides/a', unlisted: false }],
          },
        ],
      },
    },
  };
  const out = JSON.parse(stripDocsMap(JSON.stringify(metadata)));
  assert.deepEqual(out.version.docs, {});
  assert.deepEqual(out.version.docsSidebars, metadata.version.docsSidebars);
});
