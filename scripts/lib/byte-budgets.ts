// Byte budgets of the first load (issue 14): gzipped kilobytes (1 KB = 1024 bytes)
// of the scripts and stylesheets a fresh browser runs to show each page, and of
// everything the first search query downloads. Checked by e2e/tests/byte-budgets.spec.ts
// and printed by `npm run bench:site`.

/**
 * A bare Docusaurus site, for comparison: `create-docusaurus@3.10.2 classic --typescript`
 * (React 19.3.1, with our future flags v4 and faster), built and measured here the way
 * our pages are, on 2026-11-23 (Lighthouse: mobile defaults, medians of 3 runs).
 * Issue 14 quoted 155 KB for its doc page; measured like ours, it loads 171.8 KB.
 */
export const bareDocusaurus = {
  home: { jsKB: 167.2, cssKB: 14.9, performance: 95, tbtMs: 216 },
  docPage: { jsKB: 171.8, cssKB: 14.9, performance: 90, tbtMs: 357 },
} as const;

const docPageJsKB = 160;
const cssKB = 25;

export interface PageBudget {
  name: string;
  route: string;
  jsKB: number;
  cssKB: number;
}

export const pageBudgets: readonly PageBudget[] = [
  { name: 'Home', route: '/', jsKB: 150, cssKB },
  { name: 'Doc page without diagram (glossary)', route: '/glossary', jsKB: docPageJsKB, cssKB },
  {
    name: 'Doc page with a diagram (Android overview)',
    route: '/developers/integration-guides/android/overview',
    jsKB: docPageJsKB,
    cssKB,
  },
  // The doc page with the report builder and the most code samples.
  { name: 'Query API guide', route: '/developers/api-reference/reporting/query-api', jsKB: docPageJsKB, cssKB },
  // An API specification page may carry its reference renderer: at most 100 KB above a doc page.
  { name: 'API specification page', route: '/openapi/query-api', jsKB: docPageJsKB + 100, cssKB },
  { name: 'Search page', route: '/search?q=sandbox', jsKB: docPageJsKB, cssKB },
];

/** The first query typed into the navbar modal: its code, Pagefind's code and the index parts it reads. */
export const firstQueryBudget = {
  name: 'First search query',
  route: '/glossary',
  query: 'sandbox',
  kB: 150,
};

/**
 * What /search?q= downloads before it shows its first results, beyond the page's
 * own JS and CSS (pageBudgets): the search worker, Pagefind's script and wasm,
 * and the index parts and pages the query reads.
 */
export const searchPageQueryBudget = {
  name: 'Search page: engine and index before the first results',
  route: '/search?q=sandbox',
  kB: 140,
};

/**
 * A query typed key by key may read more of the index than the same query
 * pasted (each pause in the typing searches), but at most this much more.
 */
export const typedQueryAllowance = {
  route: '/glossary',
  query: 'access token',
  /** Milliseconds between keystrokes: a steady typist. */
  keyDelayMs: 150,
  maxRatio: 1.25,
};
