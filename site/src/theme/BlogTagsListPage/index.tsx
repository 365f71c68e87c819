import React from 'react';
import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type BlogTagsListPageType from '@theme/BlogTagsListPage';
import type { WrapperProps } from '@docusaurus/types';
import Head from '@docusaurus/Head';
import { translate } from '@docusaurus/Translate';

type Props = WrapperProps<typeof BlogTagsListPageType>;

// Why: the theme's tags page carries no description, which search results and link previews show.
export default function BlogTagsListPageWrapper(props: Props): React.JSX.Element {
  const description = translate({
    id: 'releaseNotes.tags.description',
    message: 'Release notes by product: the SDKs, the APIs, Acme Ads and Acme Ecommerce.',
  });
  return (
    <>
      <Head>
        <meta name="description" content={description} />
        <meta property="og:description" content={description} />
      </Head>
      <BlogTagsListPage {...props} />
    </>
  );
}
