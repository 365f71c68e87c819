import { createContext, type RefObject } from 'react';
import type { CodeBlockMetadata } from '@docusaurus/theme-common/internal';

// The shape of build-time highlighting, shared by the remark plugin that
// computes it and the code block that renders it (src/theme/CodeBlock).

/** A highlighted stretch of a code block: its offset and length in the code, and its class names. */
export type HighlightRun = [start: number, length: number, className: string];

/**
 * Runs as a page carries them: "gap,length,classes" per run, ";" between runs.
 * The gap counts from the end of the run before, and the classes drop their
 * "hl-" prefix and are joined by "+". On the Query API reference (23 blocks),
 * that took the page's script from 15.2 to 14.2 KB gzipped against JSON arrays.
 */
export function encodeRuns(runs: readonly HighlightRun[]): string {
  let end = 0;
  return runs
    .map(([start, length, className]) => {
      const gap = start - end;
      end = start + length;
      return `${gap},${length},${className.replaceAll('hl-', '').replaceAll(' ', '+')}`;
    })
    .join(';');
}

export function decodeRuns(encoded: string): HighlightRun[] {
  let end = 0;
  return encoded
    .split(';')
    .filter(Boolean)
    .map((run) => {
      const [gap, length, classes] = run.split(',');
      const start = end + Number(gap);
      end = start + Number(length);
      return [
        start,
        Number(length),
        classes!
          .split('+')
          .map((name) => `hl-${name}`)
          .join(' '),
      ];
    });
}

/** A line of code as text and highlighted stretches. */
export type LinePart = string | { text: string; className: string; start: number };

/**
 * Splits `code` into lines of plain text and runs. Runs that do not fit the code
 * (it was changed after highlighting) are dropped: the line shows as plain text.
 */
export function linesOf(code: string, runs: readonly HighlightRun[]): LinePart[][] {
  const lines: LinePart[][] = [];
  let lineStart = 0;
  let next = 0;
  for (const text of code.split('\n')) {
    const lineEnd = lineStart + text.length;
    const parts: LinePart[] = [];
    let at = lineStart;
    for (; next < runs.length && runs[next]![0] < lineEnd; next++) {
      const [start, length, className] = runs[next]!;
      if (start < at || start + length > lineEnd) continue;
      if (start > at) parts.push(code.slice(at, start));
      parts.push({ text: code.slice(start, start + length), className, start });
      at = start + length;
    }
    if (at < lineEnd) parts.push(code.slice(at, lineEnd));
    lines.push(parts);
    lineStart = lineEnd + 1;
  }
  return lines;
}

/**
 * What src/theme/CodeBlock hands its Content: the theme's block metadata, the
 * runs as the page carries them (decoded only when Content draws the lines,
 * which it does not while hydrating), and the element to measure for word wrap.
 */
export interface HighlightedCode {
  metadata: CodeBlockMetadata;
  encodedRuns: string;
  preRef: RefObject<HTMLPreElement | null>;
}
export const HighlightContext = createContext<HighlightedCode | null>(null);

/** How the runs of a code block a component renders from data are looked up (see index.ts). */
export const snippetKey = (language: string, code: string): string => `${language}\n${code}`;
