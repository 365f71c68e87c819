import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './site.ts';

// What each reporting page's Query API samples recorded against the sandbox,
// in page order: site/ and scripts/ modules read through tsx, as site-data.ts does.
const script = `
  const { listPages, readPage } = await import(${JSON.stringify(path.join(repoRoot, 'scripts/lib/docs-content.ts'))});
  const { isReportingPage, querySamples } = await import(${JSON.stringify(path.join(repoRoot, 'scripts/lib/reporting-samples.ts'))});
  const record = await import(${JSON.stringify(path.join(repoRoot, 'site/src/plugins/verified-samples/record.ts'))});
  const { readRecord, markedStatuses } = record.default ?? record;
  const runs = readRecord().samples;
  const pages = listPages().map((file) => readPage(file)).filter((p) => isReportingPage(p.relative));
  console.log(JSON.stringify(pages.map((p) => ({
    route: '/' + p.relative.replace(/\\.mdx?$/, '').replace(/\\/index$/, ''),
    statuses: querySamples(p).map((s) => runs[s.key] ? markedStatuses(runs[s.key]).join(', ') : 'missing'),
  }))));`;

export const recordedMarks = JSON.parse(
  execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: repoRoot,
    encoding: 'utf8',
  }),
) as { route: string; statuses: string[] }[];
