import React from 'react';
import BlogPostItems from '@theme-original/BlogPostItems';
import type BlogPostItemsType from '@theme/BlogPostItems';
import type { WrapperProps } from '@docusaurus/types';
import Heading from '@theme/Heading';
import Translate, { translate } from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useLocation } from '@docusaurus/router';
import { releaseNotes } from '@site/src/data/release-notes';
import styles from './styles.module.css';

type Props = WrapperProps<typeof BlogPostItemsType>;

// Why: the blog's list pages have no h1; the release notes get their title and feed links above the posts.
// (Plain <a>: the feeds are files, not routes the router knows.)
export default function BlogPostItemsWrapper(props: Props): React.JSX.Element {
  const blogBasePath = useBaseUrl(`/${releaseNotes.routeBasePath}`);
  const blogTitle = translate({ id: 'releaseNotes.title', message: releaseNotes.title });
  const path = useLocation().pathname.replace(/\/$/, '');
  const isListPage = path === blogBasePath || path.startsWith(`${blogBasePath}/page/`);
  return (
    <>
      {isListPage && (
        <header className="margin-bottom--lg">
          <Heading as="h1">{blogTitle}</Heading>
          <p className={styles.feeds}>
            <Translate
              id="releaseNotes.feeds"
              values={{
                rss: <a href={`${blogBasePath}/rss.xml`}>RSS</a>,
                atom: <a href={`${blogBasePath}/atom.xml`}>Atom</a>,
              }}
            >
              {'Follow them with the {rss} or {atom} feed.'}
            </Translate>
          </p>
        </header>
      )}
      <BlogPostItems {...props} />
    </>
  );
}
