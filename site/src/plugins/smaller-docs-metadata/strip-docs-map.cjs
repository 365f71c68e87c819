// Rspack loader (see index.ts) for a docs version's metadata: the map of docs is
// emptied. Plain CommonJS because the bundler loads it directly.

/** @param {string} source */
module.exports = function stripDocsMap(source) {
  const metadata = JSON.parse(source);
  if (metadata.version?.docs) metadata.version.docs = {};
  return JSON.stringify(metadata);
};
