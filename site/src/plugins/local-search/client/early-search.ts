import { earlySearchGlobal } from '../data';
import { adoptPagefind, type Pagefind, type PagefindResult } from './pagefind';

// The search page's side of the search its head starts (preload.ts), apart
// from pagefind.ts so that the navbar modal's code does not carry it.

/**
 * The excerpts the search page shows: longer than the modal's, as a results page
 * has room for more context per hit. Its head's early search creates its
 * instance with them, so the pages it reads ahead serve the page as they are.
 */
export const searchPageExcerpts = { excerptLength: 30, excerptEllipsis: '…' } as const;

/** What the search page's head started for the query in its address, before the page's scripts ran (preload.ts). */
interface EarlySearch {
  bundleUrl: string;
  query: string;
  pagefind: Promise<Pagefind>;
  results: Promise<{ results: PagefindResult[] }>;
}

/**
 * The instance the search page's head created for this bundle, if any, taken
 * once (a retry after a failure starts afresh). Its first search for the
 * address's query answers with the search the head started.
 */
function takeEarlyInstance(bundleUrl: string): Promise<Pagefind> | undefined {
  const scope = globalThis as { [earlySearchGlobal]?: EarlySearch };
  const early = scope[earlySearchGlobal];
  if (early?.bundleUrl !== bundleUrl) return undefined;
  delete scope[earlySearchGlobal];
  return early.pagefind.then((pagefind) => {
    let started: EarlySearch['results'] | undefined = early.results;
    return {
      options: (options) => pagefind.options(options),
      init: () => pagefind.init(),
      filters: () => pagefind.filters(),
      search: (term) => {
        const answer = term === early.query && started ? started : pagefind.search(term);
        started = undefined;
        return answer;
      },
    };
  });
}

/** Hands the search the page's head started for this bundle, if any, to the Pagefind client. */
export function adoptEarlySearch(bundleUrl: string): void {
  const instance = takeEarlyInstance(bundleUrl);
  if (instance) adoptPagefind(bundleUrl, instance);
}
