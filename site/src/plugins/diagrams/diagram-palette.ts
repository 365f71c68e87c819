import { brand } from '../../data/brand';

// The diagram colours of each colour mode. The renderer draws with CSS
// variables (see render.ts), so one SVG serves both modes and the theme toggle
// needs no re-render. Text roles are checked at 4.5:1 and lines and arrows at
// 3:1 against every fill they sit on (site/test/diagram-palette.test.ts).
export interface DiagramPalette {
  /** Card behind the diagram, and behind edge labels and notes. */
  background: string;
  /** Node labels and participant names. */
  text: string;
  /** Edge labels, messages, notes and group titles. */
  secondaryText: string;
  /** Fill of nodes, participants and group headers. */
  nodeFill: string;
  /** Connectors, lifelines, node borders and arrow heads. */
  line: string;
  /** Faint borders inside the drawing (edge-label boxes, note corners). */
  innerStroke: string;
}

export const diagramPalettes: Record<'light' | 'dark', DiagramPalette> = {
  light: {
    background: '#FFFFFF',
    text: '#1C1E21',
    secondaryText: '#474B52',
    nodeFill: '#FDEEF6',
    line: brand.colors.magenta,
    innerStroke: '#D9C3CF',
  },
  dark: {
    background: '#1F2023',
    text: '#ECEDEF',
    secondaryText: '#C9CBD0',
    nodeFill: '#3B1F2F',
    line: brand.colors.magentaOnDark,
    innerStroke: '#5A4451',
  },
};

/** The renderer's colour variables, scoped to diagrams, for each mode. */
export function diagramStylesheet(palettes = diagramPalettes): string {
  const rules = (p: DiagramPalette) =>
    [
      `--bg: ${p.background}`,
      `--fg: ${p.text}`,
      `--_text: ${p.text}`,
      `--_text-sec: ${p.secondaryText}`,
      `--_text-muted: ${p.secondaryText}`,
      `--_text-faint: ${p.secondaryText}`,
      `--_line: ${p.line}`,
      `--_arrow: ${p.line}`,
      `--_node-fill: ${p.nodeFill}`,
      `--_node-stroke: ${p.line}`,
      `--_group-fill: ${p.background}`,
      `--_group-hdr: ${p.nodeFill}`,
      `--_inner-stroke: ${p.innerStroke}`,
      `--_key-badge: ${p.nodeFill}`,
    ].join('; ');
  return [
    `.acme-diagram { ${rules(palettes.light)}; }`,
    `html[data-theme='dark'] .acme-diagram { ${rules(palettes.dark)}; }`,
  ].join('\n');
}
