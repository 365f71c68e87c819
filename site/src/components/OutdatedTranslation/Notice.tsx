import React from 'react';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import Admonition from '@theme/Admonition';

/** The notice itself, with a link to the English page at `englishUrl`. */
export default function OutdatedTranslationNotice({ englishUrl }: { englishUrl: string }): React.JSX.Element {
  return (
    <div data-pagefind-ignore="all" data-translation-outdated="">
      <Admonition
        type="warning"
        title={translate({ id: 'translation.outdated.title', message: 'Outdated translation' })}
      >
        <Translate id="translation.outdated.notice">This translation may be out of date.</Translate>{' '}
        {/* `englishUrl` already has the English base URL: without autoAddBaseUrl={false},
            Link would prefix this page's own (/ja/), and link to the page itself. */}
        <Link to={`pathname://${englishUrl}`} autoAddBaseUrl={false} hrefLang="en" target="_self">
          <Translate id="translation.outdated.link">Read the English version.</Translate>
        </Link>
      </Admonition>
    </div>
  );
}
