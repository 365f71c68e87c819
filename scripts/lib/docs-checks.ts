import { parsedLanguages, canonicalLanguage, syntaxProblems } from './code-parsers.ts';
import { hasWordFloor, sharedRuns, wordFloor, type DocPage } from './docs-content.ts';
import { hardCodedSdkVersions } from './sdk-facts.ts';
import { referralCases, runReferralSample } from './referral-samples.ts';
import fs from 'node:fs';

// The content checks of the docs, shared by `npm test` and scripts/check-docs.ts.

const parsed = new Set<string>(parsedLanguages);

export async function codeSampleProblems(page: DocPage): Promise<string[]> {
  const problems: string[] = [];
  for (const sample of page.samples) {
    if (!parsed.has(canonicalLanguage(sample.language))) continue;
    const found = (await syntaxProblems(sample.language, sample.code)) ?? [];
    for (const p of found.slice(0, 3)) {
      problems.push(`${page.relative}:${sample.line + p.line} (${sample.language}) ${p.message}`);
    }
  }
  return problems;
}

export function wordFloorProblem(page: DocPage): string | null {
  if (!hasWordFloor(page.relative)) return null;
  const floor = wordFloor(page.relative);
  return page.proseWords < floor ? `${page.relative}: ${page.proseWords} prose words, the floor is ${floor}` : null;
}

/**
 * Floor problems split by an allowance of pages still being written:
 * `problems` fail the test, `allowed` are listed for the lead, and `stale`
 * names allowance entries that meet their floor (or no longer exist) and can go.
 */
export function wordFloorReport(pages: DocPage[], allowance: readonly string[]) {
  const allowed = new Set(allowance);
  const problems: string[] = [];
  const below: string[] = [];
  for (const page of pages) {
    const problem = wordFloorProblem(page);
    if (problem) (allowed.has(page.relative) ? below : problems).push(problem);
  }
  const stale = allowance.filter((relative) => !below.some((p) => p.startsWith(`${relative}:`)));
  return { problems, below, stale };
}

export function sdkVersionProblems(page: DocPage): string[] {
  return hardCodedSdkVersions(fs.readFileSync(page.file, 'utf8')).map(
    (copy) => `${page.relative}: "${copy}" types an SDK version; use the Sdk components (site/src/data/sdks.ts)`,
  );
}

export function sharedRunProblems(pages: DocPage[], only?: Set<string>): string[] {
  return sharedRuns(pages)
    .filter(({ a, b }) => !only || only.has(a) || only.has(b))
    .map(({ a, b, words }) => `${a} and ${b} share more than 40 words: "${words.split(' ').slice(0, 12).join(' ')} …"`);
}

export const referralPages = {
  nodejs: 'developers/integration-guides/ads/validate-referrals/nodejs.md',
  python: 'developers/integration-guides/ads/validate-referrals/python.md',
} as const;

export function referralSampleProblems(kind: keyof typeof referralPages, page: DocPage): string[] {
  let results: string[];
  try {
    results = runReferralSample(kind, page);
  } catch (error) {
    return [
      `${page.relative}: the ${kind} verifier did not run: ${(error as Error).message.split('\n').slice(0, 6).join(' ')}`,
    ];
  }
  return referralCases.flatMap((c, i) =>
    results[i] === c.expected
      ? []
      : [`${page.relative}: for ${c.name} the ${kind} verifier returned "${results[i]}", expected "${c.expected}"`],
  );
}
