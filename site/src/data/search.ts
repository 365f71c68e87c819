import { brand } from './brand';

// Search constants of REQ-SEARCH-3, REQ-SEARCH-4, REQ-SEARCH-5, REQ-SEARCH-6, in one place. The navbar modal (DocSearch), the
// local Pagefind client and the /search page all read them from here.
export const search = {
  /** Longest query the modal accepts, in characters. */
  maxQueryLength: 64,
  hitsPerPage: 20,
  maxHitsPerGroup: 5,
  /** Words per snippet; fewer on small screens. */
  snippetWords: 10,
  snippetWordsSmallScreen: 5,
  smallScreenMaxWidth: 768,
  /** Recent searches kept, and kept when favourites exist (DocSearch 3's own limits, which take no option; checked by the browser tests). */
  recentSearches: 7,
  recentSearchesWithFavorites: 4,
  /** DocSearch's own limit (it takes no option): checked by the browser tests. */
  favoriteSearches: 10,
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
} as const;

// Choices of the local (Pagefind) search, which the requirements leave open.
export const localSearch = {
  /** Index name when no hosted index is configured; DocSearch keys its local storage by it. */
  indexName: `${brand.slug}-docs`,
  /** Where each locale's Pagefind bundle is written, under the locale's base URL. */
  bundleDir: 'pagefind',
  /** Hits per page in the modal: the page itself and its best-matching sections. */
  maxHitsPerDoc: 3,
  /** Pages whose details the /search page loads at a time ("more results"). */
  pageBatch: 10,
  /**
   * Keystrokes closer together than this, in ms, make one search. At 200 ms, keys typed
   * 150 ms apart still split a burst one time in three on a 2-core machine, and
   * "access token" then read 43% more of the index.
   */
  typingPauseMs: 300,
  /** Quiet time after the answer to a query before it counts as a search for reader insights, not a keystroke. */
  insightsPauseMs: 1000,
} as const;

/** How many pages a list of `hits` hits needs at most: each page gives up to maxHitsPerDoc. */
export const pagesForHits = (hits: number): number => Math.ceil(hits / localSearch.maxHitsPerDoc);

/** Where "Let us know." sends a reader whose query found nothing. */
export const missingResultsUrl = (query: string): string =>
  `${brand.urls.contact}?topic=search&q=${encodeURIComponent(query)}`;

/** DocSearch's snippet attributes (its defaults), with the required snippet length (REQ-SEARCH-5). */
export const snippetAttributes = (words: number): string[] =>
  [
    'hierarchy.lvl1',
    'hierarchy.lvl2',
    'hierarchy.lvl3',
    'hierarchy.lvl4',
    'hierarchy.lvl5',
    'hierarchy.lvl6',
    'content',
  ].map((attribute) => `${attribute}:${words}`);
