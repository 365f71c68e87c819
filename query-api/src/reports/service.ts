import type { Catalogue } from '../catalogue/types.js';
import type { AccountRecord } from '../store/accounts.js';
import type { ReportStore } from '../store/repository.js';
import { type ReportRequestBody, planReport } from './plan.js';
import { type RenderedReport, renderCsv, renderJson } from './output.js';

/** Plans, runs and serialises one report. Routes call this; it never sees HTTP. */
export async function runReport(
  store: ReportStore,
  catalogue: Catalogue,
  account: AccountRecord,
  body: ReportRequestBody,
  options: { nowMs: number; csv: boolean },
): Promise<RenderedReport> {
  const started = performance.now();
  const plan = planReport(catalogue, account, body, options.nowMs, store.dataHours());
  const [{ rows }, totals] = await Promise.all([
    store.report(plan.query),
    plan.includeTotals && !options.csv ? store.totals(plan.query) : Promise.resolve(undefined),
  ]);
  if (options.csv) return renderCsv(plan, rows);
  const queryTimeMs = Math.round(performance.now() - started);
  return renderJson(plan, account.accountId, rows, totals, queryTimeMs);
}
