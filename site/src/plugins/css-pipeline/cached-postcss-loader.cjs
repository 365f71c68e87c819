// Rspack loader that stands in for postcss-loader (see index.ts): the same
// loader, with the same options, whose results are kept in memory for the
// rest of the build process, keyed by the options, the file and its content.
const crypto = require('node:crypto');
const { createRequire } = require('node:module');

// The copy Docusaurus's style loaders name.
const postcssLoader = createRequire(require.resolve('@docusaurus/bundler'))('postcss-loader');

// On globalThis: the process builds locale after locale, and each build may load its loaders afresh.
const results = (globalThis[Symbol.for('acme-docs.postcss-results')] ??= new Map());
const optionDigests = new WeakMap();

/** A digest of the loader's options; PostCSS plugins that are functions count by their source. */
function optionsDigest(options) {
  let digest = optionDigests.get(options);
  if (!digest) {
    const json = JSON.stringify(options, (_key, value) => (typeof value === 'function' ? `function ${value.toString()}` : value));
    digest = crypto.createHash('sha256').update(json).digest('hex');
    optionDigests.set(options, digest);
  }
  return digest;
}

const dependencyKinds = ['addDependency', 'addContextDependency', 'addMissingDependency', 'addBuildDependency'];

module.exports = function cachedPostcssLoader(content, sourceMap, meta) {
  const key = crypto
    .createHash('sha256')
    .update(`${optionsDigest(this.getOptions())}\0${this.resource}\0${this.sourceMap}\0`)
    .update(content)
    .digest('hex');
  const kept = results.get(key);
  if (kept) {
    for (const [kind, paths] of kept.dependencies) for (const file of paths) this[kind](file);
    this.callback(null, kept.css, kept.map);
    return;
  }
  const done = this.async();
  const dependencies = new Map(dependencyKinds.map((kind) => [kind, []]));
  let warned = false;
  // postcss-loader as it is, with its callback and its dependencies recorded.
  const context = new Proxy(this, {
    get(target, property) {
      if (property === 'async') {
        return () => (error, css, map, ...rest) => {
          // A result that came with a warning is not kept, so the warning shows on every build of the file.
          if (!error && !warned && typeof css === 'string') results.set(key, { css, map, dependencies });
          done(error, css, map, ...rest);
        };
      }
      if (dependencyKinds.includes(property)) {
        return (file) => {
          dependencies.get(property).push(file);
          target[property](file);
        };
      }
      if (property === 'emitWarning') {
        return (warning) => {
          warned = true;
          target.emitWarning(warning);
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  postcssLoader.call(context, content, sourceMap, meta);
};
