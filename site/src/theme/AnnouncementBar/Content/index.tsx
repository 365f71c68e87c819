import React from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import clsx from 'clsx';
import type { Props } from '@theme/AnnouncementBar/Content';
import styles from './styles.module.css';

// Why: the config's announcement is a raw HTML string that cannot be
// translated; this renders the same bar with a translated text and a locale-aware link.
export default function AnnouncementBarContent(props: Props): React.JSX.Element {
  return (
    <div {...props} className={clsx(styles.content, props.className)}>
      <Translate
        id="announcementBar.queryApi"
        values={{
          link: (
            <Link to="/developers/api-reference/reporting/query-api">
              <Translate id="announcementBar.queryApi.link">Query API</Translate>
            </Link>
          ),
        }}
      >
        {'New: read campaign and transaction reports with the {link}, and try every call against its sandbox.'}
      </Translate>
    </div>
  );
}
