import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

// Lets the site bundle the Query API's catalogue module (@acme-docs/query-api/catalogue),
// so the reporting pages render its metrics and dimensions instead of copies.
// That module is written for Node's ESM resolution (`./types.js` names types.ts);
// the alias applies to its folder only, not to the rest of the bundle.
export const catalogueDir = path.dirname(createRequire(import.meta.url).resolve('@acme-docs/query-api/catalogue'));

export default function queryApiCataloguePlugin(): Plugin {
  return {
    name: 'acme-query-api-catalogue',
    configureWebpack: () => ({
      module: {
        rules: [{ include: catalogueDir, resolve: { extensionAlias: { '.js': ['.ts', '.js'] } } }],
      },
    }),
  };
}
