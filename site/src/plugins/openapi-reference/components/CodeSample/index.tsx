import React from 'react';
import styles from './styles.module.css';

// Examples, answers and snippets are shown as plain text: REQ-SHELL-18 has the API
// pages skip the syntax highlighter, and the text stays exactly what is sent.
export default function CodeSample({ title, children }: { title?: string; children: string }): React.JSX.Element {
  return (
    <figure className={styles.sample}>
      {title && <figcaption className={styles.title}>{title}</figcaption>}
      <pre className={styles.pre} tabIndex={0}>
        <code>{children}</code>
      </pre>
    </figure>
  );
}
