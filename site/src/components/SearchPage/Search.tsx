import React, { useLayoutEffect, useRef } from 'react';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import { useHistory, useLocation } from '@docusaurus/router';
import { usePluralForm } from '@docusaurus/theme-common';
import { search } from '@site/src/data/search';
import { defaultSectionLabel } from '@site/src/plugins/local-search/client/labels';
import NoResults from './NoResults';
import { useLocalSearch } from './useLocalSearch';
import { useSearchInsights } from './useSearchInsights';
import styles from './styles.module.css';

const html = (value: string) => ({ __html: value });

// The search's own component: its states (loading, then each batch of results)
// re-render the form and the results, not the navbar and footer around them.
export default function Search({ bundleUrl }: { bundleUrl: string }): React.JSX.Element {
  const location = useLocation();
  const history = useHistory();
  const { selectMessage } = usePluralForm();
  const query = new URLSearchParams(location.search).get('q') ?? '';
  const { status, total, docs, suggestions, more } = useLocalSearch(bundleUrl, query, defaultSectionLabel());
  const resultList = useRef<HTMLUListElement>(null);
  useSearchInsights(resultList, query, status === 'done', total);
  // Hydration keeps the attributes the server wrote, and the server wrote the list
  // idle: on /search?q=… it stayed unmarked until the results came. Marked at
  // once, prefetches (src/plugins/prefetch-when-idle) and screen readers know.
  const busy = status === 'loading';
  useLayoutEffect(() => {
    resultList.current?.setAttribute('aria-busy', String(busy));
  }, [busy]);
  const setQuery = (value: string) => history.replace({ search: new URLSearchParams({ q: value }).toString() });

  return (
    <>
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
        {status === 'done' &&
          total > 0 &&
          selectMessage(
            total,
            translate(
              { id: 'theme.SearchPage.documentsFound.plurals', message: 'One document found|{count} documents found' },
              { count: total },
            ),
          )}
        {status === 'done' && total === 0 && (
          <NoResults query={query} suggestions={suggestions} onSuggestion={setQuery} />
        )}
      </div>
      {status === 'error' && (
        <div role="alert" className={styles.notice}>
          <p className={styles.noticeTitle}>
            <Translate id="theme.SearchModal.errorScreen.titleText">Unable to fetch results</Translate>
          </p>
          <p>
            <Translate id="theme.SearchModal.errorScreen.helpText">
              You might want to check your network connection.
            </Translate>
          </p>
        </div>
      )}
      <ul ref={resultList} className={styles.results} aria-busy={busy}>
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
                      <span
                        dangerouslySetInnerHTML={html(
                          hit._highlightResult.hierarchy[hit.hierarchy.lvl3 ? 'lvl3' : 'lvl2'].value,
                        )}
                      />
                    </Link>
                    {hit._snippetResult.content && (
                      <span dangerouslySetInnerHTML={html(` — ${hit._snippetResult.content.value}`)} />
                    )}
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
    </>
  );
}
