import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Code, Parent, Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { renderDiagram } from './render-diagram';
import { scrollRegion } from '../scroll-regions';
import { attribute, contentFile, importNode, variableAttribute } from '../mdx-auto-import';

/**
 * Where each diagram's SVG is written, named by its content, for the page to
 * import (index.ts tells the bundler how to load these files): beside the
 * bundler's cache, so that clearing one clears the other.
 */
const diagramFilesDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../node_modules/.cache/acme-diagrams',
);
export const diagramFileExtension = '.diagram';

/** The fenced `mermaid` blocks of a Markdown source, as the remark plugin sees them. */
export const mermaidLanguage = 'mermaid';

/**
 * Replaces each fenced `mermaid` block by its diagram, rendered to SVG at build
 * time: readers get no diagram JavaScript and no layout jump, and authors keep
 * writing Mermaid. The SVG is inline in the page's HTML, but not in its script:
 * the page imports it as a file (`<DiagramSvg>`), which the browser fetches only
 * on a visit that has no server HTML. A diagram that does not parse fails the
 * build, naming the file.
 */
export default function remarkDiagrams() {
  return async (tree: Root, file: VFile) => {
    const blocks: { node: Code; index: number; parent: Parent }[] = [];
    visit(tree, 'code', (node: Code, index, parent: Parent | undefined) => {
      if (node.lang === mermaidLanguage && parent && index !== undefined) blocks.push({ node, index, parent });
    });
    const imports: RootContent[] = [];
    for (const [position, { node, index, parent }] of blocks.entries()) {
      const number = position + 1;
      let rendered: ReturnType<typeof renderDiagram>;
      try {
        rendered = renderDiagram(node.value, `d${number}-`);
      } catch (error) {
        throw new Error(
          `Mermaid diagram ${number} (line ${node.position?.start.line ?? '?'}) of ${file.path} does not render: ${(error as Error).message}`,
        );
      }
      const variable = `acmeDiagram${number}`;
      imports.push(
        importNode(contentFile(diagramFilesDir, diagramFileExtension, rendered.svg), [
          { local: variable, imported: 'default' },
        ]),
      );
      const svgNode = {
        type: 'mdxJsxFlowElement',
        name: 'DiagramSvg',
        attributes: [
          variableAttribute('svg', variable),
          attribute('viewBox', rendered.viewBox),
          attribute('width', String(rendered.width)),
          attribute('height', String(rendered.height)),
        ],
        children: [],
      } as unknown as RootContent;
      parent.children[index] = scrollRegion('diagram', number, [svgNode], rendered.width);
    }
    tree.children.unshift(...imports);
  };
}
