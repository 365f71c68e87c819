import { earlySearchGlobal, pagefindInstanceOptions, searchWorkerFile } from '../data';
import type { PagefindDoc } from './hits';
import { adoptPagefind, hasPagefind, type Pagefind } from './pagefind';
import type { SearchAnswer, WorkerReply, WorkerRequest } from './worker';

// The search page's Pagefind, in the search worker (worker.ts) its head starts
// (preload.ts): apart from pagefind.ts, so that the navbar modal's code does not
// carry it.

/**
 * The excerpts the search page shows: longer than the modal's, as a results page
 * has room for more context per hit. Its head's early search sets them before
 * it searches, so the pages it reads ahead serve the page as they are.
 */
export const searchPageExcerpts = { excerptLength: 30, excerptEllipsis: '…' } as const;

/** What the search page's head started for the query in its address, before the page's scripts ran (preload.ts). */
interface EarlySearch {
  bundleUrl: string;
  query: string;
  /** The search worker, asked to search for `query` with the page's excerpts. */
  worker: Worker;
  /** Set if the worker's script could not be loaded. */
  failed?: boolean;
}

/** The Pagefind in the search worker `worker` (worker.ts): each call a message, answered in the worker's own time. */
export function workerPagefind(worker: Worker): Pagefind {
  const waiting = new Map<number, { resolve: (value: never) => void; reject: (error: Error) => void }>();
  let failure: Error | undefined;
  let sent = 0;
  worker.addEventListener('message', ({ data: reply }: MessageEvent<WorkerReply>) => {
    const call = reply.id === undefined ? undefined : waiting.get(reply.id);
    if (!call) return;
    waiting.delete(reply.id!);
    if (reply.error === undefined) call.resolve(reply.value as never);
    else call.reject(new Error(reply.error));
  });
  // The worker's script could not be loaded, or it broke: every call fails, and the next query starts a new worker.
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    failure = new Error(`The search worker stopped: ${event.message || 'its script could not be loaded'}`);
    for (const call of waiting.values()) call.reject(failure);
    waiting.clear();
  });
  const call = <T>(request: WorkerRequest): Promise<T> =>
    failure
      ? Promise.reject(failure)
      : new Promise((resolve, reject) => {
          const id = ++sent;
          waiting.set(id, { resolve, reject });
          worker.postMessage({ ...request, id });
        });
  return {
    options: (options) => call({ method: 'options', args: [options] }),
    filters: () => call({ method: 'filters', args: [] }),
    search: async (term) => {
      const { search, results } = await call<SearchAnswer>({ method: 'search', args: [term] });
      return {
        results: results.map((result, index) => ({
          ...result,
          data: () => call<PagefindDoc>({ method: 'data', args: [search, index] }),
        })),
      };
    },
    close: () => worker.terminate(),
  };
}

/**
 * The search page's Pagefind runs in a worker: the one its head started for this
 * bundle (taken once) if its script loaded, else a new one; unless the navbar's modal has loaded
 * Pagefind already, which then serves both. The worker answers the page's first
 * search for the address's query with the search it has under way.
 */
export function adoptSearchWorker(bundleUrl: string): void {
  const scope = globalThis as { [earlySearchGlobal]?: EarlySearch };
  const early = scope[earlySearchGlobal]?.bundleUrl === bundleUrl ? scope[earlySearchGlobal] : undefined;
  if (early) delete scope[earlySearchGlobal];
  // The modal's Pagefind serves the page: the head's worker is not needed.
  if (hasPagefind(bundleUrl)) return void early?.worker.terminate();
  // Its script did not load: a new worker tries again.
  if (early?.failed) early.worker.terminate();
  const worker = early && !early.failed ? early.worker : startSearchWorker(bundleUrl);
  if (worker) adoptPagefind(bundleUrl, Promise.resolve(workerPagefind(worker)));
}

/** The request that creates the search worker's Pagefind instance for the bundle at `bundleUrl`: the page's head sends it too (preload.ts). */
export const createRequest = (bundleUrl: string): WorkerRequest => ({
  method: 'create',
  args: [pagefindInstanceOptions(bundleUrl)],
});

function startSearchWorker(bundleUrl: string): Worker | undefined {
  let worker: Worker;
  try {
    worker = new Worker(`${bundleUrl}${searchWorkerFile}`, { type: 'module' });
  } catch {
    return undefined; // A browser without module workers: Pagefind runs on the page's thread, as for the modal.
  }
  worker.postMessage(createRequest(bundleUrl));
  return worker;
}
