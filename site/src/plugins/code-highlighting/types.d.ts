// The runs of the code blocks components render from data, written at build time by index.ts.
declare module '@generated/acme-code-highlighting/default/snippet-runs.json' {
  const runs: Record<string, import('./runs').HighlightRun[]>;
  export default runs;
}

// src/theme/CodeBlock takes the runs computed at build time.
declare module '@theme/CodeBlock' {
  interface Props {
    readonly highlight?: readonly import('./runs').HighlightRun[];
  }
}
