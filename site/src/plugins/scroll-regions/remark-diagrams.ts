import { fromHtml } from 'hast-util-from-html';
import type { Element } from 'hast';
import type { Code, Parent, Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { renderDiagram } from './render-diagram';
import { scrollRegion } from './region';

/** The fenced `mermaid` blocks of a Markdown source, as the remark plugin sees them. */
export const mermaidLanguage = 'mermaid';

/**
 * Replaces each fenced `mermaid` block by its diagram, rendered to inline SVG at
 * build time: readers get no diagram JavaScript and no layout jump, and authors
 * keep writing Mermaid. A diagram that does not parse fails the build, naming the file.
 */
export default function remarkDiagrams() {
  return async (tree: Root, file: VFile) => {
    const blocks: { node: Code; index: number; parent: Parent }[] = [];
    visit(tree, 'code', (node: Code, index, parent: Parent | undefined) => {
      if (node.lang === mermaidLanguage && parent && index !== undefined) blocks.push({ node, index, parent });
    });
    for (const [position, { node, index, parent }] of blocks.entries()) {
      const number = position + 1;
      let rendered: ReturnType<typeof renderDiagram>;
      try {
        rendered = renderDiagram(node.value, `d${number}-`);
      } catch (error) {
        throw new Error(`Mermaid diagram ${number} (line ${node.position?.start.line ?? '?'}) of ${file.path} does not render: ${(error as Error).message}`);
      }
      const svg = fromHtml(rendered.svg, { fragment: true }).children[0] as Element;
      const svgNode = {
        type: 'diagramSvg',
        data: { hName: 'svg', hProperties: svg.properties, hChildren: svg.children },
      } as unknown as RootContent;
      parent.children[index] = scrollRegion('diagram', number, [svgNode], rendered.width);
    }
  };
}
