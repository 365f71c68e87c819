// DocSearch's version for the theme's Ask AI check, without the rest of the package (see index.ts).
export { version } from '@docsearch/react/package.json';
