import type { pagefindInstanceOptions } from '../data';
import type { ExcerptOptions, Pagefind, PagefindModule, PagefindResult } from './pagefind';

// The search page's Pagefind runs in a worker of its own. On the page's main
// thread, a first search on a phone took 400 to 600 ms (the query's grapheme
// segmenter, the WebAssembly, each page's excerpt), in tasks that kept the page
// from answering a tap. This module is not bundled: the build writes it, as
// plain JavaScript, next to Pagefind's script (worker-script.ts). The search
// page's head starts it (preload.ts); the page talks to it through
// early-search.ts.

/** What the site asks the worker; `id` comes back with the answer (the page's head sends none: it waits for nothing). */
export type WorkerRequest = { id?: number } & (
  | { method: 'create'; args: [instanceOptions: ReturnType<typeof pagefindInstanceOptions>] }
  | { method: 'options'; args: [options: ExcerptOptions] }
  | { method: 'filters'; args: [] }
  /** Reads the first `readAhead` pages found at once, as the search page will. */
  | { method: 'search'; args: [term: string, readAhead?: number] }
  | { method: 'data'; args: [search: number, index: number] }
);

export interface WorkerReply {
  id?: number;
  value?: unknown;
  /** Set when the request failed: the error's message. */
  error?: string;
}

/** A search's answer: the search's number (to read its pages with), and each page found. */
export interface SearchAnswer {
  search: number;
  results: Array<{ id: string; score: number }>;
}

/** Searches kept readable: the page reads its next batches from the latest, and the navbar's modal may search in between. */
const keptSearches = 8;

/**
 * Answers the site's requests with the Pagefind that `loadModule` gives. A
 * page is read once per search (Pagefind works its excerpts out afresh on every
 * read), and a search for the same words with the same excerpts answers as the
 * last one did, so the page takes over the search its head started.
 */
export function searchWorker(loadModule: () => Promise<PagefindModule>): (request: WorkerRequest) => Promise<unknown> {
  let instance: Promise<Pagefind> | undefined;
  let excerpts = '';
  let last: { term: string; answer: Promise<SearchAnswer> } | undefined;
  const searches = new Map<number, PagefindResult[]>();
  let count = 0;

  const pagefind = () =>
    instance ?? Promise.reject(new Error('The search worker was asked to search before it was created'));

  async function search(term: string, readAhead = 0): Promise<SearchAnswer> {
    const { results } = await (await pagefind()).search(term);
    const number = ++count;
    const found = results.map((page) => {
      // As readOnce in pagefind.ts (this module can import no code), but a failed read is tried afresh.
      let doc: ReturnType<PagefindResult['data']> | undefined;
      const data = () => (doc ??= page.data().catch((error: unknown) => ((doc = undefined), Promise.reject(error))));
      return { id: page.id, score: page.score, data };
    });
    searches.set(number, found);
    searches.delete(number - keptSearches);
    for (const page of found.slice(0, readAhead)) page.data().catch(() => undefined);
    return { search: number, results: found.map(({ id, score }) => ({ id, score })) };
  }

  return async (request) => {
    switch (request.method) {
      case 'create':
        instance = loadModule().then(async (module) => {
          const created = module.createInstance(request.args[0]);
          await created.init();
          return created;
        });
        await instance;
        return undefined;
      case 'options':
        if (JSON.stringify(request.args[0]) !== excerpts) {
          excerpts = JSON.stringify(request.args[0]);
          last = undefined;
        }
        return (await pagefind()).options(request.args[0]);
      case 'filters':
        return (await pagefind()).filters();
      case 'search': {
        const [term, readAhead] = request.args;
        if (last?.term !== term) {
          const answer = search(term, readAhead);
          last = { term, answer };
          answer.catch(() => last?.answer === answer && (last = undefined));
        }
        return last.answer;
      }
      case 'data': {
        const [number, index] = request.args;
        const page = searches.get(number)?.[index];
        if (!page) throw new Error(`The search worker no longer holds page ${index} of search ${number}`);
        return page.data();
      }
    }
  };
}

// In the worker (not in a unit test): Pagefind's script sits next to this one.
declare const WorkerGlobalScope: unknown;
if (typeof WorkerGlobalScope !== 'undefined') {
  const scope = globalThis as unknown as {
    onmessage: (event: { data: WorkerRequest }) => void;
    postMessage: (reply: WorkerReply) => void;
  };
  const pagefindScript = './pagefind.js';
  const answer = searchWorker(() => import(pagefindScript) as Promise<PagefindModule>);
  scope.onmessage = ({ data: request }) => {
    // The page's head waits for no answer: it sends no id.
    if (request.id === undefined) return void answer(request).catch(() => undefined);
    answer(request).then(
      (value) => scope.postMessage({ id: request.id, value }),
      (error: unknown) =>
        scope.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) }),
    );
  };
}
