// Rspack loader (see index.ts): drops `description` from each doc of a docs
// version's metadata. Plain CommonJS because the bundler loads it directly.
/** @param {string} source */
module.exports = function stripDocDescriptions(source) {
  const metadata = JSON.parse(source);
  for (const doc of Object.values(metadata.version?.docs ?? {})) delete doc.description;
  return JSON.stringify(metadata);
};
