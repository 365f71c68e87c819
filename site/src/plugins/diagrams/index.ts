import type { Plugin } from '@docusaurus/types';
import { diagramStylesheet } from './diagram-palette';
import { diagramFileExtension } from './remark-diagrams';

export { default as remarkDiagrams } from './remark-diagrams';

// Mermaid diagrams drawn at build time (remark-diagrams.ts), each in a scroll
// region (../scroll-regions) when wider than the column. This plugin injects the diagram colours from diagram-palette.ts as CSS variables,
// so the palette the contrast test checks is the one readers see, and loads
// the diagrams' SVG files: as markup in the server's render, which writes it
// into the HTML, and as a URL in the browser bundle, which fetches it only on
// a visit with no server HTML (src/components/DiagramSvg).
export default function diagramsPlugin(): Plugin {
  return {
    name: 'acme-diagrams',
    configureWebpack: (_config, isServer) => {
      const test = new RegExp(`\\${diagramFileExtension}$`);
      return {
        module: {
          rules: [
            isServer
              ? { test, type: 'asset/source' }
              : { test, type: 'asset/resource', generator: { filename: 'assets/diagrams/[contenthash:12].svg' } },
          ],
        },
      };
    },
    injectHtmlTags: () => ({ headTags: [{ tagName: 'style', innerHTML: diagramStylesheet() }] }),
  };
}
