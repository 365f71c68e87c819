// Where a page's Markdown twin lives, shared by the plugin that writes the
// twins, the server that negotiates them (scripts/site-server/markdown.ts), the
// page-actions menu and the MCP server: one rule, one place.

/** The Markdown type the twins are served with. */
export const markdownType = 'text/markdown; charset=utf-8';

/**
 * The path of a page's twin: the page's path plus `.md`, and `index.md` inside
 * a path that ends with a slash (`/` → `/index.md`, `/ja/` → `/ja/index.md`).
 */
export function twinPathOf(pagePath: string): string {
  return pagePath.endsWith('/') ? `${pagePath}index.md` : `${pagePath}.md`;
}

/** The page a twin path belongs to: the inverse of twinPathOf, or undefined for a path that is no twin's. */
export function pagePathOf(twinPath: string): string | undefined {
  if (!twinPath.endsWith('.md')) return undefined;
  if (twinPath.endsWith('/index.md')) return twinPath.slice(0, -'index.md'.length);
  return twinPath.slice(0, -'.md'.length);
}
