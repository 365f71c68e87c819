// What the site's markup tells Pagefind, shared by the indexer (Node) and the
// pages and search client (browser). A page title weighs 7, body text 1.

/** A defined term (a glossary entry, a request field, an operation ID): above a page title, so that the page defining a concept ranks high for it. */
export const definitionWeight = 10;

/** The metadata key under which a page lists the terms it defines ("|" between terms). */
export const definesKey = 'defines';
