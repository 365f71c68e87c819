// Byte budgets of the first load (issue 14): gzipped kilobytes (1 KB = 1024 bytes)
// of the scripts and stylesheets a fresh browser runs to show each page, and of
// everything the first search query downloads. Checked by e2e/tests/byte-budgets.spec.ts
// and printed by `npm run bench:site`.

/** A bare Docusaurus 3.10 site's doc page, for comparison: everything above it is ours. */
export const bareDocusaurusDocPageJsKB = 155;

const docPageJsKB = 160;
const cssKB = 25;

export interface PageBudget {
  name: string;
  route: string;
  /** The target. */
  jsKB: number;
  cssKB: number;
  /**
   * Where a page does not meet its target yet, the figure it must not grow past
   * (its measure when the ceiling was set, rounded up), and why.
   */
  jsCeiling?: { kB: number; why: string };
}

export const pageBudgets: readonly PageBudget[] = [
  { name: 'Home', route: '/', jsKB: 150, cssKB },
  {
    name: 'Doc page without diagram (glossary)',
    route: '/glossary',
    jsKB: docPageJsKB,
    cssKB,
    jsCeiling: { kB: 206, why: 'Prism (about 37 KB) is still in the doc route chunk every doc page loads, code or not' },
  },
  {
    name: 'Doc page with a diagram (Android overview)',
    route: '/developers/integration-guides/android/overview',
    jsKB: docPageJsKB,
    cssKB,
    jsCeiling: { kB: 390, why: 'the client-side Mermaid runtime (issue 13 replaces it with build-time SVG), and Prism as above' },
  },
  {
    name: 'Query API guide',
    route: '/developers/api-reference/reporting/query-api',
    jsKB: docPageJsKB,
    cssKB,
    jsCeiling: { kB: 215, why: 'Prism as above, and an 11 KB page' },
  },
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
  ceiling: { kB: 242, why: 'the DocSearch 4.7 modal alone is 112 KB gzipped' } as PageBudget['jsCeiling'],
};
