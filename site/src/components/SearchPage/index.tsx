import React, { useMemo } from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import { useHistory, useLocation } from '@docusaurus/router';
import { brand } from '@site/src/data/brand';
import { searchEntries, type SearchEntry } from './match';
import styles from './styles.module.css';

// The /search page (spec §2): the query lives in the URL-encoded `q` parameter.
export default function SearchPage({ entries }: { entries: SearchEntry[] }): React.JSX.Element {
  const location = useLocation();
  const history = useHistory();
  const query = new URLSearchParams(location.search).get('q') ?? '';
  const results = useMemo(() => searchEntries(entries, query), [entries, query]);
  const title = translate({ id: 'search.page.title', message: 'Search the documentation' });

  const onChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const params = new URLSearchParams(location.search);
    params.set('q', event.target.value);
    history.replace({ search: params.toString() });
  };

  return (
    <Layout title={title} description={translate({ id: 'search.page.description', message: 'Find a page of the {site} by its title or summary.' }, { site: brand.siteTitle })}>
      <main className={`container margin-vert--lg ${styles.page}`}>
        <h1>{title}</h1>
        <input
          type="search"
          className={styles.input}
          value={query}
          onChange={onChange}
          maxLength={64}
          aria-label={translate({ id: 'theme.SearchBar.label', message: 'Search' })}
          placeholder={translate({ id: 'theme.SearchBar.placeholder', message: 'Search docs' })}
        />
        {query.trim() !== '' && results.length === 0 && (
          <p role="status">
            <Translate id="search.page.noResults" values={{ query: <b>“{query}”</b> }}>
              {'No results for {query}'}
            </Translate>
          </p>
        )}
        <ul className={styles.results}>
          {results.map((entry) => (
            <li key={entry.path}>
              <Link to={entry.path}>{entry.title}</Link>
              <p>{entry.description}</p>
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}
