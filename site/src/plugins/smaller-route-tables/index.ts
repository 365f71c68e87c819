import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadContext, Plugin } from '@docusaurus/types';

const here = path.dirname(fileURLToPath(import.meta.url));

// Every page loads the site's route tables (in main.js) and the file name of
// every chunk (in the runtime), so their size, and the work of setting them
// up, grow with the number of pages. Each route's component is built when it
// is first used (lazy-component-creator.tsx), on the server and in the browser.
// Three parts of them can go or shrink:
// - the registry's module paths ("@site/docs/….mdx", one per chunk): only the
//   server's render reads them, to list the chunks a page needs (1.9 KB gzipped);
// - the chunk names, 8-digit hashes written three times each: short names
//   instead (short-chunk-names.cjs) in the client's registry and route table;
// - the names and hashes of chunk files: `[name].[contenthash]` needs a map of
//   chunk ids to names and one to hashes in the runtime (3.8 KB gzipped for
//   520 chunks). `[id].[fullhash]` needs neither: every chunk carries the build's
//   hash, so a deploy renews the URLs of all chunks, not only of those that
//   changed. Readers download less on every first visit, and more only on a
//   return visit after a deploy, when main.js (route tables) changes anyway.
export default function smallerRouteTablesPlugin({ generatedFilesDir }: LoadContext): Plugin {
  const routeComponents = {
    test: path.join(generatedFilesDir, 'routes.js'),
    resolve: { alias: { '@docusaurus/ComponentCreator': path.join(here, 'lazy-component-creator.tsx') } },
  };
  return {
    name: 'acme-smaller-route-tables',
    getClientModules: () => [path.join(here, 'client.ts')],
    configureWebpack: (_config, isServer) =>
      isServer
        ? { module: { rules: [routeComponents] } }
        : {
            output: { chunkFilename: 'assets/js/[id].[fullhash:8].js' },
            module: {
              rules: [
                routeComponents,
                {
                  test: path.join(generatedFilesDir, 'registry.js'),
                  use: [{ loader: path.join(here, 'client-registry.cjs') }],
                },
                {
                  test: path.join(generatedFilesDir, 'routesChunkNames.json'),
                  use: [{ loader: path.join(here, 'client-route-chunk-names.cjs') }],
                },
              ],
            },
          },
  };
}
