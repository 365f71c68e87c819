import { test } from 'node:test';
import assert from 'node:assert/strict';
import vm from 'node:vm';
import { withEarlySearch } from '../src/plugins/local-search/preload.ts';
import { earlySearchGlobal, pagefindInstanceOptions, searchWorkerFile } from '../src/plugins/local-search/data.ts';
import {
  adoptSearchWorker,
  searchPageExcerpts,
  workerPagefind,
} from '../src/plugins/local-search/client/early-search.ts';
import {
  adoptPagefind,
  hasPagefind,
  loadPagefind,
  withPagefind,
  type PagefindModule,
} from '../src/plugins/local-search/client/pagefind.ts';
import { searchWorker, type WorkerRequest } from '../src/plugins/local-search/client/worker.ts';
import { searchWorkerScript } from '../src/plugins/local-search/worker-script.ts';

/** A stand-in for Pagefind's script: it records what it is asked, and finds 12 pages for any query. */
function fakePagefind(calls: unknown[][] = []): PagefindModule & { calls: unknown[][] } {
  return {
    calls,
    createInstance: (options) => {
      calls.push(['createInstance', options]);
      const page = (id: string) => ({
        id,
        score: 1,
        data: async () => (calls.push(['data', id]), { url: `/${id}`, content: id, meta: {}, anchors: [] } as never),
      });
      return {
        init: async () => void calls.push(['init']),
        options: async (options) => void calls.push(['options', options]),
        filters: async () => ({}),
        search: async (term) => (
          calls.push(['search', term]),
          { results: Array.from({ length: 12 }, (_, i) => page(`page${i}`)) }
        ),
      };
    },
  };
}

/** A worker run in this thread: what it is sent goes to `searchWorker`, its answers come back as message events. */
class FakeWorker extends EventTarget {
  static started: FakeWorker[] = [];
  static module: () => PagefindModule & { calls?: unknown[][] } = () => fakePagefind();
  readonly pagefind = FakeWorker.module();
  private readonly answer = searchWorker(async () => this.pagefind);
  terminated = false;
  constructor(
    readonly url: string,
    readonly options?: { type?: string },
  ) {
    super();
    FakeWorker.started.push(this);
  }
  postMessage(request: WorkerRequest): void {
    const reply = (data: object) =>
      request.id !== undefined &&
      this.dispatchEvent(Object.assign(new Event('message'), { data: structuredClone(data) }));
    this.answer(structuredClone(request)).then(
      (value) => reply({ id: request.id, value }),
      (error: Error) => reply({ id: request.id, error: error.message }),
    );
  }
  terminate(): void {
    this.terminated = true;
  }
}
(globalThis as Record<string, unknown>).Worker = FakeWorker;
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

/** Runs the search page's inline script for an address query; returns what it left for the page. */
function runHeadScript(html: string, search: string): unknown {
  const script = /<script data-early-search>(.*?)<\/script><\/head>/.exec(html)?.[1];
  assert.ok(script, 'the script ends the head');
  const window: Record<string, unknown> = {};
  vm.runInNewContext(script, { location: { search }, URLSearchParams, Worker: FakeWorker, window });
  return window[earlySearchGlobal];
}

test('the search page’s head starts the search worker when its address holds a query, and only then', async () => {
  FakeWorker.started = [];
  const html = withEarlySearch('<html><head><title>Search</title></head><body></body></html>', '/ja/pagefind/');
  for (const search of ['', '?q=%20%20'])
    assert.equal(runHeadScript(html, search), undefined, `nothing started for "${search}"`);
  assert.equal(FakeWorker.started.length, 0);

  const early = runHeadScript(html, '?q=%20sandbox%20') as { bundleUrl: string; query: string; worker: FakeWorker };
  assert.deepEqual(
    { ...early, worker: undefined },
    { bundleUrl: '/ja/pagefind/', query: 'sandbox', worker: undefined },
    'the query as the page trims it',
  );
  const [worker] = FakeWorker.started;
  assert.equal(early.worker, worker);
  assert.equal(worker!.url, `/ja/pagefind/${searchWorkerFile}`);
  assert.deepEqual({ ...worker!.options }, { type: 'module' }, 'a module worker');
  await settle();
  assert.deepEqual(worker!.pagefind.calls!, [
    ['createInstance', pagefindInstanceOptions('/ja/pagefind/')],
    ['init'],
    // With the page's excerpts: the pages read ahead serve the page as they are.
    ['options', searchPageExcerpts],
    ['search', 'sandbox'],
    // The pages ranking reads and the page's first batch shows: 10, not all 12.
    ...Array.from({ length: 10 }, (_, i) => ['data', `page${i}`]),
  ]);
  assert.throws(() => withEarlySearch('<p>no head</p>', '/pagefind/'), /no <\/head>/);
});

