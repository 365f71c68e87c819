import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { bundlePreloads, withEarlySearch } from '../src/plugins/local-search/preload.ts';
import { earlySearchGlobal } from '../src/plugins/local-search/data.ts';
import { searchPageExcerpts } from '../src/plugins/local-search/client/early-search.ts';
import { pathToFileURL } from 'node:url';

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

/**
 * A stand-in for Pagefind's script, in a directory of its own: it records what
 * the page's script asks of it, and finds 12 pages for any query.
 */
function fakeBundle(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pagefind-script-'));
  fs.writeFileSync(path.join(dir, 'package.json'), '{ "type": "module" }');
  fs.writeFileSync(
    path.join(dir, 'pagefind.js'),
    `export const calls = [];
export function createInstance(options) {
  calls.push(['createInstance', options]);
  const result = (id) => ({ id, data: async () => { calls.push(['data', id]); return { url: '/' + id }; } });
  return {
    init: async () => { calls.push(['init']); },
    search: async (term) => { calls.push(['search', term]); return { results: Array.from({ length: 12 }, (_, i) => result('page' + i)) }; },
  };
}`,
  );
  return `${pathToFileURL(dir).href}/`;
}

interface Started {
  links: Array<Record<string, string>>;
  /** Tells the script that the page is parsed. */
  parsed: () => void;
  /** The search the script left for the page, if any. */
  early: () => { bundleUrl: string; query: string; pagefind: Promise<unknown>; results: Promise<{ results: Array<{ id: string; data: () => Promise<unknown> }> }> } | undefined;
  calls: () => Promise<unknown[][]>;
}

/** Runs the page's inline script for an address query: the links it added and the search it left for the page. */
function runHeadScript(html: string, search: string, bundleUrl: string): Started {
  const script = /<script data-early-search>(.*?)<\/script><\/head>/.exec(html)?.[1];
  assert.ok(script, 'the script ends the head');
  const links: Array<Record<string, string>> = [];
  const window: Record<string, unknown> = {};
  const listeners: Array<() => void> = [];
  // The script runs while the page is still being parsed.
  const document = {
    readyState: 'loading',
    addEventListener: (type: string, listener: () => void) => type === 'readystatechange' && listeners.push(listener),
    createElement: () => ({}),
    head: { appendChild: (link: Record<string, string>) => links.push(link) },
  };
  // Its import() loads the stand-in through Node's own loader.
  new vm.Script(script, { importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER }).runInNewContext({ document, location: { search }, URLSearchParams, window });
  return {
    links,
    parsed: () => {
      document.readyState = 'interactive';
      for (const listener of listeners.splice(0)) listener();
    },
    early: () => window[earlySearchGlobal] as ReturnType<Started['early']>,
    // As plain data: what the script built belongs to another realm.
    calls: async () => JSON.parse(JSON.stringify(((await import(`${bundleUrl}pagefind.js`)) as { calls: unknown[][] }).calls)) as unknown[][],
  };
}

test('the search page starts its search with the page when its address holds a query, and only then', async () => {
  const bundleUrl = fakeBundle();
  const html = withEarlySearch(
    '<html><head><title>Search</title></head><body></body></html>',
    bundlePreloads(bundleWith({ en: { hash: 'en_1', wasm: 'en' } }), '/pagefind/', 'en'),
    bundleUrl,
  );
  const started = runHeadScript(html, '?q=%20sandbox%20', bundleUrl);
  assert.deepEqual(JSON.parse(JSON.stringify(started.links)), [
    { rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: '/pagefind/wasm.en.pagefind' },
    { rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href: '/pagefind/pagefind.en_1.pf_meta' },
  ]);
  assert.equal(started.early(), undefined, 'nothing runs before the page is parsed');
  started.parsed();
  const early = started.early();
  assert.ok(early, 'the search is left for the page');
  assert.equal(early.bundleUrl, bundleUrl);
  assert.equal(early.query, 'sandbox', 'the query as the page trims it');
  const { results } = await early.results;
  assert.equal(results.length, 12);
  // The page reads the pages read ahead again (ranking, then its hits): they answer as they did.
  assert.equal(results[0]!.data(), results[0]!.data());
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(await started.calls(), [
    // With the page's excerpts: the pages read ahead serve the page as they are.
    ['createInstance', { basePath: bundleUrl, baseUrl: '/', noWorker: true, ...searchPageExcerpts }],
    ['init'],
    ['search', 'sandbox'],
    // The pages ranking reads and the page's first batch shows: 10, not all 12, each once.
    ...Array.from({ length: 10 }, (_, i) => ['data', `page${i}`]),
  ]);

  for (const search of ['', '?q=%20%20']) {
    const idle = runHeadScript(html, search, bundleUrl);
    idle.parsed();
    assert.deepEqual(idle.links, [], `nothing downloaded for "${search}"`);
    assert.equal(idle.early(), undefined);
  }
  assert.throws(() => withEarlySearch('<p>no head</p>', [], '/pagefind/'), /no <\/head>/);
});

test('the page takes the early search over once: its first search for the address’s query answers with it', async () => {
  const { adoptEarlySearch } = await import('../src/plugins/local-search/client/early-search.ts');
  const { loadPagefind } = await import('../src/plugins/local-search/client/pagefind.ts');
  const searched: string[] = [];
  const startedResults = Promise.resolve({ results: [] });
  const instance = {
    options: async () => {},
    init: async () => {},
    filters: async () => ({}),
    search: async (term: string) => {
      searched.push(term);
      return { results: [] };
    },
  };
  const scope = globalThis as Record<string, unknown>;
  scope[earlySearchGlobal] = { bundleUrl: '/ja/pagefind/', query: 'sandbox', pagefind: Promise.resolve(instance), results: startedResults };

  adoptEarlySearch('/pagefind/');
  assert.ok(scope[earlySearchGlobal], 'another bundle’s page leaves it alone');
  adoptEarlySearch('/ja/pagefind/');
  assert.equal(scope[earlySearchGlobal], undefined, 'taken once');

  const pagefind = await loadPagefind('/ja/pagefind/');
  assert.equal(pagefind.search('sandbox'), startedResults, 'the search already started');
  await pagefind.search('sandbox');
  await pagefind.search('flag');
  assert.deepEqual(searched, ['sandbox', 'flag'], 'later searches are Pagefind’s own');
});
