import { fold } from './highlight';

// Japanese and French pages keep some English terms ("sandbox" in French), and
// readers type words the pages do not use ("bac à sable"), or the English word
// on a translated page. The locale's termbase (site/i18n/<locale>/terms.json)
// names each term in English, in the locale, and in the variants translators
// avoid: a query naming a term one way also searches it the other ways. The
// build writes the names next to the locale's Pagefind bundle (../term-names.ts).

/** One term's names, folded: its English term, its rendering, and the variants readers may still type. */
export type TermNames = string[];

/** The file of the names, in each locale's Pagefind bundle (an empty list where there is no termbase). */
export const termNamesFile = 'term-names.json';

// __SEARCH_TERM_NAMES__, set at build time by the local-search plugin
// (../index.ts), says whether the locale's build names terms other ways;
// outside a build (unit tests) it is undefined, and they do. The modules that
// call the expansion test the constant themselves, so that the bundler drops
// the expansion code from a build without a termbase (English): it took the
// modal's first query over its budget.

const loaded = new Map<string, Promise<TermNames[]>>();

/** The term names of the bundle at `bundleUrl`, read once; none if they cannot be read. */
export function loadTermNames(bundleUrl: string): Promise<TermNames[]> {
  let names = loaded.get(bundleUrl);
  if (!names) {
    names = fetch(`${bundleUrl}${termNamesFile}`)
      .then((response) => (response.ok ? (response.json() as Promise<TermNames[]>) : []))
      .catch(() => []);
    loaded.set(bundleUrl, names);
  }
  return names;
}

/** Scripts written without spaces: a name there is found anywhere in the query. */
const unspaced = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]/u;

/** Where `name` stands in `query` as words of its own (anywhere, in Japanese), or -1. */
function positionOf(query: string, name: string): number {
  for (let at = query.indexOf(name); at !== -1; at = query.indexOf(name, at + 1)) {
    if (unspaced.test(name)) return at;
    const before = query[at - 1];
    const after = query[at + name.length];
    if (!(before && /[\p{L}\p{N}]/u.test(before)) && !(after && /[\p{L}\p{N}]/u.test(after))) return at;
  }
  return -1;
}

/** Most searches one query runs: itself and three other namings. */
const maxVariants = 4;

/**
 * Folded as queries are, with one apostrophe: phones type ’ where termbases
 * write ' ("fenêtre d’attribution"), and neither fold nor Pagefind joins them.
 */
export const foldName = (text: string): string => fold(text).replace(/[‘’]/gu, "'");

/** The query, then the query with a term it names named each other way. */
export function queryVariants(query: string, terms: readonly TermNames[]): string[] {
  const folded = foldName(query);
  const variants = new Set([query]);
  for (const names of terms) {
    // The longest name found, so that "page type" is not read as "page".
    const named = names.filter((name) => positionOf(folded, name) !== -1).sort((a, b) => b.length - a.length)[0];
    if (!named) continue;
    const at = positionOf(folded, named);
    for (const other of names)
      if (other !== named) variants.add(folded.slice(0, at) + other + folded.slice(at + named.length));
  }
  return [...variants].slice(0, maxVariants);
}
