import React, { startTransition, useEffect, useMemo, useState } from 'react';
import OriginalSearchBar from '@theme-original/SearchBar';
import translations from '@theme/SearchTranslations';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useGlobalData from '@docusaurus/useGlobalData';
import { missingResultsUrl, search, snippetAttributes } from '@site/src/data/search';
import { localSearchPluginName, type LocalSearchData } from '@site/src/plugins/local-search/data';
import { SearchUnavailableError } from '@site/src/plugins/local-search/client/errors';
import { defaultSectionLabel, noResultsLabel } from '@site/src/plugins/local-search/client/labels';
import { keepTabInSearchModal } from '@site/src/plugins/local-search/client/modal-focus';
import './docsearch-brand.css';

// Why: applies the search constants of docs/requirements.md to the theme's DocSearch modal and,
// when no Algolia index is configured, answers its queries from this locale's
// Pagefind index (the client code loads when the modal first opens).

// The theme's SearchBar hands its props on to DocSearch (its 3.10 types declare none).
const SearchBar = OriginalSearchBar as unknown as React.ComponentType<Record<string, unknown>>;

const smallScreen = `(max-width: ${search.smallScreenMaxWidth}px)`;
/**
 * Shorter snippets on small screens. Not useSyncExternalStore: where the
 * browser's answer differs from the server's (every phone), React re-renders
 * synchronously right after hydration, a long task on a slow phone. The
 * modal opens later anyway, so a transition after hydration is soon enough.
 */
function useSnippetWords(): number {
  const [words, setWords] = useState<number>(search.snippetWords);
  useEffect(() => {
    const query = window.matchMedia(smallScreen);
    const update = () =>
      startTransition(() => setWords(query.matches ? search.snippetWordsSmallScreen : search.snippetWords));
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return words;
}

/** Replaces DocSearch's Algolia client by the local one, loaded on first use. */
function localClientFactory(bundleUrl: string, origin: string) {
  return () => {
    // The modal is open when DocSearch asks for its client: Tab must wrap from the
    // first keystroke, not once the client's chunk has arrived.
    keepTabInSearchModal();
    const client = import('@site/src/plugins/local-search/client')
      .catch((error: unknown) => Promise.reject(new SearchUnavailableError(error)))
      .then(({ createLocalSearchClient }) =>
        createLocalSearchClient(bundleUrl, { defaultLvl0: defaultSectionLabel(), origin }),
      );
    // Start loading the index now, so the first keystroke finds it ready.
    client.then((c) => c.warmUp()).catch(() => undefined);
    return {
      transporter: { algoliaAgent: { value: 'Pagefind', add: () => undefined } },
      addAlgoliaAgent: () => undefined,
      search: async (params: Parameters<Awaited<typeof client>['search']>[0]) => (await client).search(params),
    };
  };
}

export default function SearchBarWrapper(props: Record<string, unknown>): React.JSX.Element {
  const { siteConfig } = useDocusaurusContext();
  const local = useGlobalData()[localSearchPluginName]?.default as LocalSearchData | undefined;
  const snippetWords = useSnippetWords();
  const algolia = siteConfig.themeConfig.algolia as { searchParameters?: Record<string, unknown> };
  const transformSearchClient = useMemo(
    () => (local ? localClientFactory(`${siteConfig.baseUrl}${local.bundlePath}`, siteConfig.url) : undefined),
    [local, siteConfig.baseUrl, siteConfig.url],
  );
  const modal = translations.modal as Record<string, Record<string, string>>;
  return (
    <SearchBar
      {...props}
      maxResultsPerGroup={search.maxHitsPerGroup}
      searchParameters={{
        ...algolia.searchParameters,
        hitsPerPage: search.hitsPerPage,
        attributesToSnippet: snippetAttributes(snippetWords),
        highlightPreTag: search.highlightPreTag,
        highlightPostTag: search.highlightPostTag,
      }}
      getMissingResultsUrl={({ query }: { query: string }) => missingResultsUrl(query)}
      translations={{
        ...translations,
        modal: { ...modal, noResultsScreen: { ...modal.noResultsScreen, noResultsText: noResultsLabel() } },
      }}
      {...(transformSearchClient && { transformSearchClient })}
    />
  );
}
