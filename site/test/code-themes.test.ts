import { test } from 'node:test';
import assert from 'node:assert/strict';
import { hex } from 'wcag-contrast';
import { codeThemes, highlightedLineLayer } from '../src/data/code-themes.ts';

/** An rgba() layer composited over an opaque hex background, as a hex colour. */
function composite(layer: string, background: string): string {
  const [r, g, b, a] = layer.match(/[\d.]+/g)!.map(Number) as [number, number, number, number];
  const base = background.match(/[0-9a-f]{2}/gi)!.map((pair) => parseInt(pair, 16));
  return (
    '#' +
    [r, g, b]
      .map((c, i) =>
        Math.round(c * a + base[i]! * (1 - a))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}

for (const mode of ['light', 'dark'] as const) {
  const theme = codeThemes[mode];
  const background = theme.plain.backgroundColor!;
  const backgrounds = { block: background, 'highlighted line': composite(highlightedLineLayer[mode], background) };
  const colours = [
    { types: 'plain text', color: theme.plain.color! },
    ...theme.styles
      .filter((entry) => entry.style.color)
      .map((entry) => ({ types: entry.types.join(', '), color: entry.style.color! })),
  ];

  test(`every ${mode} code token colour is at least 4.5:1 on the block and on a highlighted line`, () => {
    assert.ok(colours.length > 10, 'the theme colours its tokens');
    for (const [where, behind] of Object.entries(backgrounds)) {
      for (const { types, color } of colours) {
        const ratio = hex(color, behind);
        assert.ok(ratio >= 4.5, `${mode} ${types} ${color} on ${where} ${behind}: ${ratio.toFixed(2)}:1`);
      }
    }
  });

  test(`no ${mode} code token is made translucent`, () => {
    for (const entry of theme.styles) assert.equal(entry.style.opacity, undefined, entry.types.join(', '));
  });
}
