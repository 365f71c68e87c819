import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { waitForTransitions } from './page-helpers.ts';

// The axe rules every page must pass (issue #13): WCAG 2.0 and 2.1 A and AA,
// plus axe's best practices.
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

type AxeViolation = AxeResults['violations'][number];

/** One line per failing element: rule id, impact, CSS target and axe's summary. */
export const describeViolations = (violations: AxeViolation[]): string[] =>
  violations.flatMap((violation) =>
    violation.nodes.map((node) =>
      `${violation.id} (${violation.impact ?? 'n/a'}) at ${node.target.join(' ')}: ${violation.help}. ${node.failureSummary ?? ''}`.trim(),
    ),
  );

// The rules whose outcome depends on colours, the one thing a change of colour scheme changes.
const colourRules = ['color-contrast', 'link-in-text-block'];

// axe-core itself, run in the page. @axe-core/playwright sends axe's unminified
// source (1.5 MB) over the DevTools protocol at every analyze(): 0.3–0.5 s each
// time, a third of the sweep (docs/decisions/0018-axe-in-the-page.md).
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Gives every page `context` opens axe from its first script on, so checks send nothing. */
export async function addAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript(axeSource);
}

type WithAxe = { axe?: { run: (context: Element | Document, options: RunOptions) => Promise<AxeResults> } };

export interface AxeCheck {
  /** Only the rules that colours decide (for a page already checked in the other colour scheme). */
  coloursOnly?: boolean;
  /** Only these rules. */
  rules?: string[];
  /** Only this part of the page (a CSS selector). */
  within?: string;
}

/** The violations axe finds on the page as it is now: of every rule of `axeTags`, unless `check` narrows them. */
export async function axeViolations(page: Page, check: AxeCheck = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // Colours fade on a change of colour scheme (Infima's link transitions):
  // on a busy machine axe would otherwise read a colour halfway between.
  await waitForTransitions(page);
  const rules = check.coloursOnly ? colourRules : check.rules;
  // Details of passing and inapplicable checks are not needed: skipping them saves time on long pages.
  const options: RunOptions = {
    resultTypes: ['violations'],
    runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: axeTags },
  };
  const violations = await page.evaluate(
    async ([runOptions, within]) =>
      (await (window as WithAxe).axe!.run(within ? document.querySelector(within)! : document, runOptions)).violations,
    [options, check.within] as const,
  );
  return describeViolations(violations);
}
