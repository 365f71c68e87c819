import React from 'react';
import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlock from '@theme-original/CodeBlock';
import type { WrapperProps } from '@docusaurus/types';
import type CodeBlockType from '@theme/CodeBlock';

// Why: Prism's extra languages (themeConfig.prism.additionalLanguages) are
// registered here, with the code block that uses them, instead of in a client
// module of the main bundle (see src/plugins/lazy-prism): pages without code
// (home, search) no longer download Prism at all.
prismIncludeLanguages(Prism);

export default function CodeBlockWrapper(props: WrapperProps<typeof CodeBlockType>): React.JSX.Element {
  return <CodeBlock {...props} />;
}
