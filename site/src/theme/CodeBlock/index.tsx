import React, { isValidElement } from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type { Props } from '@theme/CodeBlock';
import { HighlightContext, decodeRuns } from '@site/src/plugins/code-highlighting/runs';

// Why replaced, not wrapped: the theme mounts every code block a second time
// once the page has hydrated, to swap the light theme's inline colours for the
// reader's mode. Here colours are CSS from the first paint
// (src/plugins/code-highlighting), so that second render would be pure cost.
// The highlighting computed at build time reaches the Content through context.
export default function CodeBlock({ children, highlight, ...props }: Props): React.JSX.Element {
  const nodes = React.Children.toArray(children);
  if (nodes.some((node) => isValidElement(node))) return <ElementContent {...props}>{children}</ElementContent>;
  const code = nodes.join('');
  return (
    <HighlightContext.Provider value={{ code, runs: highlight ? decodeRuns(highlight) : [] }}>
      <StringContent {...props}>{code}</StringContent>
    </HighlightContext.Provider>
  );
}
