import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';

const here = path.dirname(fileURLToPath(import.meta.url));

// Every doc page loads its version's metadata, which lists each doc with its
// description: 6 KB of the 11 KB gzipped it weighs here (130 docs). Only doc
// cards read those descriptions (DocCardList, generated-index categories), and
// the site shows none, so the bundler drops them. A page that starts using doc
// cards gets them back by removing this plugin.
export default function leanDocsMetadataPlugin(): Plugin {
  return {
    name: 'acme-lean-docs-metadata',
    configureWebpack: () => ({
      module: {
        rules: [
          {
            test: /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/,
            use: [{ loader: path.join(here, 'strip-descriptions.cjs') }],
          },
        ],
      },
    }),
  };
}
