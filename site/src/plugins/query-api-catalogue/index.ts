import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

// Lets the site bundle the Query API's catalogue module (@acme-docs/query-api/catalogue),
// so the reporting pages render its metrics and dimensions instead of copies.
// That module is written for Node's ESM resolution (`./types.js` names types.ts);
// the alias applies to its folder only, not to the rest of the bundle.
export const catalogueDir = path.dirname(createRequire(import.meta.url).resolve('@acme-docs/query-api/catalogue'));

/**
 * The sandbox's currencies: those of its rate table, as its SUPPORTED_CURRENCIES
 * (query-api/src/store/fx-rates.ts) lists them. Read from the table itself:
 * that module, loaded through the config's loader, exported nothing usable.
 */
function sandboxCurrencies(): string[] {
  const table = path.join(catalogueDir, '../store/fx-rates.json');
  return Object.keys((JSON.parse(fs.readFileSync(table, 'utf8')) as { rates: object }).rates).sort();
}

export default function queryApiCataloguePlugin(): Plugin {
  return {
    name: 'acme-query-api-catalogue',
    configureWebpack: (_config, _isServer, { currentBundler }) => ({
      module: {
        rules: [{ include: catalogueDir, resolve: { extensionAlias: { '.js': ['.ts', '.js'] } } }],
      },
      // The sandbox's currencies for the report builder, from its rate table (190 KB, which stays out
      // of the bundle): a constant where the builder names it, nowhere else.
      plugins: [
        new currentBundler.instance.DefinePlugin({ __QUERY_API_CURRENCIES__: JSON.stringify(sandboxCurrencies()) }),
      ],
    }),
  };
}
