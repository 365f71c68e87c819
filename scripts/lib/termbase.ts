import fs from 'node:fs';
import path from 'node:path';
import { mapLinesOutsideCode } from './translation-structure.ts';

// One rendering per term and locale, decided once in site/i18n/<locale>/terms.json;
// a translated page that uses a rejected variant in its prose fails the check.

export interface Term {
  /** The English term, as the glossary writes it. */
  en: string;
  /** Its one rendering in this locale. */
  term: string;
  /** Variants that must not appear in prose. */
  rejected: string[];
  note?: string;
}

export interface Termbase {
  locale: string;
  terms: Term[];
}

export const termbasePath = (siteDir: string, locale: string) => path.join(siteDir, 'i18n', locale, 'terms.json');

export function readTermbase(siteDir: string, locale: string): Termbase | undefined {
  const file = termbasePath(siteDir, locale);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Termbase) : undefined;
}

/**
 * The prose of a page as a reader sees it: without code, inline code, link
 * targets, URLs, tags, and the English kept in brackets after a term at first
 * use ("Emplacement (placement)", "プレースメント（placement）").
 */
export function proseOf(markdown: string): string {
  const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(markdown);
  const shown = (frontMatter?.[1] ?? '')
    .split('\n')
    .filter((line) => /^(title|description):/.test(line))
    .join('\n');
  const body = markdown.slice(frontMatter?.[0].length ?? 0).replace(/^(\s*)(`{3,}|~{3,})[\s\S]*?^\1\2\s*$/gm, ' ');
  return `${shown}\n${body}`
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ') // MDX comments: explicit heading anchors stay English
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/\]\([^)]*\)/g, '] ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/<[^>\n]*>/g, ' ')
    .replace(/[(（][A-Za-z][A-Za-z ,/'’-]*[)）]/g, ' ');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Japanese has no spaces between words: a variant there matches anywhere.
const variantPattern = (variant: string, locale: string) =>
  locale === 'ja'
    ? new RegExp(escape(variant), 'giu')
    : new RegExp(`(?<![\\p{L}\\p{N}])${escape(variant)}(?![\\p{L}\\p{N}])`, 'giu');

/** Each rejected variant used in the page's prose, with the rendering to use instead. */
export function termProblems(markdown: string, termbase: Termbase): string[] {
  const prose = proseOf(markdown);
  const problems: string[] = [];
  for (const term of termbase.terms) {
    for (const variant of term.rejected) {
      const uses = prose.match(variantPattern(variant, termbase.locale))?.length ?? 0;
      if (uses) problems.push(`"${variant}" ×${uses}: write "${term.term}" (${term.en})`);
    }
  }
  return problems;
}

/**
 * French typography: a non-breaking space (U+00A0 or the narrow U+202F) before
 * « : ; ? ! » and inside guillemets. Plain spaces there let a line break strand
 * the sign at the start of a line. Prose only, as for the terms.
 */
export function frenchTypographyProblems(markdown: string): string[] {
  const prose = proseOf(markdown).replace(/^\s*:::.*$/gm, ' ');
  const problems: string[] = [];
  const before = prose.match(/ [:;?!»]/g)?.length ?? 0;
  const after = prose.match(/« /g)?.length ?? 0;
  if (before) problems.push(`${before} plain space(s) before : ; ? ! or »: use a non-breaking space`);
  if (after) problems.push(`${after} plain space(s) after «: use a non-breaking space`);
  return problems;
}

/** The page with non-breaking spaces put where French typography wants them (prose only). */
export function withFrenchSpacing(markdown: string): string {
  const lines = markdown.split('\n');
  const frontMatterEnd = lines[0] === '---' ? lines.indexOf('---', 1) : -1;
  return mapLinesOutsideCode(markdown, (line, i) => {
    if (/^\s*:::/.test(line) || (i <= frontMatterEnd && !/^(title|description):/.test(line))) return line;
    // Inline code, link targets and URLs keep their spaces.
    return line
      .split(/(`[^`]*`|\]\([^)]*\)|https?:\/\/\S+)/)
      .map((part, k) => (k % 2 ? part : part.replace(/ ([:;?!»])/g, '\u00a0$1').replace(/« /g, '«\u00a0')))
      .join('');
  });
}
