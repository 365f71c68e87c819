import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// The record of the Query API samples of the reporting pages as they ran
// against the sandbox: written by the reporting-samples check of `npm test`
// (scripts/test/reporting-samples.test.ts), committed, and read by the build,
// which marks each sample with its run and fails on a sample that has none or
// whose run failed. One module for both, so that they pick the same samples
// and key them the same way.

/** The pages whose Query API samples are run (docs-relative paths; the translations share them). */
export const isReportingPage = (relative: string) =>
  /^user-guides\/[^/]+\/reporting/.test(relative) || relative.startsWith('developers/api-reference/reporting/');

// Answers printed on the page and diagrams: they name paths but send nothing.
const notRequests = new Set(['json', 'text', 'csv', 'mermaid']);

/** A code block that sends Query API requests. */
export const isQuerySample = (language: string, code: string) =>
  code.includes('/v1/query') && !notRequests.has(language);

/** Names a sample by its page and its code: a changed sample is a new one, with no run yet. */
export const sampleKey = (page: string, code: string) =>
  `${page}#${crypto.createHash('sha256').update(code.trimEnd()).digest('hex').slice(0, 12)}`;

export interface RecordedCall {
  method: string;
  /** Path and query, as sent. */
  path: string;
  status: number;
  /** The columns of the answer's rows (a report), or the fields of the object answered. */
  columns: string[];
  /** Rows answered, for a report. */
  rows?: number;
  /** The answer, shortened to its first rows; JSON, or the text of a CSV answer. */
  response: unknown;
}

export interface RecordedSample {
  language: string;
  calls: RecordedCall[];
}

export interface SampleRecord {
  about: string;
  samples: Record<string, RecordedSample>;
}

// __dirname, not import.meta: the site is a CommonJS package, and the root scripts import this module too.
export const recordFile = path.resolve(__dirname, '../../data/verified-samples.json');

export const readRecord = (): SampleRecord => JSON.parse(fs.readFileSync(recordFile, 'utf8')) as SampleRecord;

/** A recorded run that passed: every call answered 2xx, or 304 to a conditional request. */
export const ranWell = (sample: RecordedSample) =>
  sample.calls.length > 0 && sample.calls.every((c) => (c.status >= 200 && c.status < 300) || c.status === 304);

/** The statuses a sample's mark shows: those of its Query API calls (not of its token call). */
export const markedStatuses = (sample: RecordedSample) =>
  sample.calls.filter((c) => c.path.startsWith('/v1/query/')).map((c) => c.status);

/** The recorded answers as the mark's collapsed block shows them. */
export function responseText(sample: RecordedSample): string {
  return sample.calls
    .map((call) => {
      const head = `${call.method} ${call.path} → ${call.status}`;
      const body = typeof call.response === 'string' ? call.response : JSON.stringify(call.response, null, 2);
      return call.response === null || call.response === '' ? head : `${head}\n${body}`;
    })
    .join('\n\n');
}

/**
 * The mark in Markdown, for the page's Markdown twin (issue #27): the same
 * words as the HTML mark, the recorded answer in a fenced block after it.
 */
export function markdownMark(sample: RecordedSample): string {
  return `Ran against the sandbox: ${markedStatuses(sample).join(', ')}\n\n\`\`\`text\n${responseText(sample)}\n\`\`\``;
}
