import type { PrismTheme } from 'prism-react-renderer';

// The code block colours, after GitHub's Primer light and dark palettes, with
// every token colour at 4.5:1 or more on its background, also on a highlighted
// line (site/test/code-themes.test.ts checks each one). No token uses opacity,
// which would lower the contrast the test computes.

/** Background of a highlighted line, as a translucent layer over the block (custom.css reads it). */
export const highlightedLineLayer = { light: 'rgba(0, 0, 0, 0.06)', dark: 'rgba(255, 255, 255, 0.08)' } as const;

const light: PrismTheme = {
  plain: { color: '#1F2328', backgroundColor: '#F6F8FA' },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: '#57606A', fontStyle: 'italic' } },
    { types: ['namespace'], style: { color: '#57606A' } },
    { types: ['string', 'attr-value', 'char', 'regex', 'template-string'], style: { color: '#0A3069' } },
    { types: ['punctuation', 'operator'], style: { color: '#1F2328' } },
    { types: ['number', 'boolean', 'constant', 'symbol', 'url', 'entity', 'property', 'variable'], style: { color: '#0550AE' } },
    { types: ['keyword', 'atrule', 'selector', 'important', 'builtin'], style: { color: '#B31D28' } },
    { types: ['function', 'attr-name'], style: { color: '#6639BA' } },
    { types: ['class-name', 'maybe-class-name'], style: { color: '#953800' } },
    { types: ['tag'], style: { color: '#116329' } },
    { types: ['inserted'], style: { color: '#116329' } },
    { types: ['deleted'], style: { color: '#82071E' } },
    { types: ['italic'], style: { fontStyle: 'italic' } },
    { types: ['bold', 'important'], style: { fontWeight: 'bold' } },
  ],
};

const dark: PrismTheme = {
  plain: { color: '#E6EDF3', backgroundColor: '#161B22' },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: '#9198A1', fontStyle: 'italic' } },
    { types: ['namespace'], style: { color: '#9198A1' } },
    { types: ['string', 'attr-value', 'char', 'regex', 'template-string'], style: { color: '#A5D6FF' } },
    { types: ['punctuation', 'operator'], style: { color: '#E6EDF3' } },
    { types: ['number', 'boolean', 'constant', 'symbol', 'url', 'entity', 'property', 'variable'], style: { color: '#79C0FF' } },
    { types: ['keyword', 'atrule', 'selector', 'important', 'builtin'], style: { color: '#FF7B72' } },
    { types: ['function', 'attr-name'], style: { color: '#D2A8FF' } },
    { types: ['class-name', 'maybe-class-name'], style: { color: '#FFA657' } },
    { types: ['tag'], style: { color: '#7EE787' } },
    { types: ['inserted'], style: { color: '#AFF5B4' } },
    { types: ['deleted'], style: { color: '#FFDCD7' } },
    { types: ['italic'], style: { fontStyle: 'italic' } },
    { types: ['bold', 'important'], style: { fontWeight: 'bold' } },
  ],
};

export const codeThemes = { light, dark } as const;
