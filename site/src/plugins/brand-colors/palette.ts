import { apiPageClassName } from '../openapi-reference/apis';

// Infima wants seven shades of the primary colour; we derive them from the one
// brand colour so the brand module stays the single source.
type Rgb = [number, number, number];

function hexToRgb(hex: string): Rgb {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!match) throw new Error(`Invalid hex colour: ${hex}`);
  const n = parseInt(match[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function rgbToHex([r, g, b]: Rgb): string {
  return (
    '#' +
    [r, g, b]
      .map((c) => Math.round(c).toString(16).padStart(2, '0'))
      .join('')
      .toUpperCase()
  );
}

/** Mixes a colour toward black (amount < 0) or white (amount > 0), amount in [-1, 1]. */
export function shade(hex: string, amount: number): string {
  const target = amount < 0 ? 0 : 255;
  const t = Math.min(Math.abs(amount), 1);
  return rgbToHex(hexToRgb(hex).map((c) => c + (target - c) * t) as Rgb);
}

const steps = { dark: -0.1, darker: -0.15, darkest: -0.3, light: 0.1, lighter: 0.15, lightest: 0.3 };

/** CSS declarations for `--ifm-color-primary` and its six shades. */
export function primaryPalette(hex: string): string {
  const lines = [`--ifm-color-primary: ${shade(hex, 0)};`];
  for (const [name, amount] of Object.entries(steps)) {
    lines.push(`--ifm-color-primary-${name}: ${shade(hex, amount)};`);
  }
  return lines.join(' ');
}

export function brandStylesheet(colors: {
  magenta: string;
  magentaOnDark: string;
  apiBlue: string;
  apiBlueOnDark: string;
}): string {
  // Infima sits in a cascade layer, so this unlayered style wins; `html:root`
  // also outranks `:root` should the layer ever be compiled away.
  return [
    `html:root { ${primaryPalette(colors.magenta)} --acme-brand-magenta: ${colors.magenta}; --acme-api-blue: ${colors.apiBlue}; }`,
    `html[data-theme='dark'] { ${primaryPalette(colors.magentaOnDark)} }`,
    // The API pages (openapi-reference plugin) are blue (REQ-BRAND-4). Infima's own
    // `:root:not(#\#):not(#\#)` rule is outranked by the same two `:not()`s plus a class.
    `html.${apiPageClassName}:not(#\\#):not(#\\#) { ${primaryPalette(colors.apiBlue)} }`,
    `html.${apiPageClassName}[data-theme='dark']:not(#\\#):not(#\\#) { ${primaryPalette(colors.apiBlueOnDark)} }`,
  ].join('\n');
}
