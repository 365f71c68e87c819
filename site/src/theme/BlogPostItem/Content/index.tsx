import React from 'react';
import Content from '@theme-original/BlogPostItem/Content';
import type ContentType from '@theme/BlogPostItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { usePluginData } from '@docusaurus/useGlobalData';
import type { TranslationStatusData } from '@site/src/plugins/translation-status';
import { TranslationNotice } from '@site/src/components/OutdatedTranslation';
import type { TranslationGap } from '@site/src/components/OutdatedTranslation/Notice';

type Props = WrapperProps<typeof ContentType>;

const translatedPost = /\/i18n\/[^/]+\/docusaurus-plugin-content-blog-release-notes\/(.+)$/;

// Why: a release note of a translated locale tells its reader when it is not
// (all) in their language. Docusaurus shows the English post until one is
// translated; a translation whose English changed since is outdated; a
// generated SDK post with changes not translated yet says `translation: partial`
// in its front matter (src/plugins/release-notes). On the post's page only,
// not in the lists.
export default function ContentWrapper(props: Props): React.JSX.Element {
  const { metadata, isBlogPostPage } = useBlogPost();
  const { currentLocale, defaultLocale } = useDocusaurusContext().i18n;
  const { outdatedPosts } = usePluginData('acme-translation-status') as TranslationStatusData;
  let gap: TranslationGap | undefined;
  if (isBlogPostPage && currentLocale !== defaultLocale) {
    const translated = translatedPost.exec(metadata.source)?.[1];
    if (!translated) gap = 'untranslated';
    else if ((metadata.frontMatter as { translation?: string }).translation === 'partial') gap = 'partial';
    else if (outdatedPosts.includes(translated)) gap = 'outdated';
  }
  return (
    <>
      {gap && <TranslationNotice gap={gap} />}
      <Content {...props} />
    </>
  );
}
