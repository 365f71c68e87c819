import React, { isValidElement, useMemo } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { CodeBlockContextProvider, useCodeWordWrap } from '@docusaurus/theme-common/internal';
import Buttons from '@theme/CodeBlock/Buttons';
import Content from '@theme/CodeBlock/Content';
import type { Props } from '@theme/CodeBlock';
import { HighlightContext } from '@site/src/plugins/code-highlighting/runs';
import { highlightedLineClass } from '@site/src/plugins/code-highlighting/meta';
import Feedback from '@site/src/components/Feedback';
import styles from './styles.module.css';
import VerifiedRun, { type VerifiedRunProps } from './VerifiedRun';

// Why replaced, not wrapped: the theme parses each block's meta string and magic
// comments in the reader's browser, sets its colours inline from the light theme,
// and mounts it a second time after hydration to fix them for dark mode. Here
// all of that is done at build time (src/plugins/code-highlighting) or by CSS,
// and only the layout, the copy and word-wrap buttons (the theme's) remain.

export default function CodeBlock({
  children,
  className,
  language: languageProp,
  title,
  showLineNumbers,
  highlight,
  highlightedLines,
  ...verified
}: Props & VerifiedRunProps): React.JSX.Element {
  const wordWrap = useCodeWordWrap();
  const nodes = React.Children.toArray(children);
  const code = nodes.some((node) => isValidElement(node)) ? undefined : nodes.join('');
  // As the theme: a block without a language is plain text.
  const language = languageProp ?? /language-(\S+)/.exec(className ?? '')?.[1] ?? 'text';
  const languageClass = `language-${language}`;
  const blockClass = clsx(
    ThemeClassNames.common.codeBlock,
    className,
    !className?.split(' ').includes(languageClass) && languageClass,
    styles.container,
  );
  const lineNumbersStart = typeof showLineNumbers === 'number' ? showLineNumbers : showLineNumbers ? 1 : undefined;
  const lineClassNames = useMemo(
    () => Object.fromEntries((highlightedLines ?? []).map((line) => [line, [highlightedLineClass]])),
    [highlightedLines],
  );
  // The theme's buttons read it and the word-wrap state from the theme's context; our Content reads it from ours.
  const metadata = useMemo(
    () => ({
      code: code ?? '',
      codeInput: code ?? '',
      className: blockClass,
      language,
      title,
      lineNumbersStart,
      lineClassNames,
    }),
    [code, blockClass, language, title, lineNumbersStart, lineClassNames],
  );
  const { codeBlockRef } = wordWrap;
  const highlighting = useMemo(
    () => (code === undefined ? null : { metadata, encodedRuns: highlight ?? '', preRef: codeBlockRef }),
    [code, metadata, highlight, codeBlockRef],
  );
  // <pre><Component/></pre> in MDX: shown as it is, without highlighting.
  if (code === undefined)
    return (
      <pre tabIndex={0} className={clsx(blockClass, styles.standalone, 'thin-scrollbar')}>
        <code>{children}</code>
      </pre>
    );
  return (
    <div className={blockClass}>
      {title && <div className={styles.title}>{title}</div>}
      <div className={styles.content}>
        <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
          <HighlightContext.Provider value={highlighting}>
            <Content />
          </HighlightContext.Provider>
          <Buttons />
        </CodeBlockContextProvider>
      </div>
      <VerifiedRun {...verified} />
      <Feedback code={metadata} />
    </div>
  );
}
