import { localSearch, pagesForHits, search } from '../../../data/search';
import { queryTerms } from './highlight';
import { docToHits, type DocSearchHit } from './hits';
import { findPages, findPagesByAnyName, withPagefind, type Pagefind } from './pagefind';
import { loadTermNames, type TermNames } from './term-names';

// Whether the locale names terms other ways: see term-names.ts.
declare const __SEARCH_TERM_NAMES__: boolean;
import { noteSearchAnswer } from '../../insights/client/modal-hook';

// A search client with the one method DocSearch calls on Algolia's client,
// `search({requests})`, answered from the locale's Pagefind index.

export interface SearchRequest {
  indexName: string;
  query?: string;
  hitsPerPage?: number;
  attributesToSnippet?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
}

export interface SearchResult {
  index: string;
  query: string;
  hits: DocSearchHit[];
  /** Matching pages. */
  nbHits: number;
  hitsPerPage: number;
  page: number;
  nbPages: number;
  processingTimeMS: number;
}

/** The snippet length DocSearch asks for (`content:10`), if any. */
export function snippetWordsOf(attributesToSnippet: readonly string[] | undefined): number | undefined {
  const spec = attributesToSnippet?.find((attribute) => attribute.startsWith('content:'));
  const words = spec ? Number(spec.slice('content:'.length)) : Number.NaN;
  return Number.isInteger(words) && words > 0 ? words : undefined;
}

export interface HitOptions {
  defaultLvl0: string;
  origin: string;
}

export async function searchIndex(
  pagefind: Pagefind,
  request: SearchRequest,
  hitOptions: HitOptions,
  termNames: readonly TermNames[] = [],
): Promise<SearchResult> {
  const started = performance.now();
  const query = (request.query ?? '').slice(0, search.maxQueryLength).trim();
  const hitsPerPage = request.hitsPerPage ?? search.hitsPerPage;
  const tags = {
    pre: request.highlightPreTag ?? search.highlightPreTag,
    post: request.highlightPostTag ?? search.highlightPostTag,
  };
  const snippetWords = snippetWordsOf(request.attributesToSnippet) ?? search.snippetWords;
  const ellipsis = request.snippetEllipsisText ?? '…';
  await pagefind.options({ excerptLength: snippetWords, excerptEllipsis: ellipsis });
  const results = !query
    ? []
    : typeof __SEARCH_TERM_NAMES__ === 'undefined' || __SEARCH_TERM_NAMES__
      ? await findPagesByAnyName(pagefind, query, termNames)
      : await findPages(pagefind, query);

  const terms = queryTerms(query);
  const hits: DocSearchHit[] = [];
  // Enough pages for a full list of hits, then more only if pages came up short.
  const batch = pagesForHits(hitsPerPage);
  for (let start = 0; start < results.length && hits.length < hitsPerPage; start += batch) {
    const docs = await Promise.all(results.slice(start, start + batch).map((result) => result.data()));
    for (const doc of docs)
      hits.push(...docToHits(doc, { ...hitOptions, terms, tags, maxHits: localSearch.maxHitsPerDoc }));
  }
  return {
    index: request.indexName,
    query,
    hits: hits.slice(0, hitsPerPage),
    nbHits: results.length,
    hitsPerPage,
    page: 0,
    nbPages: results.length ? 1 : 0,
    processingTimeMS: Math.round(performance.now() - started),
  };
}

/**
 * Hands back answers in the order their queries came, whichever finishes first.
 * DocSearch sets its "See all N results" count from each answer as it arrives,
 * and a slower answer to an earlier keystroke ("sandb", more pages) could land
 * after the last one and leave its count. The searches still run side by side.
 */
export function inQueryOrder() {
  // Settles when the last answer handed back has settled; it never rejects.
  let previous: Promise<unknown> = Promise.resolve();
  return <T>(answer: Promise<T>): Promise<T> => {
    // A failure waiting for an earlier answer is not unhandled: the caller gets it in turn.
    answer.catch(() => undefined);
    const ordered = previous.then(() => answer);
    previous = ordered.then(
      () => undefined,
      () => undefined,
    );
    return ordered;
  };
}

/** Keystrokes closer together than this make one search: the last one's (see lastOfBurst). */
export const typingPause = localSearch.typingPauseMs;

/**
 * Queries this short are the first keys of a word more often than what the
 * reader means ("a", "ac"), and each reads index parts a longer query does not
 * need: they wait for a pause in the typing before they search.
 */
export const shortQueryLength = 3;

/** Whether a query is too short to search before the reader pauses. */
export const isShortQuery = (query: string | undefined): boolean => [...(query ?? '').trim()].length < shortQueryLength;

/**
 * Runs a task at once when the last call came more than `pause` ms ago, and
 * otherwise waits for the typing to pause: each call of a burst then takes the
 * answer of the burst's last. A task marked `waits` (a short query) always waits
 * for the pause, so the first key of a typed query starts a burst instead of a
 * search. Every keystroke of "access token" searched, and each read the index
 * parts and pages of its prefix ("a", "ac", "access t"): 284 KB where the pasted
 * query reads 184 KB.
 */
export function lastOfBurst(pause = typingPause) {
  let lastCall = Number.NEGATIVE_INFINITY;
  let waiting: { timer: ReturnType<typeof setTimeout>; callers: Array<(answer: Promise<unknown>) => void> } | undefined;
  return <T>(task: () => Promise<T>, waits = false): Promise<T> => {
    const now = performance.now();
    const inBurst = waits || waiting !== undefined || now - lastCall <= pause;
    lastCall = now;
    if (!inBurst) return task();
    const callers = waiting?.callers ?? [];
    if (waiting) clearTimeout(waiting.timer);
    const answer = new Promise<T>((resolve) => callers.push(resolve as (answer: Promise<unknown>) => void));
    const burst = {
      callers,
      timer: setTimeout(() => {
        if (waiting === burst) waiting = undefined;
        const result = task();
        for (const caller of callers) caller(result);
      }, pause),
    };
    waiting = burst;
    return answer;
  };
}

/** What `transformSearchClient` hands to DocSearch: its Algolia client, answered locally. */
export function createLocalSearchClient(bundleUrl: string, hitOptions: HitOptions) {
  const ordered = inQueryOrder();
  const typed = lastOfBurst();
  const termNames =
    typeof __SEARCH_TERM_NAMES__ === 'undefined' || __SEARCH_TERM_NAMES__
      ? loadTermNames(bundleUrl)
      : Promise.resolve([]);
  return {
    transporter: { algoliaAgent: { value: 'Pagefind', add: () => undefined } },
    addAlgoliaAgent: () => undefined,
    /** Loads the index ahead of the first query. */
    warmUp: () => withPagefind(bundleUrl, async () => undefined),
    search: ({ requests }: { requests: SearchRequest[] }) =>
      ordered(
        typed(
          () =>
            withPagefind(bundleUrl, async (pagefind) => ({
              results: await Promise.all(
                requests.map(async (request) => searchIndex(pagefind, request, hitOptions, await termNames)),
              ),
            })),
          requests.every((request) => isShortQuery(request.query)),
        ),
      ).then(noteSearchAnswer),
  };
}
