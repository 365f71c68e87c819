import React from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import { useHistory, useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useGlobalData from '@docusaurus/useGlobalData';
import { usePluralForm } from '@docusaurus/theme-common';
import { brand } from '@site/src/data/brand';
import { search } from '@site/src/data/search';
import { localSearchPluginName, type LocalSearchData } from '@site/src/plugins/local-search/data';
import { defaultSectionLabel } from '@site/src/plugins/local-search/client/labels';
import NoResults from './NoResults';
import { useLocalSearch } from './useLocalSearch';
import styles from './styles.module.css';

const html = (value: string) => ({ __html: value });

// The /search page (spec §2) when search is local: the query is the URL-encoded
// `q` parameter, results come from this locale's Pagefind index.
export default function SearchPage(): React.JSX.Element {
  const { siteConfig } = useDocusaurusContext();
  const { bundlePath } = useGlobalData()[localSearchPluginName]!.default as LocalSearchData;
  const location = useLocation();
  const history = useHistory();
  const { selectMessage } = usePluralForm();
  const query = new URLSearchParams(location.search).get('q') ?? '';
  const bundleUrl = `${siteConfig.baseUrl}${bundlePath}`;
  const { status, total, docs, suggestions, more } = useLocalSearch(bundleUrl, query, defaultSectionLabel());
  const title = translate({ id: 'search.page.title', message: 'Search the documentation' });
  const setQuery = (value: string) => history.replace({ search: new URLSearchParams({ q: value }).toString() });

  return (
    <Layout title={title} description={translate({ id: 'search.page.description', message: 'Search every page of the {site}.' }, { site: brand.siteTitle })}>
      <Head>
        {/* Fetched with the page's own scripts, not after they have run: the results come sooner. */}
        <link rel="modulepreload" href={`${bundleUrl}pagefind.js`} />
      </Head>
      <main className={`container margin-vert--lg ${styles.page}`}>
        <h1>{title}</h1>
        <input
          type="search"
          className={styles.input}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          maxLength={search.maxQueryLength}
          aria-label={translate({ id: 'theme.SearchModal.searchBox.searchInputLabel', message: 'Search' })}
          placeholder={translate({ id: 'theme.SearchModal.searchBox.placeholderText', message: 'Search docs' })}
        />
        <div role="status" className={styles.status}>
          {status === 'done' && total > 0 &&
            selectMessage(total, translate({ id: 'theme.SearchPage.documentsFound.plurals', message: 'One document found|{count} documents found' }, { count: total }))}
          {status === 'done' && total === 0 && <NoResults query={query} suggestions={suggestions} onSuggestion={setQuery} />}
        </div>
        {status === 'error' && (
          <div role="alert" className={styles.notice}>
            <p className={styles.noticeTitle}>
              <Translate id="theme.SearchModal.errorScreen.titleText">Unable to fetch results</Translate>
            </p>
            <p>
              <Translate id="theme.SearchModal.errorScreen.helpText">You might want to check your network connection.</Translate>
            </p>
          </div>
        )}
        <ul className={styles.results} aria-busy={status === 'loading'}>
          {docs.map(([page, ...sections]) => (
            <li key={page!.url}>
              <div className={styles.section}>{page!.hierarchy.lvl0}</div>
              <Link to={page!.url} className={styles.title}>
                <span dangerouslySetInnerHTML={html(page!._highlightResult.hierarchy.lvl1.value)} />
              </Link>
              {page!._snippetResult.content && <p dangerouslySetInnerHTML={html(page!._snippetResult.content.value)} />}
              {sections.length > 0 && (
                <ul className={styles.sections}>
                  {sections.map((hit) => (
                    <li key={hit.url}>
                      <Link to={hit.url}>
                        <span dangerouslySetInnerHTML={html(hit._highlightResult.hierarchy[hit.hierarchy.lvl3 ? 'lvl3' : 'lvl2'].value)} />
                      </Link>
                      {hit._snippetResult.content && <span dangerouslySetInnerHTML={html(` — ${hit._snippetResult.content.value}`)} />}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
        {/* Not before the first results: shown above them, it would then be pushed down (a layout shift). */}
        {docs.length > 0 && docs.length < total && (
          <button type="button" className="button button--secondary" disabled={status === 'loading'} onClick={more}>
            <Translate id="search.page.more">More results</Translate>
          </button>
        )}
      </main>
    </Layout>
  );
}
