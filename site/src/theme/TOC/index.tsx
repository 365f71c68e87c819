import React from 'react';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type { WrapperProps } from '@docusaurus/types';
import { translate } from '@docusaurus/Translate';
import styles from './styles.module.css';

type Props = WrapperProps<typeof TOCType>;

// Why: on blog posts and the API pages the table of contents sits in a column
// outside <main>; a named navigation landmark keeps it reachable and axe-clean (region).
export default function TOCWrapper(props: Props): React.JSX.Element {
  return (
    <nav
      className={styles.toc}
      aria-label={translate({ id: 'theme.TOCCollapsible.toggleButtonLabel', message: 'On this page' })}
    >
      <TOC {...props} />
    </nav>
  );
}
