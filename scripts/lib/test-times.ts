import fs from 'node:fs';
import path from 'node:path';
import { machineLine, markdownTable } from './performance-doc.ts';

// Where the time of `npm test` goes, as `npm test -- --record` writes it to
// docs/performance.md: each step's wall time, and the browser tests' time by
// spec file from Playwright's JSON report.

export interface StepTime {
  name: string;
  /** Which stage and lane it ran in, e.g. "1 (checks)". */
  where: string;
  seconds: number;
}

/** The parts of Playwright's JSON report read here. */
interface ReportSuite {
  file: string;
  suites?: ReportSuite[];
  specs?: { tests: { results: { duration: number }[] }[] }[];
}

/** Milliseconds of test time in a suite and the suites inside it, retries included. */
function suiteMilliseconds(suite: ReportSuite): number {
  const own = (suite.specs ?? []).flatMap((spec) => spec.tests.flatMap((test) => test.results));
  return (
    own.reduce((sum, result) => sum + result.duration, 0) +
    (suite.suites ?? []).reduce((sum, inner) => sum + suiteMilliseconds(inner), 0)
  );
}

/** Seconds of test time by spec file, most first: what the workers spent, not wall time. */
export function secondsBySpec(report: { suites: ReportSuite[] }): Array<[string, number]> {
  const bySpec = new Map<string, number>();
  for (const suite of report.suites) {
    const file = path.basename(suite.file);
    bySpec.set(file, (bySpec.get(file) ?? 0) + suiteMilliseconds(suite) / 1000);
  }
  return [...bySpec].sort((a, b) => b[1] - a[1]);
}

/** Seconds by spec file from the JSON report Playwright wrote, if it wrote one. */
export function readSecondsBySpec(playwrightReport: string): Array<[string, number]> | undefined {
  if (!fs.existsSync(playwrightReport)) return undefined;
  return secondsBySpec(JSON.parse(fs.readFileSync(playwrightReport, 'utf8')) as { suites: ReportSuite[] });
}

/** The Markdown of the section: the steps, then the browser tests by spec file when there were any. */
export function testTimesSection(
  run: { command: string; target: string },
  steps: readonly StepTime[],
  totalSeconds: number,
  bySpec?: ReadonlyArray<[string, number]>,
): string {
  const minutes = (seconds: number) => `${(seconds / 60).toFixed(1)} min`;
  const lines = [
    machineLine(),
    '',
    `\`${run.command}\` took ${minutes(totalSeconds)} (target: ${run.target}). ` +
      'Steps of one stage run at the same time, in lanes; the stages run one after the other.',
    '',
    markdownTable(
      ['Step', 'Stage (lane)', 'Time'],
      [...steps]
        .sort((a, b) => a.where.localeCompare(b.where))
        .map((step) => [step.name, step.where, `${step.seconds.toFixed(0)} s`]),
    ),
  ];
  if (bySpec?.length) {
    const total = bySpec.reduce((sum, [, seconds]) => sum + seconds, 0);
    lines.push(
      '',
      `Browser tests by spec file: the time the two workers spent in each, ${total.toFixed(0)} s in all.`,
      '',
      markdownTable(
        ['Spec', 'Test time', 'Share'],
        bySpec.map(([file, seconds]) => [file, `${seconds.toFixed(0)} s`, `${((seconds / total) * 100).toFixed(0)} %`]),
      ),
    );
  }
  return lines.join('\n');
}
