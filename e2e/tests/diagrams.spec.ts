import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { openPage } from './support/page-helpers.ts';
import { hasVisibleCue } from './support/scroll-cue.ts';
import { buildDir, repoRoot } from './support/site.ts';

// Diagrams are fenced `mermaid` blocks rendered to inline SVG at build time
// (site/src/plugins/diagrams): no diagram script, readable in both modes,
// scrolling sideways on small screens.

const docsDir = path.join(repoRoot, 'site/docs');
const translatedDocsDir = (locale: string) =>
  path.join(repoRoot, 'site/i18n', locale, 'docusaurus-plugin-content-docs/current');
const localeBuildDir = (locale: string) => (locale === 'en' ? buildDir : path.join(buildDir, locale));

const markdownFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.mdx?$/.test(file) && !path.basename(file).startsWith('_'));
const mermaidBlocks = (file: string): number =>
  (fs.readFileSync(file, 'utf8').match(/^```mermaid[ \t]*$/gm) ?? []).length;

/** Fenced mermaid blocks of each page a locale builds: its translation, or the English page it falls back to. */
function sourceDiagrams(locale: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const file of markdownFiles(docsDir)) {
    const translated = path.join(translatedDocsDir(locale), file);
    const source = locale !== 'en' && fs.existsSync(translated) ? translated : path.join(docsDir, file);
    if (/^draft: true$/m.test(fs.readFileSync(source, 'utf8'))) continue;
    const count = mermaidBlocks(source);
    if (count) counts.set(path.relative(repoRoot, source), count);
  }
  return counts;
}

/** Diagrams drawn in a locale's built HTML: SVGs inside diagram regions, and mermaid code left unrendered. */
function builtDiagrams(locale: string): { svgs: number; unrendered: string[] } {
  const root = localeBuildDir(locale);
  let svgs = 0;
  const unrendered: string[] = [];
  const otherLocales = new Set(['ja', 'fr']);
  for (const file of fs.readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html') || (locale === 'en' && otherLocales.has(file.split(path.sep)[0]!))) continue;
    const html = fs.readFileSync(path.join(root, file), 'utf8');
    svgs += (html.match(/acme-diagram[^>]*><svg /g) ?? []).length;
    if (/language-mermaid/.test(html)) unrendered.push(file);
  }
  return { svgs, unrendered };
}

for (const locale of ['en', 'ja', 'fr']) {
  test(`every fenced mermaid block of the ${locale} pages is an inline SVG in the built HTML`, () => {
    const sources = sourceDiagrams(locale);
    const expected = [...sources.values()].reduce((sum, n) => sum + n, 0);
    expect(expected, 'the docs have diagrams').toBeGreaterThan(0);
    const built = builtDiagrams(locale);
    expect(built.unrendered, 'pages with mermaid left as code').toEqual([]);
    expect(built.svgs, `diagrams in ${[...sources.keys()].join(', ')}`).toBe(expected);
  });
}

test('a sequence diagram shows its messages in light mode, without any script', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, colorScheme: 'light' });
  const page = await context.newPage();
  await page.goto('/developers/api-reference/cart-api');
  const region = page.getByRole('region', { name: 'Diagram 1' });
  await expect(region.locator('svg')).toBeVisible();
  // Message labels are drawn in the secondary text colour, lines in the brand magenta.
  const label = region.locator('svg text', { hasText: 'Opens checkout' }).first();
  await expect(label).toBeVisible();
  expect(await label.evaluate((text) => getComputedStyle(text).fill)).toBe('rgb(71, 75, 82)');
  const line = region.locator('svg line').first();
  expect(await line.evaluate((shape) => getComputedStyle(shape).stroke)).toBe('rgb(214, 0, 122)');
  await context.close();
});

test('diagrams switch to their dark colours with the colour mode', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  await openPage(page, '/developers/integration-guides/overview');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const fills = await page
    .locator('.acme-diagram svg text')
    .evaluateAll((texts) => texts.map((text) => getComputedStyle(text).fill));
  // Labels in the dark palette's text and secondary text colours only.
  expect(new Set(fills)).toEqual(new Set(['rgb(236, 237, 239)', 'rgb(201, 203, 208)']));
  await context.close();
});

test('a diagram is in the HTML, not in the script, and is fetched only when a link inside the site leads to it', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => void (request.url().includes('/assets/diagrams/') && fetched.push(request.url())));
  const overview = '/developers/integration-guides/android/overview';
  // Loaded from the server: hydration keeps the server's drawing, nothing is fetched.
  await openPage(page, overview);
  const svg = page.getByRole('region', { name: 'Diagram 1' }).locator('svg');
  await expect(svg.locator('text').first()).toBeVisible();
  expect(fetched).toEqual([]);
  // Reached by a link: the page is rendered in the browser, which fetches the drawing.
  await openPage(page, '/developers/integration-guides/android/integrating-and-initializing');
  await page.locator(`nav a[href="${overview}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${overview}$`));
  await expect(svg.locator('text').first()).toBeVisible();
  expect(fetched).toHaveLength(1);
  // Offline, the reader is told what happened instead of seeing an empty frame.
  await page.route('**/assets/diagrams/**', (route) => route.abort());
  await page.goBack();
  await page.locator(`nav a[href="${overview}"]`).first().click();
  await expect(svg).toContainText('The diagram could not be loaded. Reload the page to see it.');
});

/** The labels of a drawn diagram that cross a lifeline or another label, with the lifelines and labels they cross. */
function labelCrossings(svg: SVGSVGElement): string[] {
  type Box = { x: number; y: number; right: number; bottom: number; text: string };
  const boxOf = (text: SVGTextElement): Box => {
    const b = text.getBBox();
    return { x: b.x, y: b.y, right: b.x + b.width, bottom: b.y + b.height, text: text.textContent ?? '' };
  };
  // Text on a filled shape drawn over the lifelines (a note, a block's tab) hides the line behind it.
  const covered = (text: SVGTextElement) => Boolean(text.closest('.note, .block, .actor'));
  const texts = [...svg.querySelectorAll<SVGTextElement>('text')];
  const labels = texts.map(boxOf);
  const lifelines = [...svg.querySelectorAll<SVGLineElement>('line.lifeline')]
    .filter((line) => line.x1.baseVal.value === line.x2.baseVal.value)
    .map((line) => ({ x: line.x1.baseVal.value, top: line.y1.baseVal.value, bottom: line.y2.baseVal.value }));
  const crossings: string[] = [];
  texts.forEach((text, i) => {
    const box = labels[i]!;
    if (!covered(text))
      for (const line of lifelines)
        if (line.x > box.x + 1 && line.x < box.right - 1 && line.top < box.bottom && line.bottom > box.y)
          crossings.push(`“${box.text}” crosses the lifeline at x = ${Math.round(line.x)}`);
    for (const other of labels.slice(i + 1))
      if (box.x < other.right - 1 && other.x < box.right - 1 && box.y < other.bottom - 1 && other.y < box.bottom - 1)
        crossings.push(`“${box.text}” overlaps “${other.text}”`);
  });
  return crossings;
}

test('no diagram of the site has a label across a lifeline or another label', async ({ page }) => {
  // Every diagram the three builds drew, each as its file, in the font stack of the site's diagrams.
  const files = ['en', 'ja', 'fr'].flatMap((locale) => {
    const dir = path.join(localeBuildDir(locale), 'assets/diagrams');
    return fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.svg'))
      .map((file) => path.join(dir, file));
  });
  expect(files.length).toBeGreaterThan(100);
  await page.goto('/this-page-does-not-exist');
  const found = await page.evaluate(
    ({ svgs, crossingsSource }) => {
      const crossingsOf = new Function(`return ${crossingsSource}`)() as (svg: SVGSVGElement) => string[];
      const holder = document.createElement('div');
      holder.className = 'acme-diagram';
      holder.style.fontFamily =
        'Inter, "Segoe UI", "Helvetica Neue", Helvetica, Arial, "Liberation Sans", "Noto Sans JP", sans-serif';
      document.body.append(holder);
      return svgs.flatMap(([file, markup]) => {
        holder.innerHTML = markup;
        return crossingsOf(holder.querySelector('svg')!).map((line) => `${file}: ${line}`);
      });
    },
    {
      svgs: files.map((file) => [path.relative(buildDir, file), fs.readFileSync(file, 'utf8')] as [string, string]),
      crossingsSource: labelCrossings.toString(),
    },
  );
  expect(found).toEqual([]);
});

test.describe('at desktop width', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  for (const path of [
    '/developers/integration-guides/android/overview',
    '/ja/developers/integration-guides/getting-started',
  ]) {
    test(`${path}: the diagrams keep their size, their smallest labels at 12 px or more`, async ({ page }) => {
      await openPage(page, path);
      const sizes = await page.locator('.acme-diagram svg').evaluateAll((svgs) =>
        svgs.map((svg) => {
          const scale = svg.getBoundingClientRect().width / (svg as SVGSVGElement).viewBox.baseVal.width;
          const fontSizes = [...svg.querySelectorAll('text')].map((text) => Number(text.getAttribute('font-size')));
          return Math.round(scale * Math.min(...fontSizes) * 10) / 10;
        }),
      );
      expect(sizes.length).toBeGreaterThan(0);
      for (const size of sizes) expect(size).toBeGreaterThanOrEqual(12);
    });
  }
});

