import React, { useState } from 'react';
import { useHistory } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { translate } from '@docusaurus/Translate';
import styles from './styles.module.css';

// Why: no search theme is configured yet, so the navbar search box sends the
// query to this locale's /search page. The search issue replaces it with DocSearch.
export default function SearchBar(): React.JSX.Element {
  const { siteConfig } = useDocusaurusContext();
  const history = useHistory();
  const [query, setQuery] = useState('');
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    history.push(`${siteConfig.baseUrl}search?q=${encodeURIComponent(query.trim())}`);
  };
  return (
    <form role="search" className={styles.form} onSubmit={onSubmit}>
      <input
        type="search"
        className={styles.input}
        value={query}
        maxLength={64}
        onChange={(event) => setQuery(event.target.value)}
        aria-label={translate({ id: 'theme.SearchBar.label', message: 'Search' })}
        placeholder={translate({ id: 'theme.SearchBar.placeholder', message: 'Search docs' })}
      />
    </form>
  );
}
