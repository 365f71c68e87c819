import React from 'react';
import Translate from '@docusaurus/Translate';
import { missingResultsUrl } from '@site/src/data/search';
import styles from './styles.module.css';

// REQ-SEARCH-9: the no-result message, with sections to try and a way to report the gap.
export default function NoResults({
  query,
  suggestions,
  onSuggestion,
}: {
  query: string;
  suggestions: string[];
  onSuggestion: (query: string) => void;
}): React.JSX.Element {
  return (
    <div className={styles.notice}>
      <p className={styles.noticeTitle}>
        {/* The quotes around the query are the locale's own (「」, « »), so they are part of the message. */}
        <Translate
          id="search.noResults.query"
          description="The search page's no-result message; {query} is the query, in the locale's quotation marks"
          values={{ query: <strong>{query}</strong> }}
        >
          {'No results for “{query}”'}
        </Translate>
      </p>
      {suggestions.length > 0 && (
        <p>
          <Translate id="theme.SearchModal.noResultsScreen.suggestedQueryText">Try searching for</Translate>{' '}
          {suggestions.map((suggestion) => (
            <button
              key={suggestion}
              type="button"
              className={styles.suggestion}
              onClick={() => onSuggestion(suggestion.toLowerCase())}
            >
              {suggestion}
            </button>
          ))}
        </p>
      )}
      <p>
        <Translate id="theme.SearchModal.noResultsScreen.reportMissingResultsText">
          Believe this query should return results?
        </Translate>{' '}
        <a href={missingResultsUrl(query)} target="_blank" rel="noopener noreferrer">
          <Translate id="theme.SearchModal.noResultsScreen.reportMissingResultsLinkText">Let us know.</Translate>
        </a>
      </p>
    </div>
  );
}
