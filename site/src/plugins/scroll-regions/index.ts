import type { Plugin } from '@docusaurus/types';
import { diagramStylesheet } from './diagram-palette';

export { default as remarkDiagrams } from './remark-diagrams';
export { default as remarkTables } from './remark-tables';

// Diagrams and tables in scroll regions (see the two remark plugins). This
// plugin injects the diagram colours from diagram-palette.ts as CSS variables,
// so the palette the contrast test checks is the one readers see.
export default function scrollRegionsPlugin(): Plugin {
  return {
    name: 'acme-scroll-regions',
    injectHtmlTags: () => ({ headTags: [{ tagName: 'style', innerHTML: diagramStylesheet() }] }),
  };
}
