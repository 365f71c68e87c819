import React, { lazy, Suspense } from 'react';
import { usePluginData } from '@docusaurus/useGlobalData';
import { useAlternatePageUtils } from '@docusaurus/theme-common/internal';
import type { TranslationStatusData } from '@site/src/plugins/translation-status';

const translatedSource = /\/i18n\/[^/]+\/docusaurus-plugin-content-docs\/current\/(.+)$/;
// Loaded by the few pages that show it: with it comes the theme's Admonition,
// which would otherwise be part of every doc page's first load.
const Notice = lazy(() => import('./Notice'));

/** Tells the reader of a translated page whose English source has changed since, with a link to English. */
export default function OutdatedTranslation({ source }: { source: string }): React.JSX.Element | null {
  const { outdated } = usePluginData('acme-translation-status') as TranslationStatusData;
  const { createUrl } = useAlternatePageUtils();
  const page = translatedSource.exec(source)?.[1];
  if (!page || !outdated.includes(page)) return null;
  return (
    <Suspense fallback={null}>
      <Notice englishUrl={createUrl({ locale: 'en', fullyQualified: false })} />
    </Suspense>
  );
}
