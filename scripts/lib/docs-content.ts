import fs from 'node:fs';
import path from 'node:path';
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
  frontMatter: Record<string, string>;
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

const fence = /^(\s*)(`{3,}|~{3,})\s*([\w#+.-]*)(.*)$/;

function splitFrontMatter(source: string): { frontMatter: Record<string, string>; body: string; bodyLine: number } {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(source);
  if (!match) return { frontMatter: {}, body: source, bodyLine: 1 };
  const frontMatter: Record<string, string> = {};
  for (const line of match[1]!.split('\n')) {
    const kv = /^(\w+):\s*(.*)$/.exec(line);
    if (kv) frontMatter[kv[1]!] = kv[2]!.replace(/^["']|["']$/g, '');
  }
  return { frontMatter, body: source.slice(match[0].length), bodyLine: match[0].split('\n').length };
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

export function readPage(file: string, root = docsDir): DocPage {
  const { frontMatter, body, bodyLine } = splitFrontMatter(fs.readFileSync(file, 'utf8'));
  const samples: CodeSample[] = [];
  const paragraphs: string[][] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length) paragraphs.push(paragraph);
    paragraph = [];
  };
  const lines = body.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const open = fence.exec(line);
    if (open) {
      const [, indent, marks, language, meta] = open;
      const code: string[] = [];
      let j = i + 1;
      for (; j < lines.length; j++) {
        const close = lines[j]!.trim();
        if (close.startsWith(marks![0]!.repeat(marks!.length)) && close.replace(/[`~]/g, '') === '') break;
        code.push(lines[j]!.startsWith(indent!) ? lines[j]!.slice(indent!.length) : lines[j]!);
      }
      const title = /title=(?:"([^"]*)"|'([^']*)')/.exec(meta ?? '');
      samples.push({
        language: language || 'text',
        title: title?.[1] ?? title?.[2],
        code: code.join('\n'),
        line: bodyLine + i,
      });
      endParagraph();
      i = j;
      continue;
    }
    if (line.trim() === '' || /^\s*(import|export)\s/.test(line)) {
      endParagraph();
      continue;
    }
    paragraph.push(...proseWordsOf(line));
  }
  endParagraph();
  return {
    file,
    relative: path.relative(root, file),
    frontMatter,
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
