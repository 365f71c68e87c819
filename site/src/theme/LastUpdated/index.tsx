import React from 'react';
import { ThemeClassNames } from '@docusaurus/theme-common';
import LastUpdated from '@theme-original/LastUpdated';
import type { Props } from '@theme/LastUpdated';
import useRenderedByHydration from '@site/src/hooks/useRenderedByHydration';

// Why: the theme formats the date with a new Intl.DateTimeFormat, and the first
// one a page creates loads the locale's calendar data: 30 ms on this machine,
// 135 ms at a phone's speed, in the middle of hydration. The server's render
// already wrote the date, so hydration keeps that text; the theme's component
// renders it on the server and when a link inside the site opens the page.
export default function LastUpdatedWrapper(props: Props): React.JSX.Element {
  if (useRenderedByHydration()) {
    return (
      <span
        className={ThemeClassNames.common.lastUpdated}
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
      />
    );
  }
  return <LastUpdated {...props} />;
}
