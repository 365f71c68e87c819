import React from 'react';
import Footer from '@theme-original/BlogPostItem/Footer';
import type FooterType from '@theme/BlogPostItem/Footer';
import type { WrapperProps } from '@docusaurus/types';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import Feedback from '@site/src/components/Feedback';

type Props = WrapperProps<typeof FooterType>;

// Why: a release note's own page ends with "Was this page helpful?" (issue #31); the lists of posts do not.
export default function FooterWrapper(props: Props): React.JSX.Element {
  const { isBlogPostPage } = useBlogPost();
  return (
    <>
      <Footer {...props} />
      {isBlogPostPage && <Feedback />}
    </>
  );
}
