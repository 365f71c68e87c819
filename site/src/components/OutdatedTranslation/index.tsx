import React, { lazy, Suspense } from 'react';
import { usePluginData } from '@docusaurus/useGlobalData';
import { useAlternatePageUtils } from '@docusaurus/theme-common/internal';
import type { TranslationStatusData } from '@site/src/plugins/translation-status';
import type { TranslationGap } from './Notice';

const translatedSource = /\/i18n\/[^/]+\/docusaurus-plugin-content-docs\/current\/(.+)$/;
// Loaded by the few pages that show it: with it comes the theme's Admonition,
// which would otherwise be part of every doc page's first load.
const Notice = lazy(() => import('./Notice'));

/** The notice for a page of a translated locale that is not (all) in its language, linking to English. */
export function TranslationNotice({ gap }: { gap: TranslationGap }): React.JSX.Element {
  const { createUrl } = useAlternatePageUtils();
  return (
    <Suspense fallback={null}>
      <Notice englishUrl={createUrl({ locale: 'en', fullyQualified: false })} gap={gap} />
    </Suspense>
  );
}

/** Tells the reader of a translated page whose English source has changed since, with a link to English. */
export default function OutdatedTranslation({ source }: { source: string }): React.JSX.Element | null {
  const { outdated } = usePluginData('acme-translation-status') as TranslationStatusData;
  const page = translatedSource.exec(source)?.[1];
  if (!page || !outdated.includes(page)) return null;
  return <TranslationNotice gap="outdated" />;
}
