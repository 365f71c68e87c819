// Rspack loader (see index.ts): in the client's copy of the route registry,
// replaces each chunk's module path, which only the server reads, by "".
// Each entry reads: "name": [() => import(/* … */ "path"), "path", require.resolveWeak("path")].
/** @param {string} source */
module.exports = function stripModulePaths(source) {
  return source.replace(/\), "(?:[^"\\]|\\.)*", require\.resolveWeak\(/g, '), "", require.resolveWeak(');
};
