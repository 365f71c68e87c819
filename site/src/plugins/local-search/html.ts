import fs from 'node:fs';
import path from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import type { Element } from 'hast';
import { visit } from 'unist-util-visit';
import { definesKey, definitionWeight } from './index-markup.ts';

// Build-time helpers for indexing the pages Docusaurus wrote.

/** The HTML file Docusaurus wrote for a route of this locale, if it wrote one. */
export function htmlFileOf(outDir: string, baseUrl: string, route: string): string | undefined {
  if (!route.startsWith(baseUrl)) return undefined;
  const relative = route.slice(baseUrl.length);
  const candidates = relative.endsWith('.html') ? [relative] : [path.join(relative, 'index.html'), `${relative}.html`];
  return candidates
    .map((candidate) => path.join(outDir, candidate))
    .find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

/**
 * The minified HTML puts table cells side by side with no space between them,
 * so Pagefind would read "MethodPath" as one word: give each cell its own.
 */
export const separateTableCells = (html: string): string => html.replace(/<(td|th)(?=[\s>])/gi, ' <$1');

/** Whether the page marks content for the index (doc pages do; see src/theme/DocItem/Content). */
export const hasSearchBody = (html: string): boolean => /\sdata-pagefind-body[\s=>]/.test(html);

/** Puts `markup` first inside the element that marks the indexed body. */
const atBodyStart = (html: string, markup: string): string =>
  html.replace(/(<[^>]*\sdata-pagefind-body[^>]*>)/, (opening) => opening + markup);

/**
 * A list item that opens with a bold term ("**Sandbox** — …", as in the
 * glossary and the references' field lists) defines that term.
 */
const definitionOpening = String.raw`<li([^>]*)>\s*<strong(?=[\s>])`;

/**
 * Records the terms a page defines (list items opening with a bold term) as
 * Pagefind metadata, on an empty element inside the indexed body, so the search
 * client can put the defining page first for a query naming the term.
 */
export function recordDefinitions(html: string): string {
  const terms = [...html.matchAll(new RegExp(`${definitionOpening}[^>]*>(.*?)</strong>`, 'gis'))]
    .map(([, , inner]) =>
      inner!
        .replace(/<[^>]+>/g, '')
        .replace(/&amp;/g, '&')
        .replace(/[,|"<>&]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean);
  if (!terms.length) return html;
  return atBodyStart(html, `<span hidden data-pagefind-meta="${definesKey}:${[...new Set(terms)].join('|')}"></span>`);
}

/** Weights each defined term, so the page defining a concept ranks high for it. */
export const weightDefinitions = (html: string): string =>
  html.replace(new RegExp(definitionOpening, 'gi'), `<li$1><strong data-pagefind-weight=${definitionWeight}`);

/** The page's meta description, as Docusaurus writes it in the head (from the front matter). */
function metaDescription(html: string): string | undefined {
  const headEnd = html.search(/<\/head>|<body[\s>]/i);
  const head = headEnd < 0 ? html : html.slice(0, headEnd);
  let description: string | undefined;
  visit(fromHtml(head), 'element', (element: Element) => {
    if (element.tagName === 'meta' && element.properties.name === 'description')
      description = String(element.properties.content ?? '').trim() || undefined;
  });
  return description;
}

const escapeText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Weight of the description's words against the body's (1): its words match,
 * but a page does not rank higher for restating its body in a summary.
 */
export const descriptionWeight = 0.5;

/**
 * Puts the page's description at the top of its indexed body. Descriptions
 * summarise a page in the words readers search with, and those words are not
 * always in the body.
 */
export function indexDescription(html: string): string {
  const description = metaDescription(html);
  if (!description) return html;
  return atBodyStart(html, `<p data-pagefind-weight=${descriptionWeight}>${escapeText(description)}</p>`);
}
