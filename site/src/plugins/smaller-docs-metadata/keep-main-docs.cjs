// Rspack loader (see index.ts) for the site's global data: each docs version
// keeps only its main doc in its list of docs. Plain CommonJS because the
// bundler loads it directly.

/** @param {string} source */
module.exports = function keepMainDocs(source) {
  const globalData = JSON.parse(source);
  for (const instance of Object.values(globalData['docusaurus-plugin-content-docs'] ?? {})) {
    for (const version of instance.versions ?? []) {
      version.docs = version.docs.filter((doc) => doc.id === version.mainDocId);
    }
  }
  return JSON.stringify(globalData);
};
