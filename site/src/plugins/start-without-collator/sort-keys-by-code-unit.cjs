// Rspack loader (see index.ts) over @docusaurus/theme-common's
// lib/utils/reactUtils.js: useShallowMemoObject orders an object's keys by code
// unit instead of with localeCompare. Plain CommonJS because the bundler loads it.

const localeSort = 'deps.sort((a, b) => a[0].localeCompare(b[0]));';
const codeUnitSort = 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));';

/** @param {string} source */
function sortKeysByCodeUnit(source) {
  if (!source.includes(localeSort)) {
    throw new Error(
      "@docusaurus/theme-common's useShallowMemoObject no longer sorts with localeCompare as expected: " +
        'remove the start-without-collator plugin if it does not sort with a collator any more, or update its loader.',
    );
  }
  return source.replace(localeSort, codeUnitSort);
}

module.exports = sortKeysByCodeUnit;
