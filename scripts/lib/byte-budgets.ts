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
    jsCeiling: { kB: 222, why: 'Prism (about 30 KB) is still in the doc route chunk every doc page loads, code or not, and the sidebar of 130 pages is 11 KB; the merge of issues 9–13 added about 10 KB (mobile-menu focus trap, catalogue tables registered for every page, translation status)' },
  },
  {
    name: 'Doc page with a diagram (Android overview)',
    route: '/developers/integration-guides/android/overview',
    jsKB: docPageJsKB,
    cssKB,
    jsCeiling: { kB: 220, why: 'as the glossary (the diagram is now SVG drawn at build time, no script)' },
  },
  {
    name: 'Query API guide',
    route: '/developers/api-reference/reporting/query-api',
    jsKB: docPageJsKB,
    cssKB,
    jsCeiling: { kB: 227, why: 'as the glossary, and the page itself is 11 KB' },
  },
  // An API specification page may carry its reference renderer: at most 100 KB above a doc page.
  { name: 'API specification page', route: '/openapi/query-api', jsKB: docPageJsKB + 100, cssKB },
  {
    name: 'Search page',
    route: '/search?q=sandbox',
    jsKB: docPageJsKB,
    cssKB,
    jsCeiling: { kB: 166, why: 'the mobile-menu focus trap and the navbar section items of issue 13 are in the main bundle every page loads' },
  },
];

/** The first query typed into the navbar modal: its code, Pagefind's code and the index parts it reads. */
export const firstQueryBudget = {
  name: 'First search query',
  route: '/glossary',
  query: 'sandbox',
  kB: 150,
  ceiling: { kB: 154, why: "Pagefind's wasm alone is 58 KB" } as PageBudget['jsCeiling'],
};
