/** The Query API sandbox's currencies, defined at build time by this plugin (index.ts). */
declare const __QUERY_API_CURRENCIES__: string[];
