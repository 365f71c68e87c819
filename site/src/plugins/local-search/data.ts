// Shared by the plugin (Node) and the theme (browser).
export const localSearchPluginName = 'acme-local-search';

/** The plugin's global data; its presence tells the theme that search is local. */
export interface LocalSearchData {
  /** The locale's Pagefind bundle, relative to the locale's base URL, ending in a slash. */
  bundlePath: string;
}
