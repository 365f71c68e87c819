import { createRequire } from 'node:module';
import { Prism, normalizeTokens } from 'prism-react-renderer';
import { codeRoleTheme } from '../../data/code-themes';
import type { HighlightRun } from './runs';

// Syntax highlighting at build time, in Node: readers download no highlighter
// (Prism and its languages were 40 KB gzipped on every page with code), and a
// block's runs are merged so the page carries fewer elements.

/**
 * Languages Prism's bundled set (prism-react-renderer) lacks and the pages use,
 * loaded the way the classic theme loads `additionalLanguages`. Dependencies first.
 */
const extraLanguages = ['markup-templating', 'bash', 'java', 'csharp', 'dart', 'groovy', 'ruby', 'liquid', 'csv'];
const require = createRequire(import.meta.url);
const global = globalThis as { Prism?: unknown };
global.Prism = Prism;
for (const language of extraLanguages) require(`prismjs/components/prism-${language}.js`);
delete global.Prism;

/** Fence languages with no grammar of their own name. */
const aliases: Record<string, string> = { vue: 'markup', shell: 'bash', sh: 'bash', console: 'bash' };

/** The merged style of each token type, as prism-react-renderer merges a theme's entries. */
const styleOfType = new Map<string, Record<string, unknown>>();
for (const { types, style } of codeRoleTheme.styles) {
  for (const type of types) styleOfType.set(type, { ...styleOfType.get(type), ...style });
}

/** A token's class names: its colour role, italic, bold; '' for plain text. */
export function classOf(types: readonly string[]): string {
  const style: Record<string, unknown> = Object.assign({}, ...types.map((type) => styleOfType.get(type)));
  return [
    style.color && style.color !== 'text' ? `hl-${String(style.color)}` : '',
    style.fontStyle === 'italic' ? 'hl-italic' : '',
    style.fontWeight === 'bold' ? 'hl-bold' : '',
  ]
    .filter(Boolean)
    .join(' ');
}

export const grammarOf = (language: string | undefined) => {
  const name = language?.toLowerCase();
  return name ? Prism.languages[aliases[name] ?? name] : undefined;
};

/**
 * The highlighted runs of `code`: plain text is left out, neighbouring tokens of
 * one class become one run (also across the spaces between them), and no run
 * crosses a line break. No grammar for the language: no runs, plain text.
 */
export function highlightRuns(code: string, language: string | undefined): HighlightRun[] {
  const grammar = grammarOf(language);
  if (!grammar) return [];
  const runs: HighlightRun[] = [];
  let offset = 0;
  for (const line of normalizeTokens(Prism.tokenize(code, grammar))) {
    for (const token of line) {
      if (token.empty) continue;
      const className = classOf(token.types);
      const last = runs.at(-1);
      if (className && token.content) {
        const gap = last ? code.slice(last[0] + last[1], offset) : '';
        if (last && last[2] === className && /^[ \t]*$/.test(gap)) last[1] = offset + token.content.length - last[0];
        else runs.push([offset, token.content.length, className]);
      }
      offset += token.content.length;
    }
    offset += 1; // the line break
  }
  return runs;
}
