// What a fenced block asks for beyond its language, worked out at build time so
// the reader's browser parses nothing: the title and line numbers of its meta
// string (```js title="app.js" showLineNumbers {2,4-5}), and the lines its
// magic comments highlight (`// highlight-next-line`, `highlight-start` …
// `highlight-end`), which leave the code. The syntax is the theme's
// (docusaurus.io/docs/markdown-features/code-blocks); its parser ships to the
// browser only, in a module with JSX that Node cannot import.

export interface CodeBlockMeta {
  /** The code without its magic comments. */
  code: string;
  title?: string;
  /** The first line's number when lines are numbered. */
  lineNumbersStart?: number;
  /** Highlighted lines, counted from 0. */
  highlightedLines: number[];
}

/** The class the theme gives a highlighted line. */
export const highlightedLineClass = 'theme-code-block-highlighted-line';

const titlePattern = /title=(["'])(.*?)\1/;
const linesPattern = /\{([\d,-]+)\}/;
const lineNumbersPattern = /\bshowLineNumbers(?:=(\d+))?/;
// A line holding only a directive, in any of the comment styles the theme knows.
const directivePattern =
  /^\s*(?:\/\/|#|--|%|;|\/\*|\{\/\*|<!--)\s*(highlight-next-line|highlight-start|highlight-end)\s*(?:\*\/\}?|-->)?\s*$/;

/** "1,3-5" → [0, 2, 3, 4]. */
function lineRanges(spec: string): number[] {
  return spec.split(',').flatMap((part) => {
    const [from, to = from] = part.split('-').map(Number);
    if (!from || !to || to < from) return [];
    return Array.from({ length: to - from + 1 }, (_, i) => from + i - 1);
  });
}

export function codeBlockMeta(value: string, metastring = ''): CodeBlockMeta {
  const title = titlePattern.exec(metastring)?.[2];
  const numbers = lineNumbersPattern.exec(metastring);
  const ranges = linesPattern.exec(metastring);
  const highlighted = new Set(ranges ? lineRanges(ranges[1]!) : []);
  const kept: string[] = [];
  let nextLine = false;
  let inBlock = false;
  // A range in the meta string counts lines as written; magic comments are ignored then, as the theme does.
  for (const line of value.split('\n')) {
    const directive = ranges ? undefined : directivePattern.exec(line)?.[1];
    if (directive === 'highlight-next-line') nextLine = true;
    else if (directive === 'highlight-start') inBlock = true;
    else if (directive === 'highlight-end') inBlock = false;
    else {
      if (nextLine || inBlock) highlighted.add(kept.length);
      nextLine = false;
      kept.push(line);
    }
  }
  return {
    code: kept.join('\n'),
    ...(title ? { title } : {}),
    ...(numbers ? { lineNumbersStart: numbers[1] ? Number(numbers[1]) : 1 } : {}),
    highlightedLines: [...highlighted].sort((a, b) => a - b),
  };
}
