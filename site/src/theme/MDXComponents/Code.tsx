import React from 'react';
import CodeInline from '@theme/CodeInline';
import type { Props } from '@theme/MDXComponents/Code';

// Why replaced: the theme's version imports CodeBlock for fenced code, which
// put the code block in the first load of every page. Fenced code now becomes
// <CodeBlock> at build time (src/plugins/code-highlighting), imported by the
// pages that have some, so only inline code reaches this component.
export default function MDXCode(props: Props): React.JSX.Element {
  const inline =
    props.children !== undefined &&
    React.Children.toArray(props.children).every((c) => typeof c === 'string' && !c.includes('\n'));
  if (!inline) {
    throw new Error(
      'A code block reached MDXComponents/Code: add remarkCodeBlocks (src/plugins/code-highlighting) to the remarkPlugins of the content plugin that renders this page.',
    );
  }
  return <CodeInline {...props} />;
}
