import React from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc, useSidebarBreadcrumbs } from '@docusaurus/plugin-content-docs/client';
import { defaultSectionLabel } from '@site/src/plugins/local-search/client/labels';
import OutdatedTranslation from '@site/src/components/OutdatedTranslation';
import PageActions from '@site/src/components/PageActions';

type Props = WrapperProps<typeof ContentType>;

// Why: the search index reads only the article (never navbar, sidebar, TOC or
// footer), with the page title as lvl1 and the top sidebar category as lvl0.
export default function ContentWrapper(props: Props): React.JSX.Element {
  const { metadata } = useDoc();
  const category = useSidebarBreadcrumbs()?.[0];
  const section = category?.type === 'category' ? category.label : undefined;
  // Unlisted pages stay out of search, as they stay out of sitemaps.
  if (metadata.unlisted) return <Content {...props} />;
  // An empty image: Pagefind would take the page's first image, and it searches
  // its metadata (an inline image's data: URI would match almost any query).
  // Translations that lag behind English say so above the article, outside the index.
  return (
    <>
      <PageActions />
      <OutdatedTranslation source={metadata.source} />
      <div
        data-pagefind-body=""
        data-pagefind-meta="title[data-title], lvl0[data-lvl0], image[data-image], image_alt[data-image]"
        data-pagefind-filter="section[data-lvl0]"
        data-title={metadata.title}
        data-lvl0={section ?? defaultSectionLabel()}
        data-image=""
      >
        <Content {...props} />
      </div>
    </>
  );
}
