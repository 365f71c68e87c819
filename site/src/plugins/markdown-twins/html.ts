import { markdownType } from './paths';

/** The tag an HTML page names its Markdown twin with. */
export const alternateLink = (twinPath: string): string =>
  `<link rel="alternate" type="${markdownType.split(';')[0]}" href="${twinPath}">`;

/**
 * A built page with a `<link rel="alternate" type="text/markdown">` to its twin
 * at the end of its head: written into the HTML after the build, so that no
 * component (and no byte of JavaScript) carries it. A page that has one keeps it.
 */
export function withAlternateLink(html: string, twinPath: string): string {
  if (/<link[^>]*type="?text\/markdown/.test(html)) return html;
  if (!html.includes('</head>')) throw new Error(`A page without </head> cannot name its twin ${twinPath}`);
  return html.replace('</head>', `${alternateLink(twinPath)}</head>`);
}
