import * as cheerio from 'cheerio';

// beautiful-mermaid spaces the participants of a sequence diagram by the width
// of their boxes alone, and centres each message's label between the two
// lifelines it joins. A label wider than that gap, a message that skips a
// participant, or a self-message's label (drawn to the right of its loop) then
// runs across a lifeline: "Hash the e-mail with SHA-256 on the device" crossed
// the next participant's line. This widens each gap between two lifelines to
// what the labels drawn in it need, and puts the label of a message that skips
// participants in the gap next to its sender. The renderer exports no layout
// step to hook into, so its SVG is moved apart here, element by element.

/** Clear space between a label and the lifelines on either side of it. */
const labelMargin = 10;
/** Where the renderer draws a self-message's label: past its 30 px loop and an 8 px gap. */
const selfLabelOffset = 38;

const fullWidth =
  /[\u1100-\u115f\u2e80-\u303f\u3040-\u30ff\u3100-\u33ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uff60\uffe0-\uffe6]/u;

/**
 * A label's width in px, an upper estimate: per character class, in the widths
 * of Inter, the widest of the fonts the diagram's CSS names (a browser measures
 * text, this build has no browser). No library estimates text without a font
 * file and a renderer; the diagram renderer's own estimate is not exported.
 */
export function labelWidth(text: string, fontSize: number): number {
  let em = 0;
  for (const char of text) {
    if (fullWidth.test(char)) em += 1;
    else if (char === ' ') em += 0.28;
    else if (/[iljtfI1!|.,:;'’]/.test(char)) em += 0.3;
    else if (/[()[\]{}/\\\-"`]/.test(char)) em += 0.38;
    else if (char === 'r') em += 0.42;
    else if (/[WM]/.test(char)) em += 0.92;
    else if (/[wm@%]/.test(char)) em += 0.82;
    else if (/[A-Z]/.test(char)) em += 0.68;
    else em += 0.57;
  }
  return em * fontSize;
}

const num = (value: string | undefined): number => Number(value ?? 0);
const round = (value: number): string => String(Math.round(value * 100) / 100);

/** The widest line of a <text> (one line, or one <tspan> per line). */
function textWidth($: cheerio.CheerioAPI, text: cheerio.Cheerio<never>): number {
  const size = num(text.attr('font-size')) || 11;
  const spans = text.find('tspan');
  const lines = spans.length ? spans.toArray().map((span) => $(span).text()) : [text.text()];
  return Math.max(...lines.map((line) => labelWidth(line, size)));
}

/** Adds `dx` to the numbers of an x attribute, or to every x of a points list. */
function shiftX(element: cheerio.Cheerio<never>, attribute: string, dx: number): void {
  const value = element.attr(attribute);
  if (value === undefined || !dx) return;
  if (attribute === 'points')
    element.attr(
      attribute,
      value
        .split(/\s+/)
        .map((point) => {
          const [x, y] = point.split(',');
          return y === undefined ? point : `${round(num(x) + dx)},${y}`;
        })
        .join(' '),
    );
  else element.attr(attribute, round(num(value) + dx));
}

/** Moves every drawn element of a group sideways by `dx`. */
function shiftGroup($: cheerio.CheerioAPI, group: cheerio.Cheerio<never>, dx: number): void {
  if (!dx) return;
  group.find('*').each((_, node) => {
    const element = $(node) as cheerio.Cheerio<never>;
    for (const attribute of ['x', 'x1', 'x2', 'cx', 'points']) shiftX(element, attribute, dx);
    const transform = element.attr('transform');
    const translate = transform && /^translate\(([-\d.]+),([-\d.]+)\)(.*)$/.exec(transform);
    if (translate)
      element.attr('transform', `translate(${round(num(translate[1]) + dx)},${translate[2]})${translate[3]}`);
  });
}

/**
 * The sequence diagram `svg` (beautiful-mermaid's markup, with its class and
 * data-* attributes) with its lifelines spaced so that no message label
 * crosses one; any other SVG as it is.
 */
export function spaceSequenceLabels(svg: string): string {
  const $ = cheerio.load(svg, { xml: true });
  const lifelines = $('line.lifeline').toArray();
  if (lifelines.length === 0) return svg;
  const actors = lifelines.map((line) => $(line).attr('data-actor') ?? '');
  const indexOf = new Map(actors.map((actor, i) => [actor, i]));
  const centres = lifelines.map((line) => num($(line).attr('x1')));
  const boxWidths = actors.map((actor) => num($(`g.actor[data-id="${actor}"] rect`).first().attr('width')) || 80);
  // What each gap between lifeline i and i + 1 must hold, and beyond the last lifeline.
  const needed = centres.map((_, i) =>
    i < centres.length - 1 ? (boxWidths[i]! + boxWidths[i + 1]!) / 2 + 2 * labelMargin : 0,
  );
  // An actor drawn as a person has its name under the icon, level with the first message's label.
  const nameUnder = actors.map((actor) => {
    const group = $(`g.actor[data-id="${actor}"][data-type="actor"]`);
    const name = group.find('text').first() as cheerio.Cheerio<never>;
    return name.length ? { y: num(name.attr('y')), width: textWidth($, name) } : undefined;
  });
  /** The width of the names under the icons of participants `a` and `b` that a label at height `y` would meet. */
  const namesMet = (y: number, ...participants: number[]) =>
    Math.max(
      0,
      ...participants.map((i) => (nameUnder[i] && Math.abs(nameUnder[i].y - y) < 16 ? nameUnder[i].width : 0)),
    );
  /** Each message label to move into the middle of a gap, by the gap's index. */
  const placed: { text: cheerio.Cheerio<never>; gap: number }[] = [];

  $('g.message').each((_, node) => {
    const message = $(node) as cheerio.Cheerio<never>;
    const from = indexOf.get(message.attr('data-from') ?? '') ?? 0;
    const to = indexOf.get(message.attr('data-to') ?? '') ?? 0;
    const text = message.find('text').first() as cheerio.Cheerio<never>;
    if (!text.length) return;
    const width = textWidth($, text);
    if (from === to) {
      needed[from] = Math.max(needed[from]!, selfLabelOffset + width + labelMargin);
    } else {
      // The gap next to the sender, towards the receiver.
      const gap = from < to ? from : from - 1;
      const names = namesMet(num(text.attr('y')), gap, gap + 1);
      needed[gap] = Math.max(needed[gap]!, width + 2 * labelMargin + names);
      placed.push({ text, gap });
    }
  });
  // A note to the right of a participant sits in the gap after it.
  $('g.note[data-position="right"]').each((_, node) => {
    const note = $(node) as cheerio.Cheerio<never>;
    const actor = indexOf.get((note.attr('data-actors') ?? '').split(',')[0] ?? '') ?? 0;
    const points = (note.find('polygon').first().attr('points') ?? '').split(/\s+/).map((p) => num(p.split(',')[0]));
    const right = Math.max(...points);
    needed[actor] = Math.max(needed[actor]!, right - centres[actor]! + labelMargin);
  });

  // New centres: each gap as wide as it was, or as wide as it must be.
  const moved = [centres[0]!];
  for (let i = 1; i < centres.length; i++)
    moved.push(moved[i - 1]! + Math.max(centres[i]! - centres[i - 1]!, needed[i - 1]!));
  const shift = moved.map((x, i) => x - centres[i]!);
  const shiftOf = (actor: string | undefined) => shift[indexOf.get(actor ?? '') ?? 0]!;

  lifelines.forEach((line, i) => {
    shiftX($(line) as cheerio.Cheerio<never>, 'x1', shift[i]!);
    shiftX($(line) as cheerio.Cheerio<never>, 'x2', shift[i]!);
  });
  $('rect.activation').each((_, node) =>
    shiftX($(node) as cheerio.Cheerio<never>, 'x', shiftOf($(node).attr('data-actor'))),
  );
  $('g.actor').each((_, node) => shiftGroup($, $(node) as cheerio.Cheerio<never>, shiftOf($(node).attr('data-id'))));
  $('g.message').each((_, node) => {
    const message = $(node) as cheerio.Cheerio<never>;
    const dFrom = shiftOf(message.attr('data-from'));
    const dTo = shiftOf(message.attr('data-to'));
    if (message.attr('data-from') === message.attr('data-to')) return shiftGroup($, message, dFrom);
    const line = message.find('line').first() as cheerio.Cheerio<never>;
    shiftX(line, 'x1', dFrom);
    shiftX(line, 'x2', dTo);
  });
  for (const { text, gap } of placed) {
    const middle = round((moved[gap]! + moved[gap + 1]!) / 2);
    text.attr('x', middle);
    text.find('tspan[x]').attr('x', middle);
  }
  $('g.note').each((_, node) => {
    const note = $(node) as cheerio.Cheerio<never>;
    shiftGroup($, note, shiftOf((note.attr('data-actors') ?? '').split(',')[0]));
  });
  // A block spans its participants: its left edge moves with the first, its width with the last.
  $('g.block').each((_, node) => {
    const block = $(node) as cheerio.Cheerio<never>;
    const outline = block.find('rect').first() as cheerio.Cheerio<never>;
    const left = num(outline.attr('x'));
    const right = left + num(outline.attr('width'));
    const nearest = (x: number) =>
      centres.reduce((best, c, i) => (Math.abs(c - x) < Math.abs(centres[best]! - x) ? i : best), 0);
    const dLeft = shift[nearest(left)]!;
    const dRight = shift[nearest(right)]!;
    shiftGroup($, block, dLeft);
    outline.attr('width', round(num(outline.attr('width')) + dRight - dLeft));
    block.find('line').each((_, divider) => shiftX($(divider) as cheerio.Cheerio<never>, 'x2', dRight - dLeft));
  });

  // Block tabs and divider labels over the lifelines, not under: a tab's fill hides the line behind its label.
  $('g.block').insertAfter($('line.lifeline').last());

  // The drawing grows by the last shift, and by any self-message label past the last lifeline.
  const root = $('svg').first();
  const last = moved.length - 1;
  const [, , oldWidth, height] = (root.attr('viewBox') ?? '').split(/\s+/).map(Number);
  const rightEdge = Math.max(oldWidth! + shift[last]!, moved[last]! + needed[last]! + 16);
  root.attr('viewBox', `0 0 ${round(rightEdge)} ${height}`);
  root.attr('width', round(rightEdge));
  return $.xml();
}
