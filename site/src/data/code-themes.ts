import type { PrismTheme } from 'prism-react-renderer';

// The code block colours, after GitHub's Primer light and dark palettes, with
// every token colour at 4.5:1 or more on its background, also on a highlighted
// line (site/test/code-themes.test.ts checks each one). No token uses opacity,
// which would lower the contrast the test computes.

/** Background of a highlighted line, as a translucent layer over the block (custom.css repeats it). */
export const highlightedLineLayer = { light: 'rgba(0, 0, 0, 0.06)', dark: 'rgba(255, 255, 255, 0.08)' } as const;

interface CodePalette {
  background: string;
  text: string;
  comment: string;
  string: string;
  constant: string;
  keyword: string;
  function: string;
  className: string;
  tag: string;
  inserted: string;
  deleted: string;
}

/** One mapping of Prism token types to colour roles, for both modes. */
const prismTheme = (c: CodePalette): PrismTheme => ({
  plain: { color: c.text, backgroundColor: c.background },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: c.comment, fontStyle: 'italic' } },
    { types: ['namespace'], style: { color: c.comment } },
    { types: ['string', 'attr-value', 'char', 'regex', 'template-string'], style: { color: c.string } },
    { types: ['punctuation', 'operator'], style: { color: c.text } },
    {
      types: ['number', 'boolean', 'constant', 'symbol', 'url', 'entity', 'property', 'variable'],
      style: { color: c.constant },
    },
    { types: ['keyword', 'atrule', 'selector', 'important', 'builtin'], style: { color: c.keyword } },
    { types: ['function', 'attr-name'], style: { color: c.function } },
    { types: ['class-name', 'maybe-class-name'], style: { color: c.className } },
    { types: ['tag'], style: { color: c.tag } },
    { types: ['inserted'], style: { color: c.inserted } },
    { types: ['deleted'], style: { color: c.deleted } },
    { types: ['italic'], style: { fontStyle: 'italic' } },
    { types: ['bold', 'important'], style: { fontWeight: 'bold' } },
  ],
});

/** Each mode's colour for each role. */
export const codePalettes = {
  light: {
    background: '#F6F8FA',
    text: '#1F2328',
    comment: '#57606A',
    string: '#0A3069',
    constant: '#0550AE',
    keyword: '#B31D28',
    function: '#6639BA',
    className: '#953800',
    tag: '#116329',
    inserted: '#116329',
    deleted: '#82071E',
  },
  dark: {
    background: '#161B22',
    text: '#E6EDF3',
    comment: '#9198A1',
    string: '#A5D6FF',
    constant: '#79C0FF',
    keyword: '#FF7B72',
    function: '#D2A8FF',
    className: '#FFA657',
    tag: '#7EE787',
    inserted: '#AFF5B4',
    deleted: '#FFDCD7',
  },
} as const satisfies Record<'light' | 'dark', CodePalette>;

export type CodeRole = keyof CodePalette;

export const codeThemes = { light: prismTheme(codePalettes.light), dark: prismTheme(codePalettes.dark) } as const;

/**
 * The same mapping with each colour named by its role instead of its value: the
 * build-time highlighter turns a token's merged style into class names with it
 * (src/plugins/code-highlighting), and the stylesheet gives each role its colour per mode.
 */
export const codeRoleTheme = prismTheme(
  Object.fromEntries(Object.keys(codePalettes.light).map((role) => [role, role])) as unknown as CodePalette,
);
