import React from 'react';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import Admonition from '@theme/Admonition';

/**
 * Why a page of a translated locale is not (all) in its language:
 * `outdated`, its English source changed since it was translated;
 * `untranslated`, it has no translation yet and is shown in English;
 * `partial`, parts of it are still in English (a new SDK release, new API texts).
 */
export type TranslationGap = 'outdated' | 'untranslated' | 'partial';

const titles: Record<TranslationGap, () => string> = {
  outdated: () => translate({ id: 'translation.outdated.title', message: 'Outdated translation' }),
  untranslated: () => translate({ id: 'translation.untranslated.title', message: 'Not translated yet' }),
  partial: () => translate({ id: 'translation.partial.title', message: 'Partly translated' }),
};

const texts: Record<TranslationGap, React.JSX.Element> = {
  outdated: <Translate id="translation.outdated.notice">This translation may be out of date.</Translate>,
  untranslated: (
    <Translate id="translation.untranslated.notice">
      This page has no translation yet: it is shown in English until it is translated.
    </Translate>
  ),
  partial: (
    <Translate id="translation.partial.notice">
      Parts of this page are shown in English until their translation is ready.
    </Translate>
  ),
};

/** The notice itself; for an outdated translation, with a link to the English page at `englishUrl`. */
export default function OutdatedTranslationNotice({
  englishUrl,
  gap = 'outdated',
}: {
  englishUrl: string;
  gap?: TranslationGap;
}): React.JSX.Element {
  return (
    <div data-pagefind-ignore="all" data-translation-outdated="" data-translation-gap={gap}>
      <Admonition type={gap === 'outdated' ? 'warning' : 'info'} title={titles[gap]()}>
        {texts[gap]}
        {gap === 'outdated' && (
          <>
            {' '}
            {/* `englishUrl` already has the English base URL: without autoAddBaseUrl={false},
                Link would prefix this page's own (/ja/), and link to the page itself. */}
            <Link to={`pathname://${englishUrl}`} autoAddBaseUrl={false} hrefLang="en" target="_self">
              <Translate id="translation.outdated.link">Read the English version.</Translate>
            </Link>
          </>
        )}
      </Admonition>
    </div>
  );
}
