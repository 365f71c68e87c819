import type { Parent, Root, Table } from 'mdast';
import { visit } from 'unist-util-visit';
import { scrollRegion } from './region';

/**
 * Puts each Markdown table in a labelled, focusable scroll container, so a
 * table wider than the screen scrolls sideways and keyboard users can scroll
 * it too (WCAG 2.1.1; axe scrollable-region-focusable). Numbered per page so
 * every region's name is unique (axe landmark-unique).
 */
export default function remarkTables() {
  return (tree: Root) => {
    let number = 0;
    visit(tree, 'table', (node: Table, index, parent: Parent | undefined) => {
      if (!parent || index === undefined) return;
      number += 1;
      parent.children[index] = scrollRegion('table', number, [node]);
      return 'skip';
    });
  };
}