test('the page takes the head’s worker over once, and its search and pages are not worked out again', async () => {
  FakeWorker.started = [];
  const scope = globalThis as Record<string, unknown>;
  scope[earlySearchGlobal] = runHeadScript(withEarlySearch('<head></head>', '/fr/pagefind/'), '?q=sandbox');
  adoptSearchWorker('/pagefind/');
  assert.ok(scope[earlySearchGlobal], 'another bundle’s page leaves it alone (and starts its own)');
  adoptSearchWorker('/fr/pagefind/');
  assert.equal(scope[earlySearchGlobal], undefined, 'taken once');

  const pagefind = await loadPagefind('/fr/pagefind/');
  await pagefind.options(searchPageExcerpts);
  const { results } = await pagefind.search('sandbox');
  assert.equal(results.length, 12);
  assert.deepEqual(await results[3]!.data(), { url: '/page3', content: 'page3', meta: {}, anchors: [] });
  await Promise.all(results.slice(0, 10).map((result) => result.data()));
  const calls = FakeWorker.started[0]!.pagefind.calls!;
  assert.equal(FakeWorker.started.filter((worker) => worker.url.startsWith('/fr/')).length, 1, 'no second worker');
  assert.equal(calls.filter(([call]) => call === 'search').length, 1, 'one search');
  assert.equal(calls.filter(([call]) => call === 'data').length, 10, 'each page read once');

  await (await pagefind.search('flag')).results[0]!.data();
  assert.deepEqual(
    calls.slice(-2),
    [
      ['search', 'flag'],
      ['data', 'page0'],
    ],
    'later searches are the worker’s own',
  );

  // A head's worker whose script did not load is stopped, and the page starts another.
  scope[earlySearchGlobal] = runHeadScript(withEarlySearch('<head></head>', '/es/pagefind/'), '?q=sandbox');
  const unloaded = FakeWorker.started.at(-1)!;
  unloaded.dispatchEvent(new Event('error'));
  adoptSearchWorker('/es/pagefind/');
  assert.equal(unloaded.terminated, true);
  assert.notEqual(FakeWorker.started.at(-1), unloaded);
  assert.equal((await (await loadPagefind('/es/pagefind/')).search('sandbox')).results.length, 12);

  // A browser without module workers: nothing is adopted, and Pagefind loads on the page's thread.
  const { Worker } = globalThis as Record<string, unknown>;
  (globalThis as Record<string, unknown>).Worker = class {
    constructor() {
      throw new TypeError('Module scripts are not supported in workers');
    }
  };
  assert.doesNotThrow(() => adoptSearchWorker('/pt/pagefind/'));
  assert.equal(hasPagefind('/pt/pagefind/'), false);
  (globalThis as Record<string, unknown>).Worker = Worker;

  // Pagefind loaded first by the navbar's modal serves the page too; the head's worker stops.
  scope[earlySearchGlobal] = runHeadScript(withEarlySearch('<head></head>', '/it/pagefind/'), '?q=sandbox');
  const headsWorker = FakeWorker.started.at(-1)!;
  const modals = workerPagefind(new FakeWorker('/it/pagefind/search-worker.js') as unknown as Worker);
  adoptPagefind('/it/pagefind/', Promise.resolve(modals));
  adoptSearchWorker('/it/pagefind/');
  assert.equal(await loadPagefind('/it/pagefind/'), modals);
  assert.equal(headsWorker.terminated, true);
});

