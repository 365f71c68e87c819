import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { spaceSequenceLabels } from './sequence-spacing';

type Renderer = typeof import('beautiful-mermaid');

// beautiful-mermaid is published for `import` only (its exports map has no
// `require` entry), and Docusaurus loads its config, and so this file, through
// jiti as CommonJS, whose resolver then cannot find it. So we resolve its
// `import` entry ourselves and load it with Node's require, which loads ES
// modules since Node 20.19.
const require = createRequire(import.meta.url);
let renderer: Renderer | undefined;
/** Loads the renderer once, on the first diagram. */
export function loadRenderer(): Renderer {
  if (renderer) return renderer;
  const name = 'beautiful-mermaid';
  const packageDir = (require.resolve.paths(name) ?? [])
    .map((dir) => path.join(dir, name))
    .find((dir) => fs.existsSync(path.join(dir, 'package.json')));
  if (!packageDir) throw new Error(`Cannot find the ${name} package: run npm install.`);
  const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    exports: { '.': { import: string } };
  };
  renderer = require(path.join(packageDir, manifest.exports['.'].import)) as Renderer;
  return renderer;
}

/**
 * How much larger than the renderer's units a diagram is drawn: its smallest
 * labels (edge labels, messages) are 11 units high, and read at 12 px.
 */
export const diagramScale = 12 / 11;

/**
 * Renders one Mermaid source to a compact SVG string for inline use.
 * beautiful-mermaid lays diagrams out without a DOM, so the build needs no browser.
 * Its output is trimmed here: the embedded <style> (a Google Fonts import and
 * colour derivations) gives way to the site's stylesheet (palette.ts), the
 * data-* attributes and excess decimals are dropped, and the marker ids get a
 * per-diagram prefix so several diagrams on one page never share an id.
 * Sequence diagrams get their lifelines spaced for their labels first
 * (sequence-spacing.ts). The drawing's size is its viewBox times diagramScale.
 */
export function renderDiagram(
  source: string,
  idPrefix: string,
): { svg: string; viewBox: string; width: number; height: number } {
  const { renderMermaidSVG } = loadRenderer();
  const raw = spaceSequenceLabels(renderMermaidSVG(source, { transparent: true, padding: 16 }));
  const svg = raw
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/ style="[^"]*"/, '')
    .replace(/ data-[\w-]+="[^"]*"/g, '')
    .replace(/="([^"]*)"/g, (attribute) => attribute.replace(/(\d\.\d{2})\d+/g, '$1'))
    .replace(/ id="([\w-]+)"/g, ` id="${idPrefix}$1"`)
    .replace(/url\(#([\w-]+)\)/g, `url(#${idPrefix}$1)`)
    .replace(/>\s+</g, '><')
    .trim();
  const size = /^<svg[^>]* viewBox="([^"]+)" width="([\d.]+)" height="([\d.]+)"/.exec(svg);
  if (!size) throw new Error('The diagram renderer returned an SVG without a size.');
  const width = Math.round(Number(size[2]) * diagramScale * 100) / 100;
  const height = Math.round(Number(size[3]) * diagramScale * 100) / 100;
  return {
    svg: svg.replace(/^(<svg[^>]* )width="[\d.]+" height="[\d.]+"/, `$1width="${width}" height="${height}"`),
    viewBox: size[1]!,
    width,
    height,
  };
}
