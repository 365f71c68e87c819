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
        ],
      },
    }),
  };
}
