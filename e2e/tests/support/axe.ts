import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

// The axe rules every page must pass (issue #13): WCAG 2.0 and 2.1 A and AA,
// plus axe's best practices.
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** One line per failing element: rule id, impact, CSS target and axe's summary. */
export const describeViolations = (violations: AxeViolation[]): string[] =>
  violations.flatMap((violation) =>
    violation.nodes.map((node) =>
      `${violation.id} (${violation.impact ?? 'n/a'}) at ${node.target.join(' ')}: ${violation.help}. ${node.failureSummary ?? ''}`.trim(),
    ),
  );

// The rules whose outcome depends on colours, the one thing a change of colour scheme changes.
const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * The violations axe finds on the page as it is now: of every rule, or with `coloursOnly`
 * of the rules that colours decide (for a page already checked in the other colour scheme).
 */
export async function axeViolations(page: Page, { coloursOnly = false } = {}): Promise<string[]> {
  // Details of passing and inapplicable checks are not needed: skipping them saves time on long pages.
  // Legacy mode runs axe in the page itself instead of finishing each run in a new blank page,
  // which halves the time of a sweep (measured: 1.3 s against 2.6 s a page); the site has no
  // cross-origin frames, the one thing it would miss.
  // options() replaces every option set before it, the rule selection too: it comes first.
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  const results = await (coloursOnly ? builder.withRules(colourRules) : builder.withTags(axeTags)).analyze();
  return describeViolations(results.violations);
}
