// The structure of a Markdown page that a full translation keeps: headings,
// code blocks (diagrams among them), links, admonitions, tables, images and
// MDX components. Prose is free; these are not. Compared with its English
// source, a translation that has fewer of any of them is "short": a summary.
// The page is read as mdast (scripts/lib/markdown.ts), as Docusaurus reads it.
// Heading anchors are computed as Docusaurus computes them (mdast text,
// github-slugger), since a translation must keep the English anchor as an
// explicit id for links into the page to keep working. The id is written in
// MDX comment syntax, `## 始める前に {/* #before-you-begin */}`: with
// `future.v4` Docusaurus no longer reads the classic `{#id}`, which MDX parses
// as an expression and rejects.
import GithubSlugger from 'github-slugger';
import type { Heading, Nodes, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';
import { parseMarkdown } from './markdown.ts';

export interface CodeBlock {
  language: string;
  lines: string[];
}

export interface PageStructure {
  headings: number[];
  /** Each heading's anchor: its explicit id, else the slug of its text. */
  anchors: string[];
  /** Each heading's text as the reader sees it (without its id). */
  headingTexts: string[];
  code: CodeBlock[];
  links: string[];
  admonitions: string[];
  /** Rows of each table, header and separator included. */
  tables: number[];
  images: number;
  components: string[];
}

const explicitId = /^\s*\/\*\s*#([^*\s]+)\s*\*\/\s*$/;
const classicId = /^#([^}\s]+)$/;

// The id a heading sets itself: an MDX comment holding `#id`, or the classic `{#id}` (which --mark rewrites).
function ownId(heading: Heading): { id: string; classic: boolean } | undefined {
  const last = heading.children.at(-1);
  if (last?.type !== 'mdxTextExpression') return undefined;
  const comment = explicitId.exec(last.value);
  if (comment) return { id: comment[1]!, classic: false };
  const classic = classicId.exec(last.value.trim());
  return classic ? { id: classic[1]!, classic: true } : undefined;
}

/** A heading's text as Docusaurus slugs it: without its explicit id or other expressions. */
const headingText = (heading: Heading) =>
  toString({ ...heading, children: heading.children.filter((c) => c.type !== 'mdxTextExpression') });

export function pageStructure(source: string | Root): PageStructure {
  const tree = typeof source === 'string' ? parseMarkdown(source) : source;
  const structure: PageStructure = {
    headings: [],
    anchors: [],
    headingTexts: [],
    code: [],
    links: [],
    admonitions: [],
    tables: [],
    images: 0,
    components: [],
  };
  const slugger = new GithubSlugger();
  visit(tree, (node: Nodes) => {
    switch (node.type) {
      case 'heading': {
        if (node.depth < 2) break;
        structure.headings.push(node.depth);
        const id = ownId(node);
        structure.headingTexts.push(headingText(node).trim());
        // The slugger counts repeats on the page, as Docusaurus's does.
        // A classic `{#id}` is no id under future.v4: the heading slugs its text.
        structure.anchors.push(id && !id.classic ? slugger.slug(id.id, true) : slugger.slug(headingText(node)));
        break;
      }
      case 'code':
        structure.code.push({ language: node.lang || 'text', lines: node.value === '' ? [] : node.value.split('\n') });
        return SKIP;
      case 'link':
        structure.links.push(node.url);
        break;
      case 'image':
        structure.images += 1;
        break;
      case 'containerDirective':
        structure.admonitions.push(node.name);
        break;
      case 'table':
        // The separator row is a row of the page, as a translator counts them.
        structure.tables.push(node.children.length + 1);
        break;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        if (node.name === 'img') structure.images += 1;
        else if (node.name && /^[A-Z]/.test(node.name)) structure.components.push(node.name.split('.')[0]!);
        break;
    }
    return undefined;
  });
  return structure;
}

const sorted = (items: string[]) => [...items].sort();

function missingItems(english: string[], translated: string[]): string[] {
  const left = sorted(translated);
  return sorted(english).filter((item) => {
    const at = left.indexOf(item);
    if (at === -1) return true;
    left.splice(at, 1);
    return false;
  });
}

/**
 * What a translation lacks or changed against its English source; empty when
 * it keeps the whole structure. `short` is true when something is missing.
 */
export function structureDifferences(
  english: PageStructure,
  translated: PageStructure,
): { short: boolean; problems: string[] } {
  const problems: string[] = [];
  let short = false;
  const count = (what: string, en: number, tr: number) => {
    if (tr < en) short = true;
    if (tr !== en) problems.push(`${what}: ${tr} of ${en}`);
  };
  count('headings', english.headings.length, translated.headings.length);
  if (
    english.headings.length === translated.headings.length &&
    english.headings.join() !== translated.headings.join()
  ) {
    problems.push(`heading levels differ (${translated.headings.join('')} for ${english.headings.join('')})`);
  }
  // Links from other pages (and from readers switching language) use the English anchors.
  const lostAnchors = english.anchors.filter(
    (anchor, n) => n < translated.anchors.length && translated.anchors[n] !== anchor,
  );
  if (lostAnchors.length) {
    short = true;
    problems.push(
      `anchors not kept: ${lostAnchors
        .slice(0, 3)
        .map((a) => `{/* #${a} */}`)
        .join(', ')}${lostAnchors.length > 3 ? ` and ${lostAnchors.length - 3} more` : ''}`,
    );
  }
  const diagrams = (s: PageStructure) => s.code.filter((c) => c.language === 'mermaid').length;
  count('code blocks', english.code.length, translated.code.length);
  count('diagrams', diagrams(english), diagrams(translated));
  english.code.forEach((block, n) => {
    const other = translated.code[n];
    if (!other) return;
    if (other.language !== block.language) {
      problems.push(`code block ${n + 1} is ${other.language}, English has ${block.language}`);
    } else if (other.lines.length !== block.lines.length) {
      short ||= other.lines.length < block.lines.length;
      problems.push(
        `code block ${n + 1} (${block.language}) has ${other.lines.length} lines, English has ${block.lines.length}`,
      );
    } else if (block.language !== 'mermaid') {
      // Code stays as it is, comments and strings included (site/WRITING.md, Translations); diagram labels are prose.
      const changed = block.lines.findIndex((line, k) => line !== other.lines[k]);
      if (changed !== -1)
        problems.push(`code block ${n + 1} (${block.language}) changes code at its line ${changed + 1}`);
    }
  });
  const missingLinks = missingItems(english.links, translated.links);
  if (missingLinks.length) {
    short = true;
    problems.push(
      `links missing: ${missingLinks.slice(0, 5).join(', ')}${missingLinks.length > 5 ? ` and ${missingLinks.length - 5} more` : ''}`,
    );
  }
  const missingAdmonitions = missingItems(english.admonitions, translated.admonitions);
  if (missingAdmonitions.length) {
    short = true;
    problems.push(`admonitions missing: ${missingAdmonitions.join(', ')}`);
  }
  count('tables', english.tables.length, translated.tables.length);
  english.tables.forEach((rows, n) => {
    const other = translated.tables[n];
    if (other !== undefined && other !== rows) {
      short ||= other < rows;
      problems.push(`table ${n + 1} has ${other} rows, English has ${rows}`);
    }
  });
  count('images', english.images, translated.images);
  const missingComponents = missingItems(english.components, translated.components);
  if (missingComponents.length) {
    short = true;
    problems.push(`components missing: ${missingComponents.join(', ')}`);
  }
  return { short, problems };
}

/**
 * The translation with the English anchor set explicitly on each heading whose
 * own text would slug differently (as an MDX comment holding `#before-you-begin`
 * after `## 始める前に`), matched by position; classic `{#id}` ids are rewritten.
 * Used by `i18n-drift --mark`, so translators never type anchors. Only the end
 * of each heading's line changes.
 */
export function withEnglishAnchors(translated: string, english: string): string {
  const anchors = pageStructure(english).anchors;
  const tree = parseMarkdown(translated);
  const own = pageStructure(tree).anchors;
  const edits: { from: number; to: number; text: string }[] = [];
  let n = -1;
  visit(tree, 'heading', (heading: Heading) => {
    if (heading.depth < 2) return;
    n += 1;
    const anchor = anchors[n];
    const id = ownId(heading);
    const last = heading.children.at(-1);
    const end = heading.position!.end.offset!;
    // Where the heading's own text ends: before its id, without the spaces before it.
    const textEnd = id ? last!.position!.start.offset! : end;
    const keep = translated.slice(heading.position!.start.offset!, textEnd).trimEnd();
    const from = heading.position!.start.offset! + keep.length;
    // Kept as it is when the heading's own text or id already gives the English anchor.
    if (!anchor || (own[n] === anchor && !id?.classic)) return;
    edits.push({ from, to: end, text: ` {/* #${anchor} */}` });
  });
  let result = translated;
  for (const edit of edits.reverse()) result = result.slice(0, edit.from) + edit.text + result.slice(edit.to);
  return result;
}
