import React, { useContext } from 'react';
import clsx from 'clsx';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import { HighlightContext, linesOf, type LinePart } from '@site/src/plugins/code-highlighting/runs';
import styles from './styles.module.css';

// Why replaced: the theme highlights here, with Prism, in the reader's browser.
// The runs were computed at build time (src/plugins/code-highlighting); this
// lays them out in the theme's markup (pre.prism-code > code > .token-line).

const part = (p: LinePart) => (typeof p === 'string' ? p : <span key={p.start} className={p.className}>{p.text}</span>);

export default function CodeBlockContent({ className }: { className?: string }): React.JSX.Element {
  const { metadata, wordWrap } = useCodeBlockContext();
  const highlight = useContext(HighlightContext);
  const { code, language, lineNumbersStart, lineClassNames } = metadata;
  // Magic comments make the theme show other code than was highlighted: then it shows plain.
  const runs = highlight?.code === code ? highlight.runs : [];
  const numbered = lineNumbersStart !== undefined;
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      tabIndex={0}
      className={clsx(className, 'prism-code', language && `language-${language}`, styles.pre, 'thin-scrollbar')}
    >
      <code
        className={clsx(styles.lines, numbered && styles.numbered)}
        style={numbered ? { counterReset: `line-count ${lineNumbersStart - 1}` } : undefined}
      >
        {linesOf(code, runs).map((parts, i) => {
          // An empty line keeps its height with a line break.
          const content = parts.length > 0 ? parts.map(part) : <br />;
          return (
            <div key={i} className={clsx('token-line', lineClassNames[i], numbered && styles.numberedLine)}>
              {numbered ? (
                <>
                  <span className={styles.lineNumber} />
                  <span className={styles.lineContent}>{content}</span>
                </>
              ) : (
                content
              )}
            </div>
          );
        })}
      </code>
    </pre>
  );
}
