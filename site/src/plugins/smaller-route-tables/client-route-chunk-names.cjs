// Rspack loader (see index.ts) for the client's copy of routesChunkNames.json,
// which names the chunks of each route: the names become the short names the
// client registry uses (short-chunk-names.cjs), read from the registry beside it.
const fs = require('node:fs');
const path = require('node:path');
const { shortChunkNames } = require('./short-chunk-names.cjs');

/** @this {{ resourcePath: string, addDependency(file: string): void }} @param {string} source */
module.exports = function clientRouteChunkNames(source) {
  const registry = path.join(path.dirname(this.resourcePath), 'registry.js');
  this.addDependency(registry);
  const short = shortChunkNames(fs.readFileSync(registry, 'utf8'));
  const rename = (value) =>
    typeof value === 'string'
      ? (short.get(value) ?? value)
      : Array.isArray(value)
        ? value.map(rename)
        : value && typeof value === 'object'
          ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, rename(inner)]))
          : value;
  return JSON.stringify(rename(JSON.parse(source)));
};
