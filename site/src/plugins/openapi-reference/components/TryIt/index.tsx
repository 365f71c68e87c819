import React, { Suspense, lazy, useState } from 'react';
import { translate } from '@docusaurus/Translate';
import type { ApiOperation } from '../../types';
import styles from './styles.module.css';

// The panel, and the snippet library it uses, load when a reader opens one.
const Panel = lazy(() => import('./Panel'));

/** The "Try it" button of an operation; its panel is interactive only in the browser. */
export default function TryIt({ operation }: { operation: ApiOperation }): React.JSX.Element {
  const [open, setOpen] = useState(false);
  const panelId = `try-${operation.id}`;
  return (
    <div className={styles.tryIt}>
      <button
        type="button"
        className="button button--primary button--sm"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {open
          ? translate({ id: 'openapi.tryIt.close', message: 'Close' })
          : translate({ id: 'openapi.tryIt.open', message: 'Try it' })}
      </button>
      <div id={panelId}>
        {open && (
          <Suspense fallback={<p>{translate({ id: 'openapi.tryIt.loading', message: 'Loading…' })}</p>}>
            <Panel operation={operation} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
