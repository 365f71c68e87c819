import fs from 'node:fs';
import path from 'node:path';

// Each locale's termbase, site/i18n/<locale>/terms.json: one rendering per
// term, the variants translators avoid, and the locale's style rules. Read by
// the search build (the names a query may use for a term) and by the
// translation checks (scripts/lib/termbase.ts), so it lives with the site.

export interface Term {
  /** The English term, as the glossary writes it. */
  en: string;
  /** Its one rendering in this locale. */
  term: string;
  /** Variants that must not appear in prose. */
  rejected: string[];
  /** Match the variants' case too: an English status name (Completed) but not the same word in a UI label (Report completed orders). */
  matchCase?: boolean;
  note?: string;
}

/** A house style rule checked by pattern: every match in prose is a problem. */
export interface StyleRule {
  /** What the rule is about, as problems name it ("colon"). */
  rule: string;
  /** A regular expression (Unicode, global) matching what the rule rejects. */
  rejected: string;
  /** What to write instead. */
  write: string;
  note?: string;
}

export interface Termbase {
  locale: string;
  terms: Term[];
  style?: StyleRule[];
  /** The one wording of a shared heading, by its English anchor ("verify-it-worked"). */
  headings?: Record<string, string>;
}

export const termbasePath = (siteDir: string, locale: string) => path.join(siteDir, 'i18n', locale, 'terms.json');

export function readTermbase(siteDir: string, locale: string): Termbase | undefined {
  const file = termbasePath(siteDir, locale);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Termbase) : undefined;
}
