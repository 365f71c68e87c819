import type { LoadContext, Plugin } from '@docusaurus/types';
import { normalizeUrl } from '@docusaurus/utils';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import type { SearchEntry } from '../../components/SearchPage/match';

// Adds the /search page (spec §2) in each locale, with that locale's page
// titles and descriptions as a route module, so it never weighs on other
// pages. The full-text index arrives with the search issue.
export default function searchPagePlugin(context: LoadContext): Plugin {
  return {
    name: 'acme-search-page',
    async allContentLoaded({ allContent, actions }) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      const entries: SearchEntry[] = (docs?.loadedVersions ?? []).flatMap((version) =>
        version.docs
          .filter((doc) => !doc.unlisted)
          .map((doc) => ({ title: doc.title, description: doc.description, path: doc.permalink })),
      );
      const data = await actions.createData('search-entries.json', JSON.stringify(entries));
      actions.addRoute({
        path: normalizeUrl([context.baseUrl, 'search']),
        component: '@site/src/components/SearchPage/index.tsx',
        modules: { entries: data },
        exact: true,
      });
    },
  };
}
