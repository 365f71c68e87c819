// Shared by the two loaders (see index.ts): the short name of each of the
// registry's chunk names. Docusaurus names a route's chunks by an 8-digit hash
// of their module path; every page carries each name twice in main.js (registry
// key, route table value) and once in the runtime (name → chunk id). A name only
// has to be unique, so the n-th name in sorted order becomes "r" + n in base 36.
// Both copies are rewritten from the same registry file, so they agree.

const entry = /^ {2}"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "\1" \*\//gm;

/** @param {string} registrySource the generated registry.js */
function shortChunkNames(registrySource) {
  const names = [...registrySource.matchAll(entry)].map((match) => match[1]).sort();
  return new Map(names.map((name, index) => [name, `r${index.toString(36)}`]));
}

module.exports = { entry, shortChunkNames };
