import React, { memo, useContext } from 'react';
import clsx from 'clsx';
import { HighlightContext, decodeRuns, linesOf, type LinePart } from '@site/src/plugins/code-highlighting/runs';
import useRenderedByHydration from '@site/src/hooks/useRenderedByHydration';
import styles from './styles.module.css';

// Why replaced: the theme highlights here, with Prism, in the reader's browser.
// The runs were computed at build time (src/plugins/code-highlighting); this
// lays them out in the theme's markup (pre.prism-code > code > .token-line).
// Memoised, and fed by our own context rather than the theme's code block
// context: that one changes when the word-wrap state does (each block sets it
// once after hydration), and every line and token would render again.
// Hydration keeps the server's lines and tokens (React leaves an element with
// `dangerouslySetInnerHTML` alone): the Query API guide's 23 blocks would
// otherwise add some 570 elements for React to walk while the page starts.

const serverMarkup = { dangerouslySetInnerHTML: { __html: '' }, suppressHydrationWarning: true };

const part = (p: LinePart) =>
  typeof p === 'string' ? (
    p
  ) : (
    <span key={p.start} className={p.className}>
      {p.text}
    </span>
  );

function CodeBlockContent({ className }: { className?: string }): React.JSX.Element | null {
  const block = useContext(HighlightContext);
  const byHydration = useRenderedByHydration();
  if (!block) return null;
  const {
    metadata: { code, language, lineNumbersStart, lineClassNames },
    encodedRuns,
    preRef,
  } = block;
  const numbered = lineNumbersStart !== undefined;
  const lines = (): React.ReactNode =>
    linesOf(code, decodeRuns(encodedRuns)).map((parts, i) => {
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
    });
  return (
    <pre
      ref={preRef}
      tabIndex={0}
      className={clsx(className, 'prism-code', `language-${language}`, styles.pre, 'thin-scrollbar')}
    >
      <code
        className={clsx(styles.lines, numbered && styles.numbered)}
        style={numbered ? { counterReset: `line-count ${lineNumbersStart - 1}` } : undefined}
        {...(byHydration ? serverMarkup : { children: lines() })}
      />
    </pre>
  );
}

export default memo(CodeBlockContent);
