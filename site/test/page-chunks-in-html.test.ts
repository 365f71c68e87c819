import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withModulePaths } from '../src/plugins/page-chunks-in-html/index.ts';

test('each lazily imported module names the chunks of its import in the client manifest', () => {
  const manifest = { entrypoints: ['main'], origins: { main: ['runtime~main', 'main'], '2986': ['2986'] }, assets: {} };
  const groups = [
    // The entry: no import request.
    { chunks: [{ id: 'main' }], origins: [{ request: null }] },
    // One import of a page component split over two chunks (one shared with other pages).
    { chunks: [{ id: 2986 }, { id: 7829 }], origins: [{ request: '@theme/SearchPage' }] },
    // Two routes importing the same content file: one group, two origins.
    {
      chunks: [{ id: 535 }],
      origins: [{ request: '@site/docs/glossary.mdx' }, { request: '@site/docs/glossary.mdx' }],
    },
  ];
  const { origins } = withModulePaths(manifest, groups);
  assert.deepEqual(origins['@theme/SearchPage'], [2986, 7829]);
  assert.deepEqual(origins['@site/docs/glossary.mdx'], [535]);
  assert.deepEqual(origins.main, ['runtime~main', 'main'], 'what Docusaurus wrote stays');
  assert.equal(
    manifest.origins['@theme/SearchPage' as keyof typeof manifest.origins],
    undefined,
    'the manifest read is left alone',
  );
});
