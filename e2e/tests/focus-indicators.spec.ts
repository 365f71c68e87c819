import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './support/page-helpers.ts';

// Issue 13: every focus indicator reaches 3:1 against what surrounds it (WCAG 2.2
// non-text contrast), in light and dark mode. axe does not check focus styles,
// so this walks the Tab order of pages that hold every kind of focusable thing
// the site has (announcement bar, navbar, hero, cards, sidebar, scroll regions,
// code-block buttons, footer) and measures each indicator as drawn.

const pages = ['/', '/developers/integration-guides/android/overview', '/developers/api-reference/reporting/query-api'];
const maxTabStops = 80;

interface Stop {
  element: string;
  /** "auto": Chromium's own two-tone ring, dark and white, visible on any background. */
  kind: 'auto' | 'outline' | 'shadow' | 'none';
  ratio?: number;
}

/** Where focus is now, and how its indicator contrasts with the colours beside it. */
const measureFocus = (page: Page): Promise<Stop | null> =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    type Rgba = [number, number, number, number];
    const parse = (value: string): Rgba[] =>
      [...value.matchAll(/rgba?\(([^)]+)\)/g)].map((m) => {
        const [r, g, b, a] = m[1]!.split(/[\s,/]+/).filter(Boolean).map(Number);
        return [r!, g!, b!, a ?? 1];
      });
    const over = (top: Rgba, below: Rgba): Rgba => [0, 1, 2].map((i) => top[i]! * top[3] + below[i]! * (1 - top[3])).concat(1) as Rgba;
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
    const luminance = ([r, g, b]: Rgba) =>
      [r, g, b].map((c) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)).reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
    const contrast = (a: Rgba, b: Rgba) => {
      const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (l1! + 0.05) / (l2! + 0.05);
    };
    const name = `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(/\s+/)[0]}` : ''} “${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}”`;
    const style = getComputedStyle(element);
    if (style.outlineStyle === 'auto') return { element: name, kind: 'auto' as const };
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) {
      const ring = parse(style.outlineColor)[0]!;
      // Drawn outside the element unless its offset pulls it inside.
      const behind = backgroundsOf(parseFloat(style.outlineOffset) < 0 ? element : element.parentElement);
      return { element: name, kind: 'outline' as const, ratio: Math.min(...behind.map((b) => contrast(over(ring, b), b))) };
    }
    if (style.boxShadow !== 'none') {
      const ring = parse(style.boxShadow)[0]!;
      const inset = style.boxShadow.includes('inset');
      const behind = backgroundsOf(inset ? element : element.parentElement);
      return { element: name, kind: 'shadow' as const, ratio: Math.min(...behind.map((b) => contrast(over(ring, b), b))) };
    }
    return { element: name, kind: 'none' as const };
  });

for (const colorScheme of ['light', 'dark'] as const) {
  test(`${colorScheme} mode: every focus indicator along the Tab order reaches 3:1`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ colorScheme });
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
        // Some indicators fade in (the search button's): measure them once drawn.
        await page.waitForFunction(() => (document.activeElement?.getAnimations() ?? []).every((a) => !(a instanceof CSSTransition)));
        const stop = await measureFocus(page);
        if (!stop || seen.has(stop.element)) continue;
        seen.add(stop.element);
        measured++;
        if (stop.kind === 'none') problems.push(`${url}: ${stop.element} shows no focus indicator`);
        else if (stop.ratio !== undefined && stop.ratio < 3) problems.push(`${url}: ${stop.element} ${stop.kind} at ${stop.ratio.toFixed(2)}:1`);
      }
    }
    await context.close();
    expect(measured, 'focusable elements measured').toBeGreaterThan(60);
    expect(problems).toEqual([]);
  });
}
