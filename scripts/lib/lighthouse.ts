import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumPath } from './chromium.ts';

// Lighthouse with its mobile defaults (simulated slow 4G, 4× CPU slowdown) on
// Debian's chromium (CHROME_PATH), for `npm run bench:site`.

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Milliseconds. */
  lcp: number;
  tbt: number;
  cls: number;
}

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export async function runLighthouse(url: string, debuggingPort: number): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? chromiumPath,
    port: debuggingPort,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...categories],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories: scores, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${runtimeError.message}`);
    const score = (id: (typeof categories)[number]) => Math.round((scores[id]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    };
  } finally {
    await chrome.kill();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/**
 * The median of each figure over `runs` runs. Each run gets its own debugging
 * port (`firstPort` + run), as a just-closed Chromium may still hold the last one;
 * a run that cannot reach its browser is tried once more.
 */
export async function lighthouseMedians(url: string, runs: number, firstPort: number): Promise<LighthouseFigures> {
  const all: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i++) {
    const port = firstPort + i;
    all.push(await runLighthouse(url, port).catch(() => runLighthouse(url, port)));
  }
  const keys = Object.keys(all[0]!) as Array<keyof LighthouseFigures>;
  return Object.fromEntries(
    keys.map((key) => [key, median(all.map((figures) => figures[key]))]),
  ) as unknown as LighthouseFigures;
}
