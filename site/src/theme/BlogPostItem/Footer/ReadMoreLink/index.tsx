import React from 'react';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import type { Props } from '@theme/BlogPostItem/Footer/ReadMoreLink';

// Why: the theme's link reads "Read more" on every post of the list. Its
// aria-label names the post, but crawlers and Lighthouse's link-text audit read
// the link's text, so the post's title is in the text too, for them and for
// screen readers, while sighted readers see the short label under each post.
export default function BlogPostItemFooterReadMoreLink({ blogPostTitle, ...linkProps }: Props): React.JSX.Element {
  return (
    <Link
      aria-label={translate(
        { id: 'theme.blog.post.readMoreLabel', message: 'Read more about {title}' },
        { title: blogPostTitle },
      )}
      {...linkProps}
    >
      <b>
        <Translate id="theme.blog.post.readMore">Read more</Translate>
      </b>
      <span className="sr-only">: {blogPostTitle}</span>
    </Link>
  );
}
