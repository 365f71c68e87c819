import type { Code, Parent, Root, RootContent } from 'mdast';
import { visit } from 'unist-util-visit';
import { valueToEstree } from 'estree-util-value-to-estree';
import { highlightRuns } from './highlight';
import { encodeRuns } from './runs';
import { codeBlockMeta } from './meta';

/** A JSX attribute whose value is a JavaScript value, with the syntax tree MDX compiles it from. */
const expressionAttribute = (name: string, value: unknown) => ({
  type: 'mdxJsxAttribute',
  name,
  value: {
    type: 'mdxJsxAttributeValueExpression',
    value: JSON.stringify(value),
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [{ type: 'ExpressionStatement', expression: valueToEstree(value) }],
      },
    },
  },
});
const stringAttribute = (name: string, value: string) => ({ type: 'mdxJsxAttribute', name, value });

/**
 * Turns each fenced code block into `<CodeBlock>` with its highlighting, title,
 * line numbers and highlighted lines computed here, at build time (highlight.ts,
 * meta.ts), where the theme would work them out in the reader's browser. The
 * page imports CodeBlock itself (src/plugins/mdx-auto-import), so pages without
 * code no longer load it. Runs after the diagram plugin, which
 * has taken the `mermaid` blocks.
 */
export default function remarkCodeBlocks() {
  return (tree: Root) => {
    visit(tree, 'code', (node: Code, index, parent: Parent | undefined) => {
      if (!parent || index === undefined) return;
      const { code, title, lineNumbersStart, highlightedLines } = codeBlockMeta(node.value, node.meta ?? undefined);
      const runs = encodeRuns(highlightRuns(code, node.lang ?? undefined));
      const attributes = [
        ...(node.lang ? [stringAttribute('className', `language-${node.lang}`)] : []),
        ...(title ? [stringAttribute('title', title)] : []),
        ...(lineNumbersStart ? [expressionAttribute('showLineNumbers', lineNumbersStart)] : []),
        ...(highlightedLines.length ? [expressionAttribute('highlightedLines', highlightedLines)] : []),
        ...(runs ? [stringAttribute('highlight', runs)] : []),
        // Attributes other plugins put on the block (src/plugins/verified-samples).
        ...((node.data as { attributes?: unknown[] } | undefined)?.attributes ?? []),
        expressionAttribute('children', code),
      ];
      parent.children[index] = {
        type: 'mdxJsxFlowElement',
        name: 'CodeBlock',
        attributes,
        children: [],
      } as unknown as RootContent;
    });
  };
}
