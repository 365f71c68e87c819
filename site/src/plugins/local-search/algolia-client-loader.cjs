// Rspack loader (see index.ts) over @docsearch/react 3.9's pre-bundled module:
// its useSearchClient hook gets its client from algolia-client-on-demand.ts
// instead of building Algolia's into the modal, so the client's code leaves the
// modal's chunk. Plain CommonJS because the bundler loads it.

/**
 * The minified hook: `function nn(t,r,n){return e.useMemo((function(){var
 * e=function(e,t,r){if(!e||"string"!=typeof e)throw new Error("`appId` is
 * missing.")…;return n(e)}),[t,r,n])}`, whatever the minifier named things.
 */
const hookStart =
  /function ([\w$]+)\(([\w$]+),([\w$]+),([\w$]+)\)\{return ([\w$]+)\.useMemo\(\(function\(\)\{var [\w$]+=function\([\w$]+,[\w$]+,[\w$]+\)\{if\(![\w$]+\|\|"string"!=typeof [\w$]+\)throw new Error\("`appId` is missing\."\)/;

/** @param {string} source @returns {string} */
function algoliaClientOnDemand(source) {
  const found = hookStart.exec(source);
  const end = found && source.indexOf(`,[${found[2]},${found[3]},${found[4]}])}`, found.index);
  if (!found || end === null || end < 0) {
    throw new Error(
      "@docsearch/react's useSearchClient is not the one the local-search plugin's algolia-client-loader.cjs " +
        'edits: update the loader to the new DocSearch, or remove it if the modal no longer builds its own client.',
    );
  }
  const [start, name, appId, apiKey, transform, react] = [found.index, ...found.slice(1)];
  const hook =
    `function ${name}(${appId},${apiKey},${transform}){return ${react}.useMemo((function(){` +
    `return ${transform}(__acmeAlgoliaClientOnDemand(${appId},${apiKey}))}),[${appId},${apiKey},${transform}])}`;
  const closing = `,[${appId},${apiKey},${transform}])}`;
  return (
    `import { algoliaClientOnDemand as __acmeAlgoliaClientOnDemand } from ${JSON.stringify(require.resolve('./algolia-client-on-demand.ts'))};\n` +
    source.slice(0, start) +
    hook +
    source.slice(end + closing.length)
  );
}

module.exports = algoliaClientOnDemand;
