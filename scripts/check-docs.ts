import path from 'node:path';
import { parseArgs } from 'node:util';
import { listPages, readPage, hasWordFloor, wordFloor } from './lib/docs-content.ts';
import {
  codeSampleProblems,
  referralPages,
  referralSampleProblems,
  sdkVersionProblems,
  sharedRunProblems,
  wordFloorProblem,
} from './lib/docs-checks.ts';
import { openApiProblems, partnerApiFiles } from './lib/openapi-check.ts';

// Checks pages and OpenAPI files while writing them, with the same rules as
// `npm test`: `npx tsx scripts/check-docs.ts site/docs/x.md site/static/openapi/y.yaml`
// (no arguments: every English page and every partner API file).

const args = parseArgs({ allowPositionals: true }).positionals.map((a) => path.resolve(a));
const all = listPages().map((file) => readPage(file));
const pages = args.length ? all.filter((p) => args.includes(p.file)) : all;
const yamlFiles = args.length ? args.filter((a) => a.endsWith('.yaml')) : partnerApiFiles;
const unknown = args.filter((a) => !a.endsWith('.yaml') && !all.some((p) => p.file === a));
if (unknown.length) console.log(`Not English doc pages (skipped): ${unknown.join(', ')}`);

const problems: string[] = [];
for (const page of pages) {
  problems.push(...(await codeSampleProblems(page)), ...sdkVersionProblems(page));
  const floor = wordFloorProblem(page);
  if (floor) problems.push(floor);
  const parsedSamples = page.samples.length;
  const floorNote = hasWordFloor(page.relative) ? ` (floor ${wordFloor(page.relative)})` : '';
  console.log(`${page.relative}: ${page.proseWords} prose words${floorNote}, ${parsedSamples} code blocks`);
  for (const [kind, relative] of Object.entries(referralPages) as [keyof typeof referralPages, string][]) {
    if (page.relative === relative) problems.push(...referralSampleProblems(kind, page));
  }
}
problems.push(...sharedRunProblems(all, new Set(pages.map((p) => p.relative))));
for (const file of yamlFiles) {
  const found = await openApiProblems(file).catch((error: Error) => [`${path.basename(file)}: ${error.message}`]);
  console.log(
    `${path.relative(process.cwd(), file)}: ${found.length ? `${found.length} problems` : 'valid and complete'}`,
  );
  problems.push(...found);
}
console.log(
  problems.length ? `\n${problems.length} problems:\n${problems.map((p) => `  - ${p}`).join('\n')}` : '\nNo problems.',
);
process.exit(problems.length ? 1 : 0);
