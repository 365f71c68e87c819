// Rspack loader (see index.ts) for a docs version's metadata. Plain CommonJS
// because the bundler loads it directly.
// - The map of docs is emptied (see index.ts).
// - Sidebar links keep their `docId` only as a marker: the browser asks only
//   whether a link is a doc (the breadcrumbs do), never which one (doc cards
//   would, and they need the map above). 0.5 KB gzipped on every doc page.
// - `unlisted: false` goes: absent reads the same.

const docMarker = 'doc';

function leanItems(items) {
  for (const item of items) {
    if (item.docId) item.docId = docMarker;
    if (item.unlisted === false) delete item.unlisted;
    if (Array.isArray(item.items)) leanItems(item.items);
  }
}

/** @param {string} source */
module.exports = function stripDocsMap(source) {
  const metadata = JSON.parse(source);
  if (metadata.version?.docs) metadata.version.docs = {};
  for (const items of Object.values(metadata.version?.docsSidebars ?? {})) leanItems(items);
  return JSON.stringify(metadata);
};
