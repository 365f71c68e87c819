// Rspack loader (see index.ts) for the generated site config, which reads
// `export default { …JSON… };` after a comment. It keeps what components read
// through `useDocusaurusContext().siteConfig`, and drops the options only the
// build reads. `future.experimental_router` stays: the client entry picks its
// router by it.
const buildOnly = [
  'presets',
  'plugins',
  'themes',
  'markdown',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onDuplicateRoutes',
  'staticDirectories',
  'scripts',
  'stylesheets',
  'headTags',
  'clientModules',
];

/** @param {string} source */
module.exports = function siteConfig(source) {
  const start = source.indexOf('export default ');
  if (start < 0) throw new Error('smaller-site-config: the generated site config no longer reads `export default {…}`');
  const config = JSON.parse(
    source
      .slice(start + 'export default '.length)
      .trim()
      .replace(/;$/, ''),
  );
  for (const key of buildOnly) delete config[key];
  config.future = { experimental_router: config.future?.experimental_router };
  return `export default ${JSON.stringify(config)};\n`;
};