test.describe('on a 375 px screen', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('a wide diagram keeps its size and scrolls sideways in a focusable, labelled region', async ({ page }) => {
    await openPage(page, '/server-to-server/overview');
    const region = page.getByRole('region', { name: 'Diagram 1' });
    const svg = region.locator('svg');
    const natural = Number(await svg.getAttribute('width'));
    expect(natural).toBeGreaterThan(375);
    const box = await svg.boundingBox();
    expect(Math.round(box!.width)).toBeGreaterThanOrEqual(Math.floor(natural));
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    // Keyboard users reach it and scroll it with the arrow keys.
    await region.focus();
    await expect(region).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  });

  test('the Android overview’s diagram scrolls with a visible cue, and no label runs past its drawing', async ({
    page,
  }) => {
    await openPage(page, '/developers/integration-guides/android/overview');
    const region = page.getByRole('region', { name: 'Diagram 1' });
    await region.scrollIntoViewIfNeeded();
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await hasVisibleCue(region)).toBe(true);
    const outside = await region.locator('svg').evaluate((svg) => {
      const width = (svg as SVGSVGElement).viewBox.baseVal.width;
      return [...svg.querySelectorAll('text')]
        .filter((text) => text.getBBox().x < 0 || text.getBBox().x + text.getBBox().width > width)
        .map((text) => text.textContent);
    });
    expect(outside).toEqual([]);
  });

  test('the diagram takes its final size before any script runs (no layout jump)', async ({ page }) => {
    await page.goto('/server-to-server/overview', { waitUntil: 'commit' });
    await page.waitForSelector('.acme-diagram svg');
    const before = await page.locator('.acme-diagram').first().boundingBox();
    await openPage(page, '/server-to-server/overview');
    const after = await page.locator('.acme-diagram').first().boundingBox();
    expect(after!.height).toBe(before!.height);
  });
});