test('the worker searches again when the excerpts change, and says so when a page is asked of a search it dropped', async () => {
  const module = fakePagefind();
  const answer = searchWorker(async () => module);
  await answer({ method: 'create', args: [pagefindInstanceOptions('/pagefind/')] });
  const first = (await answer({ method: 'search', args: ['sandbox'] })) as { search: number };
  assert.equal(
    await answer({ method: 'search', args: ['sandbox'] }),
    await answer({ method: 'search', args: ['sandbox'] }),
  );
  await answer({ method: 'options', args: [{ excerptLength: 12 }] });
  await answer({ method: 'search', args: ['sandbox'] });
  assert.equal(module.calls.filter(([call]) => call === 'search').length, 2, 'new excerpts, new search');
  for (let i = 0; i < 8; i++) await answer({ method: 'search', args: [`word${i}`] });
  await assert.rejects(answer({ method: 'data', args: [first.search, 0] }), /no longer holds page 0 of search 1/);
});

test('a failed read is tried again; a worker that cannot load fails its calls and the next query starts a new one', async () => {
  let failNext = true;
  const module = fakePagefind();
  const flaky: PagefindModule = {
    createInstance: (options) => {
      const instance = module.createInstance(options);
      return {
        ...instance,
        search: async (term) => ({
          results: (await instance.search(term)).results.map((page) => ({
            ...page,
            data: () => (failNext ? ((failNext = false), Promise.reject(new Error('Failed to fetch'))) : page.data()),
          })),
        }),
      };
    },
  };
  const answer = searchWorker(async () => flaky);
  await answer({ method: 'create', args: [pagefindInstanceOptions('/pagefind/')] });
  const { search } = (await answer({ method: 'search', args: ['sandbox'] })) as { search: number };
  await assert.rejects(answer({ method: 'data', args: [search, 0] }), /Failed to fetch/);
  assert.deepEqual(await answer({ method: 'data', args: [search, 0] }), {
    url: '/page0',
    content: 'page0',
    meta: {},
    anchors: [],
  });

  const broken = searchWorker(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
  await assert.rejects(
    broken({ method: 'create', args: [pagefindInstanceOptions('/pagefind/')] }),
    /dynamically imported/,
  );
  await assert.rejects(
    broken({ method: 'search', args: ['sandbox'] }),
    /dynamically imported/,
    'the load’s own error, not a vaguer one',
  );

  FakeWorker.started = [];
  const failing = workerPagefind(new FakeWorker('/pagefind/search-worker.js') as unknown as Worker);
  const waiting = failing.search('sandbox');
  FakeWorker.started[0]!.dispatchEvent(Object.assign(new Event('error', { cancelable: true }), { message: '' }));
  await assert.rejects(waiting, /The search worker stopped: its script could not be loaded/);
  await assert.rejects(failing.filters(), /The search worker stopped/);

  // The search page's next query (it adopts a worker before each) starts a new one.
  FakeWorker.started = [];
  FakeWorker.module = () => ({
    createInstance: () => {
      throw new Error('No index for this language');
    },
  });
  adoptSearchWorker('/de/pagefind/');
  await assert.rejects(
    withPagefind('/de/pagefind/', (pagefind) => pagefind.search('x')),
    /No index for this language/,
  );
  assert.equal(FakeWorker.started[0]!.terminated, true, 'the failed worker is stopped');
  FakeWorker.module = () => fakePagefind();
  adoptSearchWorker('/de/pagefind/');
  assert.equal((await withPagefind('/de/pagefind/', (pagefind) => pagefind.search('x'))).results.length, 12);
  assert.equal(FakeWorker.started.length, 2, 'a new worker for the next query');
  adoptSearchWorker('/de/pagefind/');
  assert.equal(FakeWorker.started.length, 2, 'one worker while it works');
});

test('the worker’s script is the module without its types, and starts only inside a worker', async () => {
  const script = searchWorkerScript();
  assert.doesNotMatch(
    script,
    /:\s*(Promise<|WorkerRequest|PagefindModule)|^\s*(interface|type) /m,
    'no TypeScript left',
  );
  assert.match(script, /import\(pagefindScript\)/);
  // Loaded as a module outside a worker, it does nothing.
  const module = (await import(`data:text/javascript,${encodeURIComponent(script)}`)) as { searchWorker: unknown };
  assert.equal(typeof module.searchWorker, 'function');
});
