import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';

const here = path.dirname(fileURLToPath(import.meta.url));

// Every doc page loads its version's metadata: the sidebar, and a map of every
// doc (id, title, sidebar, description). Only doc cards read that map, through
// `useDocById` (DocCardList, generated-index categories), and the site shows
// none, so the bundler drops it: 7.8 of the 11 KB gzipped the metadata weighed
// here with 130 docs (6 KB of descriptions, 1.8 KB of ids and titles). A page
// that starts using doc cards fails the build ("no version doc found by id"):
// it gets the map back by removing this plugin.
//
// Every page also loads the site's global data, where each docs version lists
// every doc (id, path, sidebar): 2.4 KB gzipped with 130 docs, in main.js. The
// theme reads that list only to find the current doc's page in the other
// versions (the version menu) and for navbar items of type 'doc'; the site has
// one version and no such item, so each version keeps its main doc, which the
// version menu links to. A navbar item of type 'doc' fails the build until
// this loader keeps its doc too.
export default function smallerDocsMetadataPlugin(): Plugin {
  return {
    name: 'acme-smaller-docs-metadata',
    configureWebpack: () => ({
      module: {
        rules: [
          {
            test: /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/,
            use: [{ loader: path.join(here, 'strip-docs-map.cjs') }],
          },
          {
            test: /[\\/]\.docusaurus[\\/](?:[^\\/]+[\\/])?globalData\.json$/,
            use: [{ loader: path.join(here, 'keep-main-docs.cjs') }],
          },
        ],
      },
    }),
  };
}
