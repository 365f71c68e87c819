import fs from 'node:fs';
import path from 'node:path';
import type { Code, Nodes } from 'mdast';
import { visit } from 'unist-util-visit';
import { readFrontMatter } from '@acme-docs/site/front-matter';
import { parseMarkdown } from './markdown.ts';
import { siteDir } from './paths.ts';

// Reading the Markdown/MDX pages for the content checks: code samples,
// prose word counts and runs of words shared between pages.

export const docsDir = path.join(siteDir, 'docs');
export const translatedDocsDir = (locale: string) =>
  path.join(siteDir, 'i18n', locale, 'docusaurus-plugin-content-docs', 'current');

export interface CodeSample {
  language: string;
  /** The `title="…"` of the fence, if any. */
  title?: string;
  code: string;
  /** 1-based line of the opening fence in the page. */
  line: number;
}

export interface DocPage {
  file: string;
  /** Path relative to its docs folder, e.g. `developers/faq.md`. */
  relative: string;
  frontMatter: Record<string, unknown>;
  samples: CodeSample[];
  /** Prose paragraphs (code, front matter, imports and tags removed), as words. */
  paragraphs: string[][];
  proseWords: number;
}

export function listPages(dir = docsDir): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.mdx?$/.test(f))
    .map((f) => path.join(dir, f))
    .sort();
}

const wordPattern = /[\p{L}\p{N}][\p{L}\p{N}'’_.-]*/gu;

/** Words of a line of prose, without Markdown and JSX syntax or link targets. */
export function proseWordsOf(text: string): string[] {
  const cleaned = text
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/^:::\w*.*$/gm, ' ')
    .replace(/https?:\/\/\S+/g, ' ');
  return (cleaned.match(wordPattern) ?? []).map((w) => w.replace(/[._'’-]+$/, '').toLowerCase()).filter(Boolean);
}

// Inline content reads as one run; blocks are separated so that words never join across them.
const inline = new Set([
  'paragraph',
  'heading',
  'tableCell',
  'emphasis',
  'strong',
  'delete',
  'link',
  'linkReference',
  'mdxJsxTextElement',
]);
// Not prose: code blocks, expressions (MDX comments among them), imports and exports.
const notProse = new Set(['code', 'mdxFlowExpression', 'mdxTextExpression', 'mdxjsEsm', 'yaml']);
// Containers whose blocks are paragraphs of their own (an admonition, a tab).
const containers = new Set(['root', 'containerDirective', 'mdxJsxFlowElement']);

/** The text a reader reads in a node: inline code and image descriptions included, JSX attributes not. */
function textOf(node: Nodes): string {
  if (notProse.has(node.type)) return ' ';
  if (node.type === 'image') return node.alt ?? '';
  if ('value' in node) return node.value;
  if (!('children' in node)) return ' ';
  return (node.children as Nodes[]).map(textOf).join(inline.has(node.type) ? '' : '\n');
}

export function readPage(file: string, root = docsDir): DocPage {
  const source = fs.readFileSync(file, 'utf8');
  const { data } = readFrontMatter(source);
  const tree = parseMarkdown(source, file);
  const samples: CodeSample[] = [];
  const paragraphs: string[][] = [];
  visit(tree, 'code', (code: Code) => {
    const title = /title=(?:"([^"]*)"|'([^']*)')/.exec(code.meta ?? '');
    samples.push({
      language: code.lang || 'text',
      title: title?.[1] ?? title?.[2],
      code: code.value,
      line: code.position!.start.line,
    });
  });
  const collect = (node: Nodes) => {
    if (containers.has(node.type) && 'children' in node) {
      (node.children as Nodes[]).forEach(collect);
      return;
    }
    if (notProse.has(node.type)) return;
    const words = proseWordsOf(textOf(node));
    if (words.length) paragraphs.push(words);
  };
  collect(tree);
  return {
    file,
    relative: path.relative(root, file),
    frontMatter: data,
    samples,
    paragraphs,
    proseWords: paragraphs.reduce((n, p) => n + p.length, 0),
  };
}

/** Runs of more than `maxShared` words that appear in two different pages. */
export function sharedRuns(pages: DocPage[], maxShared = 40): { a: string; b: string; words: string }[] {
  const size = maxShared + 1;
  const seen = new Map<string, string>();
  const found = new Map<string, { a: string; b: string; words: string }>();
  for (const page of pages) {
    const own = new Set<string>();
    for (const words of page.paragraphs) {
      for (let i = 0; i + size <= words.length; i++) {
        const run = words.slice(i, i + size).join(' ');
        if (own.has(run)) continue;
        own.add(run);
        const first = seen.get(run);
        if (first === undefined) seen.set(run, page.relative);
        else if (first !== page.relative && !found.has(`${first}|${page.relative}`)) {
          found.set(`${first}|${page.relative}`, { a: first, b: page.relative, words: run });
        }
      }
    }
  }
  return [...found.values()];
}

// The developer half of the site (issue #5) and the product half (issue #10):
// every page in these areas carries a word floor.
const flooredAreas = [
  'new-getting-started/',
  'developers/integration-guides/',
  'developers/api-reference/',
  'server-to-server/',
  'platforms/',
  'snippets/',
  'thank-you-page-mobile.md',
  'third-party-measurement-providers.md',
  'user-guides/',
  'trust-center.md',
  'glossary.md',
];

export const hasWordFloor = (relative: string) => flooredAreas.some((area) => relative.startsWith(area));

// `index`, `overview` and `<topic>-overview` pages (data-integration-overview) orient rather than instruct.
export const isOverviewPage = (relative: string) => /(^|\/)(index|([\w-]+-)?overview)\.mdx?$/.test(relative);

/** Minimum prose words: orientation pages are shorter than guides and references. */
export const wordFloor = (relative: string) => (isOverviewPage(relative) ? 300 : 500);
