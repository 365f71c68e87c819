import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from '@docusaurus/types';

const here = path.dirname(fileURLToPath(import.meta.url));

// Every page loads the site's route tables (in main.js) and the file name of
// every chunk (in the runtime), so their size grows with the number of pages.
// Two parts of them are never read in the browser:
// - the registry's module paths ("@site/docs/….mdx", one per chunk): only the
//   server's render reads them, to list the chunks a page needs (1.9 KB gzipped);
// - chunk names in chunk file names: `[id].[contenthash]` needs only a map of
//   ids to hashes in the runtime, `[name].[contenthash]` a second map of ids to
//   names (1.4 KB gzipped).
export default function leanRouteTablesPlugin(): Plugin {
  return {
    name: 'acme-lean-route-tables',
    configureWebpack: (_config, isServer) =>
      isServer
        ? {}
        : {
            output: { chunkFilename: 'assets/js/[id].[contenthash:8].js' },
            module: {
              rules: [
                {
                  test: /[\\/]\.docusaurus[\\/]registry\.js$/,
                  use: [{ loader: path.join(here, 'strip-module-paths.cjs') }],
                },
              ],
            },
          },
  };
}
