import React, { lazy, Suspense } from 'react';
import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import type { Props } from '@theme/DocVersionBanner';

// Why: the banner shows only on a docs version other than the latest, and the
// site has one version; the theme's component (0.6 KB gzipped) is loaded only
// where there is a banner to show, instead of on every doc page.
const Banner = lazy(() => import('@theme-original/DocVersionBanner'));

export default function DocVersionBannerWrapper(props: Props): React.JSX.Element | null {
  return useDocsVersion().banner ? (
    <Suspense fallback={null}>
      <Banner {...props} />
    </Suspense>
  ) : null;
}
