// Replaces a Node-only facts module by the values it computed at build time
// (options.code), and names the files those values came from so that a rebuild
// (and the persistent cache) notices when one of them changes.
module.exports = function factsValuesLoader() {
  const { code, dependencies } = this.getOptions();
  for (const file of dependencies) this.addDependency(file);
  return code;
};
