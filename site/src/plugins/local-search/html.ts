import fs from 'node:fs';
import path from 'node:path';

// Build-time helpers for indexing the pages Docusaurus wrote.

/** The HTML file Docusaurus wrote for a route of this locale, if it wrote one. */
export function htmlFileOf(outDir: string, baseUrl: string, route: string): string | undefined {
  if (!route.startsWith(baseUrl)) return undefined;
  const relative = route.slice(baseUrl.length);
  const candidates = relative.endsWith('.html') ? [relative] : [path.join(relative, 'index.html'), `${relative}.html`];
  return candidates.map((candidate) => path.join(outDir, candidate)).find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

/**
 * The minified HTML puts table cells side by side with no space between them,
 * so Pagefind would read "MethodPath" as one word: give each cell its own.
 */
export const separateTableCells = (html: string): string => html.replace(/<(td|th)(?=[\s>])/gi, ' <$1');

/** Whether the page marks content for the index (doc pages do; see src/theme/DocItem/Content). */
export const hasSearchBody = (html: string): boolean => /\sdata-pagefind-body[\s=>]/.test(html);

/** Pagefind weight of a defined term: above a page title (7), so that a page defining a concept ranks first for it. */
export const definitionWeight = 10;

/**
 * A list item that opens with a bold term ("**Sandbox** — …", as in the
 * glossary and the references' field lists) defines that term: weight it.
 */
export const weightDefinitions = (html: string): string =>
  html.replace(/<li([^>]*)>\s*<strong(?=[\s>])/gi, `<li$1><strong data-pagefind-weight=${definitionWeight}`);
