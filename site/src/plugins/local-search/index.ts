import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import logger from '@docusaurus/logger';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { localSearch } from '../../data/search';
import { localSearchPluginName, type LocalSearchData } from './data';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface LocalSearchOptions {
  /** Off when a hosted (Algolia) index is configured. */
  enabled: boolean;
}

// Search without a hosted service: a Pagefind index per locale written after
// the build, and the DocSearch modal of the Algolia theme answering from it
// (src/theme/SearchBar). The bundle is the same in both modes, only data differ:
// Rspack's persistent cache does not notice a change of bundler configuration.
export default function localSearchPlugin(context: LoadContext, options: unknown): Plugin {
  const { enabled } = options as LocalSearchOptions;
  /** Whether the locale's termbase names terms other ways (set once content is loaded, before bundling). */
  let namesTerms = false;
  return {
    name: localSearchPluginName,
    getClientModules: () => (enabled ? [path.join(here, 'local-search.css')] : []),
    async contentLoaded({ actions }) {
      if (!enabled) return;
      actions.setGlobalData({ bundlePath: `${localSearch.bundleDir}/` } satisfies LocalSearchData);
      const { termNamesOf } = await import('./term-names');
      namesTerms = termNamesOf(context.siteDir, context.i18n.currentLocale).length > 0;
    },
    configureWebpack(_config, _isServer, { currentBundler }) {
      // DocSearch 3 is one pre-bundled module: the theme's imports of its button,
      // shortcuts and version would put the whole modal in the main bundle (see
      // docsearch-button.tsx). Same keys as the theme's own aliases, so these win.
      const button = path.join(here, 'docsearch-button.tsx');
      const stylesheet = path.join(here, 'local-search.css');
      // The package exports no path to it: found beside its main module.
      const themeSearchBarStyles = path.join(
        path.dirname(createRequire(import.meta.url).resolve('@docusaurus/theme-search-algolia')),
        'theme/SearchBar/styles.css',
      );
      // The theme's SearchBar renders a preconnect to https://<appId>-dsn.algolia.net,
      // which a site that contacts no other host must not emit (see SearchBarHead).
      return {
        // Whether the locale names terms other ways (client/term-names.ts): a build
        // without a termbase (English) leaves the expansion code out of the
        // modal's first query.
        plugins: [
          new currentBundler.instance.DefinePlugin({
            __SEARCH_TERM_NAMES__: JSON.stringify(namesTerms),
          }),
        ],
        resolve: {
          alias: {
            '@docsearch/react/button': button,
            '@docsearch/react/useDocSearchKeyboardEvents': button,
            '@docsearch/react/version': path.join(here, 'docsearch-version.ts'),
            // For local-search.css, which imports it by this name.
            'acme-theme-search-bar.css$': themeSearchBarStyles,
          },
        },
        module: {
          rules: [
            {
              // The modal asks for Algolia's client on first use (algolia-client-on-demand.ts).
              test: /@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]index\.js$/,
              use: [{ loader: path.join(here, 'algolia-client-loader.cjs') }],
            },
            {
              test: /theme-search-algolia[\\/]lib[\\/]theme[\\/]SearchBar[\\/]index\.js$/,
              resolve: {
                alias: {
                  '@docusaurus/Head': path.join(here, 'SearchBarHead.tsx'),
                  // The modal's two stylesheets, imported by the theme when the modal first opens:
                  // their rules join the site's one stylesheet anyway, and each import fetched an
                  // empty script (229 bytes of the first query). local-search.css, in the main
                  // bundle, imports both: these imports now fetch nothing.
                  '@docsearch/react/style': stylesheet,
                  [themeSearchBarStyles]: stylesheet,
                },
              },
            },
          ],
        },
      };
    },
    async postBuild({ outDir, routesPaths }) {
      if (!enabled) return;
      const { buildSearchIndex } = await import('./build-index');
      const bundleDir = path.join(outDir, localSearch.bundleDir);
      const stats = await buildSearchIndex({ outDir, baseUrl: context.baseUrl, routes: routesPaths, bundleDir });
      // The theme's search page is at `searchPagePath` of its configuration.
      const { algolia } = context.siteConfig.themeConfig as { algolia?: { searchPagePath?: string } };
      const { writeSearchWorker } = await import('./worker-script');
      writeSearchWorker(bundleDir);
      const { writeTermNames } = await import('./term-names');
      writeTermNames(bundleDir, context.siteDir, context.i18n.currentLocale);
      const { addEarlySearch } = await import('./preload');
      addEarlySearch({
        outDir,
        baseUrl: context.baseUrl,
        searchPagePath: algolia?.searchPagePath ?? 'search',
        bundleUrl: `${context.baseUrl}${path.basename(bundleDir)}/`,
      });
      logger.info(
        `Search index (${context.i18n.currentLocale}): ${stats.pages} pages, ${(stats.bytes / 1024).toFixed(0)} KiB, ` +
          `in ${(stats.milliseconds / 1000).toFixed(1)} s, at ${path.relative(context.siteDir, bundleDir)}`,
      );
    },
  };
}
