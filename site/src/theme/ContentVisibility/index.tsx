import React, { lazy, Suspense } from 'react';
import type { Props } from '@theme/ContentVisibility';

// Why: its banners (and with them the theme's Admonition, 2 KB gzipped) show
// only on unlisted and draft pages; the theme's component is loaded there
// alone, instead of on every doc page. Same test as the theme's.
const Banners = lazy(() => import('@theme-original/ContentVisibility'));

export default function ContentVisibilityWrapper({ metadata }: Props): React.JSX.Element | null {
  const { unlisted, frontMatter } = metadata;
  return unlisted || frontMatter.unlisted || frontMatter.draft ? (
    <Suspense fallback={null}>
      <Banners metadata={metadata} />
    </Suspense>
  ) : null;
}
