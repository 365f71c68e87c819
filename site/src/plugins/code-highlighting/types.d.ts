// The runs of the code blocks components render from data, written at build time by index.ts.
declare module '@generated/acme-code-highlighting/default/snippet-runs.json' {
  const runs: Record<string, string>;
  export default runs;
}

// src/theme/CodeBlock takes the runs computed at build time (encoded: runs.ts).
declare module '@theme/CodeBlock' {
  interface Props {
    readonly highlight?: string;
    /** Lines to highlight, counted from 0 (meta.ts). */
    readonly highlightedLines?: readonly number[];
  }
}
