import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './paths.ts';

// docs/performance.md holds today's figures, one section per benchmark, each
// rewritten by its benchmark between markers: no diary, the history is git's.

export const performanceDoc = path.join(repoRoot, 'docs/performance.md');

/** A Markdown table from a header row and body rows. */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Where and when a benchmark ran, for the line above its tables. */
export const machineLine = (): string =>
  `Measured on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} cores, ` +
  `${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${os.loadavg()[0]!.toFixed(1)} at the start.`;

/** Replaces the section `name` of docs/performance.md (between its markers) with `markdown`. */
export function writePerformanceSection(name: string, markdown: string, file = performanceDoc): void {
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const text = fs.readFileSync(file, 'utf8');
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${path.relative(repoRoot, file)} has no ${start} … ${end} section.`);
  fs.writeFileSync(file, `${text.slice(0, from + start.length)}\n${markdown.trim()}\n${text.slice(to)}`);
  console.log(`Wrote the ${name} figures to ${path.relative(repoRoot, file)}.`);
}
