import { localSearch, pagesForHits, search } from '../../../data/search';
import { queryTerms } from './highlight';
import { docToHits, type DocSearchHit } from './hits';
import { findPages, withPagefind, type Pagefind } from './pagefind';
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
  const results = query ? await findPages(pagefind, query) : [];

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

/** What `transformSearchClient` hands to DocSearch: its Algolia client, answered locally. */
export function createLocalSearchClient(bundleUrl: string, hitOptions: HitOptions) {
  const ordered = inQueryOrder();
  return {
    transporter: { algoliaAgent: { value: 'Pagefind', add: () => undefined } },
    addAlgoliaAgent: () => undefined,
    /** Loads the index ahead of the first query. */
    warmUp: () => withPagefind(bundleUrl, async () => undefined),
    search: ({ requests }: { requests: SearchRequest[] }) =>
      ordered(
        withPagefind(bundleUrl, async (pagefind) => ({
          results: await Promise.all(requests.map((request) => searchIndex(pagefind, request, hitOptions))),
        })),
      ).then(noteSearchAnswer),
  };
}
