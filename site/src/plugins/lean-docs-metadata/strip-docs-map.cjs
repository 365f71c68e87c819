// Rspack loader (see index.ts): empties a docs version's map of docs and drops
// the default `unlisted: false` from its sidebar links. Plain CommonJS because
// the bundler loads it directly.

/** @param {Array<{ unlisted?: boolean; items?: unknown[] }>} items */
function dropDefaults(items) {
  for (const item of items) {
    if (item.unlisted === false) delete item.unlisted;
    if (Array.isArray(item.items)) dropDefaults(/** @type {any} */ (item.items));
  }
}

/** @param {string} source */
module.exports = function stripDocsMap(source) {
  const metadata = JSON.parse(source);
  if (metadata.version?.docs) metadata.version.docs = {};
  for (const sidebar of Object.values(metadata.version?.docsSidebars ?? {})) dropDefaults(/** @type {any} */ (sidebar));
  return JSON.stringify(metadata);
};
