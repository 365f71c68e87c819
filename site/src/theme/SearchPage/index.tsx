import React, { lazy, Suspense } from 'react';
import useGlobalData from '@docusaurus/useGlobalData';
import LocalSearchPage from '@site/src/components/SearchPage';
import { localSearchPluginName } from '@site/src/plugins/local-search/data';

// Why: without an Algolia index /search answers from the local Pagefind index;
// with one, it is the theme's own page, loaded only then.
const HostedSearchPage = lazy(() => import('@theme-original/SearchPage'));

export default function SearchPage(): React.JSX.Element {
  const local = useGlobalData()[localSearchPluginName]?.default;
  if (local) return <LocalSearchPage />;
  return (
    <Suspense fallback={null}>
      <HostedSearchPage />
    </Suspense>
  );
}
