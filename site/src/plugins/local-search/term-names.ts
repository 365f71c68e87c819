import fs from 'node:fs';
import path from 'node:path';
import { readTermbase } from '../../data/termbase';
import { foldName, termNamesFile, type TermNames } from './client/term-names';

/**
 * A term's name as a reader would type it: without the note in brackets that
 * tells where it is used ("App ID (UI)", "CPA（獲得単価）") or the kind of
 * thing it is ("role: Admin"), folded as queries are (one apostrophe).
 */
const searchable = (name: string): string =>
  foldName(
    name
      .replace(/\s*[(（][^)）]*[)）]\s*$/u, '')
      .replace(/^[\w ]+:\s*/u, '')
      .trim(),
  );

/** The names of each term of a locale's termbase (none without one), as the search client reads them. */
export function termNamesOf(siteDir: string, locale: string): TermNames[] {
  const termbase = readTermbase(siteDir, locale);
  if (!termbase) return [];
  return termbase.terms
    .map((term) => [...new Set([term.en, term.term, ...term.rejected].map(searchable).filter(Boolean))])
    .filter((names) => names.length > 1);
}

/** Writes the locale's term names into its Pagefind bundle. */
export function writeTermNames(bundleDir: string, siteDir: string, locale: string): void {
  fs.writeFileSync(path.join(bundleDir, termNamesFile), JSON.stringify(termNamesOf(siteDir, locale)));
}
