// Rspack loader (see index.ts) for the client's copy of the route registry:
// - each chunk's module path, which only the server reads, becomes "";
// - each chunk name becomes its short name (short-chunk-names.cjs).
// Each entry reads: "name": [() => import(/* webpackChunkName: "name" */ "path"), "path", require.resolveWeak("path")].
const { entry, shortChunkNames } = require('./short-chunk-names.cjs');

/** @param {string} source */
module.exports = function clientRegistry(source) {
  const short = shortChunkNames(source);
  return source
    .replace(
      entry,
      (_match, name) => `  "${short.get(name)}": [() => import(/* webpackChunkName: "${short.get(name)}" */`,
    )
    .replace(/\), "(?:[^"\\]|\\.)*", require\.resolveWeak\(/g, '), "", require.resolveWeak(');
};
