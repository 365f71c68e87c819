import type { RootContent } from 'mdast';

/** An MDX element `<ScrollRegion kind="…" number="…" width="…">` around the given mdast children. */
export function scrollRegion(
  kind: 'diagram' | 'table',
  number: number,
  children: RootContent[],
  width?: number,
): RootContent {
  return {
    type: 'mdxJsxFlowElement',
    name: 'ScrollRegion',
    attributes: [
      { type: 'mdxJsxAttribute', name: 'kind', value: kind },
      { type: 'mdxJsxAttribute', name: 'number', value: String(number) },
      ...(width === undefined ? [] : [{ type: 'mdxJsxAttribute', name: 'width', value: String(Math.ceil(width)) }]),
    ],
    children,
  } as unknown as RootContent;
}
