import { expect, test, type Page } from '@playwright/test';
import { rgb } from 'wcag-contrast';
import { waitForHydration, waitForTransitions } from './support/page-helpers.ts';

// Issue 13: every focus indicator reaches 3:1 against what surrounds it (WCAG 2.2
// non-text contrast), in light and dark mode. axe does not check focus styles,
// so this walks the Tab order of pages that hold every kind of focusable thing
// the site has (announcement bar, navbar, hero, cards, sidebar, scroll regions,
// code-block buttons, footer) and measures each indicator as drawn.

const pages = ['/', '/developers/integration-guides/android/overview', '/developers/api-reference/reporting/query-api'];
const maxTabStops = 80;

type Rgb = [number, number, number];

interface Stop {
  element: string;
  /** "auto": Chromium's own two-tone ring, dark and white, visible on any background. */
  kind: 'auto' | 'outline' | 'shadow' | 'none';
  /** The indicator's colour over each colour painted beside it, paired with that colour. */
  against?: Array<[indicator: Rgb, beside: Rgb]>;
}

/** Where focus is now, and the colours of its indicator and of what is beside it (contrast is scored in Node). */
const measureFocus = (page: Page): Promise<Stop | null> =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba[] =>
      [...value.matchAll(/rgba?\(([^)]+)\)/g)].map((m) => {
        const [r, g, b, a] = m[1]!
          .split(/[\s,/]+/)
          .filter(Boolean)
          .map(Number);
        return [r!, g!, b!, a ?? 1];
      });
    const over = (top: Rgba, below: Rgba): Rgba =>
      [0, 1, 2].map((i) => top[i]! * top[3] + below[i]! * (1 - top[3])).concat(1) as Rgba;
    // The colours painted behind a point of `from`: its background and its ancestors', blended;
    // every stop of a gradient counts, since the indicator may sit over any part of it.
    const backgroundsOf = (from: Element | null): Rgba[] => {
      const layers: Rgba[][] = [];
      for (let node = from; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        const stops = style.backgroundImage.includes('gradient') ? parse(style.backgroundImage) : [];
        const colour = parse(style.backgroundColor)[0];
        if (stops.length) layers.push(stops);
        else if (colour && colour[3] > 0) layers.push([colour]);
        if (stops.length || (colour && colour[3] === 1)) break;
      }
      let result: Rgba[] = [[255, 255, 255, 1]];
      for (const layer of layers.reverse()) result = layer.flatMap((top) => result.map((below) => over(top, below)));
      return result;
    };
    const name = `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(/\s+/)[0]}` : ''} “${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}”`;
    const style = getComputedStyle(element);
    if (style.outlineStyle === 'auto') return { element: name, kind: 'auto' as const };
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    if (!outline && style.boxShadow === 'none') return { element: name, kind: 'none' as const };
    const indicator = parse(outline ? style.outlineColor : style.boxShadow)[0]!;
    // Drawn outside the element, unless an outline's offset or a shadow's inset puts it inside.
    const inside = outline ? parseFloat(style.outlineOffset) < 0 : style.boxShadow.includes('inset');
    const opaque = (c: Rgba) => c.slice(0, 3) as Rgb;
    const against = backgroundsOf(inside ? element : element.parentElement).map(
      (b) => [opaque(over(indicator, b)), opaque(b)] as [Rgb, Rgb],
    );
    return { element: name, kind: outline ? ('outline' as const) : ('shadow' as const), against };
  });

for (const colorScheme of ['light', 'dark'] as const) {
  test(`${colorScheme} mode: every focus indicator along the Tab order reaches 3:1`, async ({ browser }) => {
    test.setTimeout(120_000);
    // Reduced motion: the theme drops its transitions, so each indicator is measured as
    // drawn at the end of its fade without waiting the fade out (a fifth of a second a stop).
    const context = await browser.newContext({ colorScheme, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const problems: string[] = [];
    let measured = 0;
    for (const url of pages) {
      await page.goto(url);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      const seen = new Set<string>();
      for (let i = 0; i < maxTabStops; i++) {
        await page.keyboard.press('Tab');
        // Some indicators fade in (the search button's), if a transition outlasts reduced motion.
        await waitForTransitions(page);
        const stop = await measureFocus(page);
        if (!stop || seen.has(stop.element)) continue;
        seen.add(stop.element);
        measured++;
        if (stop.kind === 'none') problems.push(`${url}: ${stop.element} shows no focus indicator`);
        const ratio = stop.against && Math.min(...stop.against.map(([indicator, beside]) => rgb(indicator, beside)));
        if (ratio !== undefined && ratio < 3)
          problems.push(`${url}: ${stop.element} ${stop.kind} at ${ratio.toFixed(2)}:1`);
      }
    }
    await context.close();
    expect(measured, 'focusable elements measured').toBeGreaterThan(60);
    expect(problems).toEqual([]);
  });
}
