import React from 'react';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import Admonition from '@theme/Admonition';
import { usePluginData } from '@docusaurus/useGlobalData';
import { useAlternatePageUtils } from '@docusaurus/theme-common/internal';
import type { TranslationStatusData } from '@site/src/plugins/translation-status';

const translatedSource = /\/i18n\/[^/]+\/docusaurus-plugin-content-docs\/current\/(.+)$/;

/** Tells the reader of a translated page whose English source has changed since, with a link to English. */
export default function OutdatedTranslation({ source }: { source: string }): React.JSX.Element | null {
  const { outdated } = usePluginData('acme-translation-status') as TranslationStatusData;
  const { createUrl } = useAlternatePageUtils();
  const page = translatedSource.exec(source)?.[1];
  if (!page || !outdated.includes(page)) return null;
  return (
    <div data-pagefind-ignore="all" data-translation-outdated="">
      <Admonition type="warning" title={translate({ id: 'translation.outdated.title', message: 'Outdated translation' })}>
        <Translate id="translation.outdated.notice">This translation may be out of date.</Translate>{' '}
        <Link to={`pathname://${createUrl({ locale: 'en', fullyQualified: false })}`} hrefLang="en" target="_self">
          <Translate id="translation.outdated.link">Read the English version.</Translate>
        </Link>
      </Admonition>
    </div>
  );
}
