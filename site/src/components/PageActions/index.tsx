import React, { useState } from 'react';
import { useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { translate } from '@docusaurus/Translate';
import { twinPathOf } from '@site/src/plugins/markdown-twins/paths';
import styles from './styles.module.css';

// The page-actions menu of doc and API pages (issue #27): copy the page's
// Markdown twin, view it, or open it in an assistant. A native <details>
// disclosure of plain links: it opens and closes without JavaScript, by
// keyboard too, and the assistants' links carry only the twin's URL, so
// nothing leaves the page until the reader clicks. The copy's code loads on
// first use (./copy), keeping every page's first load as it was.

type CopyState = 'idle' | 'copied' | 'failed';

const assistants = [
  { name: 'ChatGPT', url: (prompt: string) => `https://chatgpt.com/?q=${encodeURIComponent(prompt)}` },
  { name: 'Claude', url: (prompt: string) => `https://claude.ai/new?q=${encodeURIComponent(prompt)}` },
] as const;

export default function PageActions(): React.JSX.Element {
  const { pathname } = useLocation();
  const { siteConfig } = useDocusaurusContext();
  const [copy, setCopy] = useState<CopyState>('idle');
  const twinPath = twinPathOf(pathname);
  const twinUrl = `${siteConfig.url.replace(/\/$/, '')}${twinPath}`;
  const prompt = translate(
    {
      id: 'pageActions.prompt',
      message: 'Read {url} so that I can ask you questions about it.',
      description: 'The prompt the page-actions menu opens an assistant with; {url} is the page as Markdown',
    },
    { url: twinUrl },
  );
  const onCopy = async () => {
    const { copyTwin } = await import('./copy');
    setCopy((await copyTwin(twinPath)) ? 'copied' : 'failed');
  };
  return (
    // A <details> is interactive (its summary is its button); the rule knows only ARIA roles.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <details
      className={styles.menu}
      onKeyDown={(event) => {
        // Escape closes the menu and gives the focus back to its button.
        if (event.key !== 'Escape' || !event.currentTarget.open) return;
        event.currentTarget.open = false;
        event.currentTarget.querySelector('summary')?.focus();
      }}
    >
      <summary className={styles.button}>
        {translate({ id: 'pageActions.button', message: 'Page actions', description: 'The page-actions menu button' })}
      </summary>
      <ul className={styles.items}>
        <li>
          <button type="button" className={styles.item} onClick={() => void onCopy()}>
            {translate({ id: 'pageActions.copy', message: 'Copy page as Markdown' })}
          </button>
          <span role="status" className={styles.status}>
            {copy === 'copied'
              ? translate({ id: 'pageActions.copied', message: 'Copied' })
              : copy === 'failed'
                ? translate({ id: 'pageActions.copyFailed', message: 'Could not copy: use View as Markdown' })
                : ''}
          </span>
        </li>
        <li>
          <a className={styles.item} href={twinPath} type="text/markdown">
            {translate({ id: 'pageActions.view', message: 'View as Markdown' })}
          </a>
        </li>
        {assistants.map(({ name, url }) => (
          <li key={name}>
            <a className={styles.item} href={url(prompt)} target="_blank" rel="noopener noreferrer">
              {translate(
                { id: 'pageActions.openIn', message: 'Open in {assistant}', description: 'An AI assistant by name' },
                { assistant: name },
              )}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
