import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { bundlePreloads, withPreloads } from '../src/plugins/local-search/preload.ts';

function bundleWith(languages: Record<string, { hash: string; wasm: string | null }>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagefind-'));
  fs.writeFileSync(path.join(dir, 'pagefind-entry.json'), JSON.stringify({ version: '1.6.0', languages }));
  return dir;
}

test('the preloads are the WebAssembly and metadata of the page language’s index', () => {
  const dir = bundleWith({ en: { hash: 'en_1', wasm: 'en' }, ja: { hash: 'ja_2', wasm: null } });
  assert.deepEqual(bundlePreloads(dir, '/pagefind/', 'en'), ['/pagefind/wasm.en.pagefind', '/pagefind/pagefind.en_1.pf_meta']);
  assert.deepEqual(bundlePreloads(dir, '/ja/pagefind/', 'ja'), ['/ja/pagefind/wasm.unknown.pagefind', '/ja/pagefind/pagefind.ja_2.pf_meta'], 'no stemmer: the unknown WebAssembly');
  assert.equal(bundlePreloads(dir, '/pagefind/', 'de')[1], '/pagefind/pagefind.en_1.pf_meta', 'another language takes the first index');
});

/** Runs the page's inline script for an address query and returns the links it added. */
function linksAdded(html: string, search: string): Array<Record<string, string>> {
  const script = /<script data-search-preloads>(.*?)<\/script><\/head>/.exec(html)?.[1];
  assert.ok(script, 'the script ends the head');
  const links: Array<Record<string, string>> = [];
  const document = { createElement: () => ({}), head: { appendChild: (link: Record<string, string>) => links.push(link) } };
  vm.runInNewContext(script, { document, location: { search }, URLSearchParams });
  return links;
}

test('the search page starts the downloads when its address holds a query, and only then', () => {
  const html = withPreloads('<html><head><title>Search</title></head><body></body></html>', bundlePreloads(bundleWith({ en: { hash: 'en_1', wasm: 'en' } }), '/pagefind/', 'en'));
  assert.deepEqual(linksAdded(html, '?q=sandbox'), [
    { rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: '/pagefind/wasm.en.pagefind' },
    { rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: '/pagefind/pagefind.en_1.pf_meta' },
  ]);
  assert.deepEqual(linksAdded(html, ''), []);
  assert.deepEqual(linksAdded(html, '?q=%20%20'), []);
  assert.throws(() => withPreloads('<p>no head</p>', []), /no <\/head>/);
});
