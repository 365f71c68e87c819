import React from 'react';
import { reporting } from '@site/src/data/facts/reporting';
import { useFactFormat } from './format';

// When reporting has its figures, from site/src/data/facts/reporting.ts:
// `data` how soon events appear ("3 hours"), `settle` when a day's figures are final ("7 days").
export function ReportingDelay({ of }: { of: 'data' | 'settle' }): React.JSX.Element {
  const { period } = useFactFormat();
  return (
    <>
      {of === 'data'
        ? period({ amount: reporting.dataDelayHours, unit: 'hours' })
        : period({ amount: reporting.settleDays, unit: 'days' })}
    </>
  );
}
