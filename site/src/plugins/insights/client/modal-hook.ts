import { localSearch } from '../../../data/search';
import { insightsEnabled } from './config';

// The part of the modal's search insights that loads with the local search
// client, kept to a few lines because it counts in the first query's bytes
// (scripts/lib/byte-budgets.ts): it keeps the last answer, and once the reader
// pauses on it, loads the rest (modal.ts), which takes it from here.

export interface LocalSearchResponse {
  results: { query: string; nbHits: number; hits: { url: string; hierarchy: { lvl0: string } }[] }[];
}

/** The last answer to the modal, and the address of the page it was given on. */
export let lastAnswer: [response: LocalSearchResponse, href: string] | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Notes the local client's answer to DocSearch, and returns it. */
export function noteSearchAnswer<T extends LocalSearchResponse>(response: T): T {
  if (insightsEnabled) {
    lastAnswer = [response, location.href];
    clearTimeout(timer);
    timer = setTimeout(
      () =>
        import('./modal').then(
          (modal) => modal.settle(),
          () => undefined,
        ),
      localSearch.insightsPauseMs,
    );
  }
  return response;
}
