import type { Nodes, Root, Text } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';
import { isMap, isScalar, parseDocument } from 'yaml';
import { readFrontMatter } from '@acme-docs/site/front-matter';
import { parseMarkdown } from './markdown.ts';
import type { PageStructure } from './translation-structure.ts';

// One rendering per term and locale, decided once in site/i18n/<locale>/terms.json;
// a translated page, UI string, release note or API text that uses a rejected
// variant in its prose fails the check. The termbase also holds the locale's
// style rules (patterns, such as the Japanese colon) and the wording of the
// headings every page shares (WRITING.md's page anatomy).

export { readTermbase, termbasePath, type StyleRule, type Term, type Termbase } from '@acme-docs/site/data/termbase';
import type { Termbase } from '@acme-docs/site/data/termbase';

// Not prose: code, expressions (explicit heading ids among them), imports, raw HTML, front matter.
const notProse = new Set(['code', 'inlineCode', 'mdxFlowExpression', 'mdxTextExpression', 'mdxjsEsm', 'html', 'yaml']);
// Blocks whose text a reader reads as one run.
const proseBlocks = new Set(['paragraph', 'heading', 'tableCell']);

/**
 * The prose of a page as a reader sees it: the front matter's title and
 * description, and the text of its paragraphs, headings and table cells,
 * without code, inline code, link targets, URLs and JSX attributes.
 */
export function proseOf(markdown: string | Root): string {
  const tree = typeof markdown === 'string' ? parseMarkdown(markdown) : markdown;
  const runs: string[] = [];
  const yaml = tree.children.find((node) => node.type === 'yaml');
  if (yaml) {
    const { data } = readFrontMatter(`---\n${yaml.value}\n---\n`);
    // Inline code in a title stays as it is, as in the body.
    for (const key of ['title', 'description'])
      if (typeof data[key] === 'string') runs.push(data[key].replace(/`[^`]*`/g, '\u2060'));
  }
  visit(tree, (node: Nodes) => {
    if (!proseBlocks.has(node.type)) return undefined;
    const shown = structuredClone(node);
    // Replaced by a word joiner (U+2060), neither letter nor space: the text on either side of
    // inline code never joins into one word, and `例：\`x\`` gains no space after its colon.
    visit(shown, (child: Nodes, index, parent) => {
      if (!parent || index === undefined || !notProse.has(child.type)) return undefined;
      parent.children.splice(index, 1, { type: 'text', value: '\u2060' } satisfies Text as never);
      return SKIP;
    });
    runs.push(toString(shown));
    return SKIP;
  });
  return runs.join('\n');
}

/** Prose without what the termbase exempts: URLs and the English kept in brackets after a term at first use. */
const withoutExempt = (prose: string) =>
  prose.replace(/https?:\/\/\S+/g, ' ').replace(/[(（][A-Za-z][A-Za-z ,/'’\u2060-]*[)）]/g, ' ');

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Japanese has no spaces between words: a Japanese variant there matches anywhere
// (a Latin one, such as an English status name, still as a whole word).
const variantPattern = (variant: string, locale: string, matchCase = false) =>
  locale === 'ja' && !/^[A-Za-z][\w ]*$/.test(variant)
    ? new RegExp(escape(variant), matchCase ? 'gu' : 'giu')
    : new RegExp(`(?<![\\p{L}\\p{N}])${escape(variant)}(?![\\p{L}\\p{N}])`, matchCase ? 'gu' : 'giu');

/** Each rejected variant and each style rule broken in a text (a UI string, an API description, or prose). */
export function textTermProblems(text: string, termbase: Termbase): string[] {
  const prose = withoutExempt(text);
  const problems: string[] = [];
  for (const term of termbase.terms) {
    for (const variant of term.rejected) {
      const uses = prose.match(variantPattern(variant, termbase.locale, term.matchCase))?.length ?? 0;
      if (uses) problems.push(`"${variant}" ×${uses}: write "${term.term}" (${term.en})`);
    }
  }
  for (const style of termbase.style ?? []) {
    const found = prose.match(new RegExp(style.rejected, 'gu')) ?? [];
    if (found.length)
      problems.push(
        `${style.rule}: "${found[0]!.trim()}"${found.length > 1 ? ` and ${found.length - 1} more` : ''}: ${style.write}`,
      );
  }
  return problems;
}

/** Each rejected variant used in a page's prose, with the rendering to use instead. */
export function termProblems(markdown: string | Root, termbase: Termbase): string[] {
  return textTermProblems(proseOf(markdown), termbase);
}

/** Shared headings (by their English anchor) whose wording is not the termbase's. */
export function headingProblems(structure: PageStructure, termbase: Termbase): string[] {
  const wanted = termbase.headings ?? {};
  return structure.anchors.flatMap((anchor, n) => {
    const wording = wanted[anchor];
    const text = structure.headingTexts[n]!;
    return wording !== undefined && text !== wording ? [`heading "${text}": write "${wording}" (#${anchor})`] : [];
  });
}

/**
 * French typography in a text: a non-breaking space (U+00A0 or the narrow
 * U+202F) before « : ; ? ! » and inside guillemets. Plain spaces there let a
 * line break strand the sign at the start of a line.
 */
export function frenchTextProblems(text: string): string[] {
  const problems: string[] = [];
  const before = text.match(/ [:;?!»]/g)?.length ?? 0;
  const after = text.match(/« /g)?.length ?? 0;
  if (before) problems.push(`${before} plain space(s) before : ; ? ! or »: use a non-breaking space`);
  if (after) problems.push(`${after} plain space(s) after «: use a non-breaking space`);
  return problems;
}

/** French typography in a page's prose (never in code). */
export function frenchTypographyProblems(markdown: string | Root): string[] {
  return frenchTextProblems(proseOf(markdown));
}

/** A text with non-breaking spaces put where French typography wants them. */
export const withFrenchTextSpacing = (text: string) =>
  text.replace(/ ([:;?!»])/g, '\u00a0$1').replace(/« /g, '«\u00a0');

/**
 * The page with non-breaking spaces put where French typography wants them:
 * in the text of its prose and in its title and description, nowhere else.
 */
export function withFrenchSpacing(markdown: string): string {
  const tree = parseMarkdown(markdown);
  const ranges: [number, number][] = [];
  visit(tree, (node: Nodes) => {
    if (notProse.has(node.type)) return SKIP;
    if (node.type === 'text') ranges.push([node.position!.start.offset!, node.position!.end.offset!]);
    return undefined;
  });
  const yaml = tree.children.find((node) => node.type === 'yaml');
  if (yaml) {
    const start = markdown.indexOf(yaml.value);
    const document = parseDocument(yaml.value);
    if (isMap(document.contents))
      for (const pair of document.contents.items)
        if (isScalar(pair.key) && ['title', 'description'].includes(String(pair.key.value)) && isScalar(pair.value))
          ranges.push([start + pair.value.range![0], start + pair.value.range![1]]);
  }
  let result = markdown;
  for (const [from, to] of ranges.sort((a, b) => b[0] - a[0]))
    result = result.slice(0, from) + withFrenchTextSpacing(result.slice(from, to)) + result.slice(to);
  return result;
}
