// The structure of a Markdown page that a full translation keeps: headings,
// code blocks (diagrams among them), links, admonitions, tables, images and
// MDX components. Prose is free; these are not. Compared with its English
// source, a translation that has fewer of any of them is "short": a summary.
// No Markdown library gives this comparison, and a line scanner is enough
// because the pages follow WRITING.md (fenced code, `:::` admonitions, pipe tables).
// Headings are the exception: their anchors are computed exactly as Docusaurus
// does (mdast text, github-slugger), since a translation must keep the English
// anchor as an explicit id for links into the page to keep working. The id is
// written in MDX comment syntax, `## 始める前に {/* #before-you-begin */}`: with
// `future.v4` Docusaurus no longer reads the classic `{#id}`, which MDX parses as
// an expression and rejects.
import GithubSlugger from 'github-slugger';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString } from 'mdast-util-to-string';

export interface CodeBlock {
  language: string;
  lines: string[];
}

export interface PageStructure {
  headings: number[];
  /** Each heading's anchor: its explicit `{#id}`, else the slug of its text. */
  anchors: string[];
  code: CodeBlock[];
  links: string[];
  admonitions: string[];
  /** Rows of each table, header and separator included. */
  tables: number[];
  images: number;
  components: string[];
}

const fence = /^\s*(`{3,}|~{3,})\s*([\w#+.-]*)/;
const explicitId = /\s*\{\/\*\s*#([^*\s]+)\s*\*\/\}$/;
const classicId = /\s*\{#([^}]+)\}\s*$/;

function withoutFrontMatter(source: string): string {
  return source.replace(/^---\n[\s\S]*?\n---\n/, '');
}

export function pageStructure(source: string): PageStructure {
  const structure: PageStructure = {
    headings: [],
    anchors: [],
    code: [],
    links: [],
    admonitions: [],
    tables: [],
    images: 0,
    components: [],
  };
  const lines = withoutFrontMatter(source).split('\n');
  const slugger = new GithubSlugger();
  let inTable = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const open = fence.exec(line);
    if (open) {
      const marks = open[1]!;
      const code: string[] = [];
      let j = i + 1;
      for (
        ;
        j < lines.length && !(lines[j]!.trim().startsWith(marks) && lines[j]!.trim().replace(/[`~]/g, '') === '');
        j++
      ) {
        code.push(lines[j]!);
      }
      structure.code.push({ language: open[2] || 'text', lines: code });
      inTable = false;
      i = j;
      continue;
    }
    const isTableRow = /^\s*\|/.test(line);
    if (isTableRow && !inTable) structure.tables.push(0);
    if (isTableRow) structure.tables[structure.tables.length - 1]! += 1;
    inTable = isTableRow;

    const heading = /^(#{2,6})\s+(\S.*?)\s*$/.exec(line);
    if (heading) {
      structure.headings.push(heading[1]!.length);
      const explicit = explicitId.exec(heading[2]!);
      // Parsed as a whole heading: "2. Set the design" alone would read as a list item.
      const text = toString(
        fromMarkdown(`${heading[1]} ${explicit ? heading[2]!.slice(0, explicit.index) : heading[2]!}`),
      );
      // The slugger counts repeats on the page, as Docusaurus's does.
      structure.anchors.push(explicit ? slugger.slug(explicit[1]!, true) : slugger.slug(text));
    }
    const admonition = /^\s*:::(\w+)/.exec(line);
    if (admonition) structure.admonitions.push(admonition[1]!);
    const prose = line.replace(/`[^`]*`/g, '');
    for (const link of prose.matchAll(/(!?)\[[^\]]*\]\(([^)\s]+)[^)]*\)/g)) {
      if (link[1]) structure.images += 1;
      else structure.links.push(link[2]!);
    }
    structure.images += (prose.match(/<img\b/g) ?? []).length;
    for (const tag of prose.matchAll(/<([A-Z]\w*)/g)) structure.components.push(tag[1]!);
  }
  return structure;
}

/** A code line that holds neither a string nor a comment must stay byte for byte. */
const untranslatable = (line: string) => !/["'`#]|\/\/|\/\*|^\s*\*|^\s*--/.test(line);

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
      const changed = block.lines.findIndex((line, k) => untranslatable(line) && line !== other.lines[k]);
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
 * Used by `i18n-drift --mark`, so translators never type anchors.
 */
export function withEnglishAnchors(translated: string, english: string): string {
  const anchors = pageStructure(english).anchors;
  const own = pageStructure(translated).anchors;
  let n = -1;
  return mapLinesOutsideCode(translated, (line) => {
    if (!/^#{2,6}\s+\S/.test(line)) return line;
    n += 1;
    const anchor = anchors[n];
    const bare = line.replace(classicId, '');
    if (!anchor || own[n] === anchor) return bare === line ? line : `${bare.trimEnd()} {/* #${anchor} */}`;
    return `${bare.replace(explicitId, '').trimEnd()} {/* #${anchor} */}`;
  });
}

/** The page with `edit` applied to every line outside fenced code blocks (fences included as they are). */
export function mapLinesOutsideCode(markdown: string, edit: (line: string, index: number) => string): string {
  let fence: string | undefined;
  return markdown
    .split('\n')
    .map((line, i) => {
      const open = /^\s*(`{3,}|~{3,})/.exec(line);
      if (fence) {
        if (line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, '') === '') fence = undefined;
        return line;
      }
      if (open) {
        fence = open[1];
        return line;
      }
      return edit(line, i);
    })
    .join('\n');
}
