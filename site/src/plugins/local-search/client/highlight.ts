// Text helpers for turning Pagefind's results into DocSearch hits. DocSearch
// renders hit fields as HTML, so everything that leaves here is escaped.

export interface Tags {
  pre: string;
  post: string;
}

export interface Highlighted {
  value: string;
  matchLevel: 'full' | 'partial' | 'none';
  matchedWords: string[];
}

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => entities[c]!);

/** Undoes the few entities a title may carry, so escaping it again does not double them. */
export const decodeEntities = (text: string): string =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0*39;|&#x0*27;/gi, "'")
    .replace(/&amp;/g, '&');

/** Heading text as Pagefind read it, without the zero-width space of Docusaurus' hash links. */
export const cleanText = (text: string | undefined): string =>
  decodeEntities(text ?? '')
    .replace(/\u200B/g, '')
    .trim();

// Folding one character takes two normalisations and a regular expression, and
// ranking folds a whole page's text: each distinct character is folded once.
const foldedChars = new Map<string, string>();
function foldChar(char: string): string {
  let folded = foldedChars.get(char);
  if (folded === undefined) {
    folded = char
      .normalize('NFD')
      .replace(/(?![\u3099\u309A])\p{M}/gu, '')
      .normalize('NFC')
      .toLocaleLowerCase();
    foldedChars.set(char, folded);
  }
  return folded;
}

// Lower case without diacritics (as Pagefind folds them, keeping the kana voicing
// marks), one folded string per original character, so that a match in the
// folded text maps back to the original.
function foldWithMap(text: string): { folded: string; origin: number[] } {
  let folded = '';
  const origin: number[] = [];
  for (let i = 0; i < text.length;) {
    const char = String.fromCodePoint(text.codePointAt(i)!);
    const f = foldChar(char);
    for (let k = 0; k < f.length; k++) origin.push(i);
    folded += f;
    i += char.length;
  }
  origin.push(text.length);
  return { folded, origin };
}

// ASCII has no diacritics to drop, and lowers case alike whole or a character at a time.
export const fold = (text: string): string => text.replace(/[^\0-\x7f]/gu, foldChar).toLocaleLowerCase();

/** The distinct words of a query, folded like the text they are matched against. */
export const queryTerms = (query: string): string[] => [...new Set(fold(query).split(/\s+/).filter(Boolean))];

/** Wraps every occurrence of a query term in the highlight tags, escaping the text for HTML unless told not to. */
export function highlight(text: string, terms: readonly string[], tags: Tags, escape = true): Highlighted {
  const { folded, origin } = foldWithMap(text);
  const marked = new Array<boolean>(text.length).fill(false);
  const matchedWords: string[] = [];
  for (const term of terms) {
    let found = false;
    for (let at = folded.indexOf(term); at !== -1; at = folded.indexOf(term, at + term.length)) {
      found = true;
      for (let i = origin[at]!; i < origin[at + term.length]!; i++) marked[i] = true;
    }
    if (found) matchedWords.push(term);
  }
  let value = '';
  for (let i = 0; i < text.length; i++) {
    if (marked[i] && !marked[i - 1]) value += tags.pre;
    value += escape ? escapeHtml(text[i]!) : text[i]!;
    if (marked[i] && !marked[i + 1]) value += tags.post;
  }
  const matchLevel = matchedWords.length === 0 ? 'none' : matchedWords.length === terms.length ? 'full' : 'partial';
  return { value, matchLevel, matchedWords };
}

/**
 * Pagefind's excerpts escape < and > and mark matches with <mark>: this keeps
 * them safe as HTML (a stray & too) and uses the requested highlight tags.
 */
export function retagExcerpt(excerpt: string, tags: Tags): string {
  return excerpt
    .replace(/&(?!(?:lt|gt|amp|quot|#\d+|#x[0-9a-f]+);)/gi, '&amp;')
    .replace(/<mark>/g, tags.pre)
    .replace(/<\/mark>/g, tags.post);
}

/** The excerpt as plain (still escaped) text. */
export const stripMarks = (excerpt: string): string => retagExcerpt(excerpt, { pre: '', post: '' });
