import React, { Suspense, lazy, useState } from 'react';
import { translate } from '@docusaurus/Translate';

// The builder, its samples and its chart load when a reader opens it: the
// guide's first load holds only this button.
const Builder = lazy(() => import('./Builder'));

/** The report builder of the Query API guide (issue #28), behind one button. */
export default function ReportBuilder(): React.JSX.Element {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button
        type="button"
        className="button button--primary"
        aria-expanded={open}
        aria-controls="report-builder"
        onClick={() => setOpen(!open)}
      >
        {open
          ? translate({ id: 'reportBuilder.close', message: 'Close the report builder' })
          : translate({ id: 'reportBuilder.open', message: 'Open the report builder' })}
      </button>
      <div id="report-builder">
        {open && (
          <Suspense fallback={<p>{translate({ id: 'openapi.tryIt.loading', message: 'Loading…' })}</p>}>
            <Builder />
          </Suspense>
        )}
      </div>
    </div>
  );
}
