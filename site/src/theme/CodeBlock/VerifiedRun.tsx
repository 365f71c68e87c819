import React, { useState } from 'react';
import { translate } from '@docusaurus/Translate';
import useRenderedByHydration from '@site/src/hooks/useRenderedByHydration';
import styles from './styles.module.css';

export interface VerifiedRunProps {
  /** The statuses its Query API calls answered when `npm test` ran the sample against the sandbox. */
  verifiedStatus?: string;
  /**
   * The recorded answers (src/plugins/verified-samples): their text, escaped, in
   * the server's render, which writes it into the HTML; the file's URL in the
   * browser, fetched only when a reader opens the block on a page reached
   * without server HTML. The page's script carries neither.
   */
  verifiedRun?: string;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** "Ran against the sandbox: 200" under a Query API sample, with the recorded answer behind it. */
export default function VerifiedRun({ verifiedStatus, verifiedRun }: VerifiedRunProps): React.JSX.Element | null {
  const byHydration = useRenderedByHydration();
  const [html, setHtml] = useState(() => (typeof window === 'undefined' ? escape(verifiedRun ?? '') : ''));
  if (!verifiedStatus || !verifiedRun) return null;
  const load = (event: React.SyntheticEvent<HTMLDetailsElement>) => {
    if (byHydration || html || !event.currentTarget.open) return;
    fetch(verifiedRun)
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(`HTTP ${response.status}`))))
      .then((text) => setHtml(escape(text)))
      .catch(() =>
        setHtml(
          escape(translate({ id: 'verifiedRun.loadFailed', message: 'The recorded answer could not be loaded.' })),
        ),
      );
  };
  return (
    <details className={styles.verifiedRun} onToggle={load} data-verified-status={verifiedStatus}>
      <summary>
        {translate(
          { id: 'verifiedRun.mark', message: 'Ran against the sandbox: {status}' },
          { status: verifiedStatus },
        )}
      </summary>
      <pre className={styles.verifiedAnswer} tabIndex={0}>
        <code dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />
      </pre>
    </details>
  );
}
