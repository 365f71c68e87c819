/// <reference types="@docusaurus/plugin-debug" />
import React from 'react';
import DebugLayout from '@theme-original/DebugLayout';
import type DebugLayoutType from '@theme/DebugLayout';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof DebugLayoutType>;

// Why: the debug pages start at <h2>; a page-level heading names them for
// screen reader users (axe page-has-heading-one).
export default function DebugLayoutWithHeading({ children, ...props }: Props): React.JSX.Element {
  return (
    <DebugLayout {...props}>
      <h1>Docusaurus debug panel</h1>
      {children}
    </DebugLayout>
  );
}
