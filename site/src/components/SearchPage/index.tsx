import React from 'react';
import Layout from '@theme/Layout';
import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useGlobalData from '@docusaurus/useGlobalData';
import { brand } from '@site/src/data/brand';
import { localSearchPluginName, type LocalSearchData } from '@site/src/plugins/local-search/data';
import Search from './Search';
import styles from './styles.module.css';

// The /search page (REQ-ROUTES-20, REQ-SEARCH-10) when search is local: the query is the URL-encoded
// `q` parameter, results come from this locale's Pagefind index.
export default function SearchPage(): React.JSX.Element {
  const { siteConfig } = useDocusaurusContext();
  const { bundlePath } = useGlobalData()[localSearchPluginName]!.default as LocalSearchData;
  const bundleUrl = `${siteConfig.baseUrl}${bundlePath}`;
  const title = translate({ id: 'search.page.title', message: 'Search the documentation' });

  return (
    <Layout
      title={title}
      description={translate(
        { id: 'search.page.description', message: 'Search every page of the {site}.' },
        { site: brand.siteTitle },
      )}
    >
      <main className={`container margin-vert--lg ${styles.page}`}>
        <h1>{title}</h1>
        <Search bundleUrl={bundleUrl} />
      </main>
    </Layout>
  );
}
