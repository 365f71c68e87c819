import { createHash } from 'node:crypto';
import type { ReportPlan } from './plan.js';

type Cell = string | number | null;

const jsonValue = (v: Cell): string =>
  v === null ? 'null' : typeof v === 'number' ? (Number.isFinite(v) ? String(v) : 'null') : JSON.stringify(v);

/** Rows with the bucket number replaced by its `datetime` label. */
function labelled(plan: ReportPlan, rows: Cell[][]): Cell[][] {
  const labels = plan.labels;
  if (!labels) return rows;
  return rows.map((r) => [labels[r[0] as number], ...r.slice(1)]);
}

export interface RenderedReport {
  body: string;
  contentType: string;
  etag: string;
}

/**
 * Serialises the report once, by hand: keys are catalogue slugs (no escaping
 * needed) and values go through JSON.stringify only when they are strings.
 * The ETag covers everything but queryTimeMs, so an unchanged report keeps it.
 */
export function renderJson(
  plan: ReportPlan,
  accountId: number,
  rows: Cell[][],
  totals: Cell[] | undefined,
  queryTimeMs: number,
): RenderedReport {
  const keys = plan.columns.map((c) => `${JSON.stringify(c)}:`);
  const data = labelled(plan, rows)
    .map((r) => `{${r.map((v, i) => keys[i] + jsonValue(v)).join(',')}}`)
    .join(',');
  let stable = `"data":[${data}],"accountId":"${accountId}"`;
  if (totals) {
    const metricKeys = keys.slice(plan.columns.length - totals.length);
    stable += `,"totals":{${totals.map((v, i) => metricKeys[i] + jsonValue(v)).join(',')}}`;
  }
  return {
    body: `{${stable},"queryTimeMs":${queryTimeMs}}`,
    contentType: 'application/json; charset=utf-8',
    etag: etagOf(`json|${stable}`),
  };
}

const csvCell = (v: Cell): string => {
  if (v === null) return '';
  const s = String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

/** RFC 4180 CSV with a header row; nulls are empty cells. Totals are not included. */
export function renderCsv(plan: ReportPlan, rows: Cell[][]): RenderedReport {
  const lines = [plan.columns, ...labelled(plan, rows)].map((r) => r.map(csvCell).join(','));
  const body = lines.join('\r\n') + '\r\n';
  return { body, contentType: 'text/csv; charset=utf-8', etag: etagOf(`csv|${body}`) };
}

function etagOf(content: string): string {
  return `W/"${createHash('sha256').update(content).digest('base64url').slice(0, 27)}"`;
}

/** True when If-None-Match names the current ETag (weak comparison, as RFC 9110 asks for GET-like reads). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => t.trim() === '*' || bare(t) === bare(etag));
}

/** `text/csv` when the client prefers it to JSON; JSON otherwise (including no Accept header). */
export function wantsCsv(accept: string | undefined): boolean {
  if (!accept) return false;
  let csv = -1;
  let json = -1;
  for (const part of accept.split(',')) {
    const [type, ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const qv = qParam ? Number(qParam.slice(2)) : 1;
    const weight = Number.isFinite(qv) ? qv : 0;
    if (type === 'text/csv') csv = Math.max(csv, weight);
    else if (type === 'application/json' || type === '*/*' || type === 'application/*') json = Math.max(json, weight);
  }
  return csv > 0 && csv > json;
}
