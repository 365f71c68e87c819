import { test } from 'node:test';
import assert from 'node:assert/strict';
import { hex } from 'wcag-contrast';
import { diagramPalettes, diagramStylesheet } from '../src/plugins/diagrams/diagram-palette.ts';
import { renderDiagram } from '../src/plugins/diagrams/render-diagram.ts';
import { brand } from '../src/data/brand.ts';

for (const [mode, palette] of Object.entries(diagramPalettes)) {
  test(`${mode} diagram labels reach 4.5:1 and lines 3:1 on every fill they sit on`, () => {
    const fills = { background: palette.background, 'node fill': palette.nodeFill };
    for (const [fillName, fill] of Object.entries(fills)) {
      for (const [role, color] of Object.entries({ text: palette.text, 'secondary text': palette.secondaryText })) {
        const ratio = hex(color, fill);
        assert.ok(ratio >= 4.5, `${mode} ${role} ${color} on ${fillName} ${fill}: ${ratio.toFixed(2)}:1`);
      }
      const ratio = hex(palette.line, fill);
      assert.ok(ratio >= 3, `${mode} lines ${palette.line} on ${fillName} ${fill}: ${ratio.toFixed(2)}:1`);
    }
  });
}

test('diagrams draw their lines in the brand magenta', () => {
  assert.equal(diagramPalettes.light.line, brand.colors.magenta);
  assert.equal(diagramPalettes.dark.line, brand.colors.magentaOnDark);
  assert.match(diagramStylesheet(), /html\[data-theme='dark'\] \.acme-diagram \{/);
});

const samples = {
  flowchart: 'flowchart LR\n  A[Partner site] -->|selectPlacements| B{Acme}\n  B --> C[Offer]',
  sequence:
    'sequenceDiagram\n  participant App\n  participant Acme\n  App->>Acme: selectPlacements\n  Acme-->>App: placementReady',
  state: 'stateDiagram-v2\n  [*] --> Idle\n  Idle --> Shown: placementShown\n  Shown --> [*]',
};

for (const [kind, source] of Object.entries(samples)) {
  test(`a ${kind} renders to a self-contained SVG with a size and its own ids`, () => {
    const { svg, width, height } = renderDiagram(source, 'd2-');
    assert.match(svg, /^<svg [^>]*viewBox="0 0 [\d.]+ [\d.]+"/);
    assert.ok(width > 50 && height > 50, `${width} × ${height}`);
    assert.doesNotMatch(svg, /<style|@import|googleapis|data-/, 'no stylesheet, font import or data attributes');
    for (const [, id] of svg.matchAll(/ id="([^"]+)"/g)) assert.ok(id.startsWith('d2-'), id);
    for (const [, ref] of svg.matchAll(/url\(#([^)]+)\)/g)) assert.ok(ref.startsWith('d2-'), ref);
    assert.match(svg, /<text[^>]*>[^<]*(Acme|Idle|App)/);
  });
}

test('a diagram of a kind the renderer does not know is an error', () => {
  assert.throws(() => renderDiagram('gantt\n  title Launch', 'd1-'), /Invalid mermaid header/);
});
