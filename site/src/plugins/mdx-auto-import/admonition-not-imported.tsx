// Stands in for Admonition in the theme's MDXComponents map (see plugin.ts).
export default function AdmonitionNotImported(): never {
  throw new Error(
    'An admonition reached MDXComponents without an import: src/plugins/mdx-auto-import should have added one to its page.',
  );
}
