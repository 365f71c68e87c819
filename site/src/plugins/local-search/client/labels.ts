import { translate } from '@docusaurus/Translate';

/** The search section (lvl0) of pages outside any sidebar category, named as DocSearch's crawler names it. */
export const defaultSectionLabel = (): string =>
  translate({
    id: 'search.section.default',
    message: 'Documentation',
    description: 'Search result group of the pages outside any sidebar category',
  });

/** REQ-SEARCH-9 wording ("No results for" the query); the theme's default says "No results found for". */
export const noResultsLabel = (): string =>
  translate({
    id: 'search.noResults.text',
    message: 'No results for',
    description: 'Followed by the query that found nothing',
  });
