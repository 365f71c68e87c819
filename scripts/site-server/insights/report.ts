import { feedbackReasonLabels, insightLocales, type FeedbackReason } from '@acme-docs/site/data/insights';
import type { InsightsStore } from './store.ts';

// The report the docs team reads (issue #31), per locale and for a period:
// the same figures for `npm run insights` (text.ts) and the report page (page.ts).

export interface ReportPeriod {
  /** First day, UTC, YYYY-MM-DD. */
  from: string;
  /** Last day, UTC, included. */
  to: string;
}

export interface LocaleReport {
  locale: string;
  answers: { yes: number; no: number };
  /** Pages with the most No answers, with their reasons and latest comments. */
  unhelpfulPages: {
    page: string;
    no: number;
    yes: number;
    reasons: { reason: string; count: number }[];
    comments: string[];
  }[];
  searches: number;
  noResults: { query: string; count: number }[];
  notOpened: { query: string; count: number }[];
  /** Mean rank of the results opened, from 1; null when none was opened. */
  meanRankOpened: number | null;
  opened: number;
  brokenCode: { page: string; block: number; codeHash: string; language: string; no: number; yes: number }[];
  /** Yes and No answers per day, every day of the period. */
  answersByDay: { day: string; yes: number; no: number }[];
}

export interface InsightsReport {
  period: ReportPeriod;
  locales: LocaleReport[];
}

const day = (date: Date) => date.toISOString().slice(0, 10);
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

/** The period of `days` days ending with `to` (today by default), or from `from` to `to`; throws on a malformed one. */
export function reportPeriod({ days, from, to }: { days?: number; from?: string; to?: string }, now = Date.now()) {
  const last = to ?? day(new Date(now));
  if (!isDay(last)) throw new Error(`"to" must be a date written YYYY-MM-DD (got "${last}").`);
  if (from !== undefined && !isDay(from)) throw new Error(`"from" must be a date written YYYY-MM-DD (got "${from}").`);
  if (days !== undefined && (!Number.isInteger(days) || days < 1 || days > 3660))
    throw new Error(`"days" must be a whole number from 1 to 3660 (got "${days}").`);
  const first = from ?? day(new Date(Date.parse(last) - ((days ?? 30) - 1) * 86_400_000));
  if (first > last) throw new Error(`The period starts (${first}) after it ends (${last}).`);
  return { from: first, to: last };
}

/** Every day from `from` to `to`, so that quiet days show as zeros. */
function daysOf({ from, to }: ReportPeriod): string[] {
  const out: string[] = [];
  for (let t = Date.parse(from); t <= Date.parse(to); t += 86_400_000) out.push(day(new Date(t)));
  return out;
}

const reasonLabel = (reason: string) => feedbackReasonLabels[reason as FeedbackReason] ?? reason;
const top = 10;

export async function buildReport(
  store: InsightsStore,
  period: ReportPeriod,
  locales: readonly string[] = insightLocales,
): Promise<InsightsReport> {
  // The period's rows of one locale: every query below starts from it.
  const scope = `received_at >= $1::DATE AND received_at < $2::DATE + 1 AND locale = $3`;
  const out: LocaleReport[] = [];
  for (const locale of locales) {
    const args = [period.from, period.to, locale];
    const pages = await store.rows<{ page: string; no: number; yes: number }>(
      `SELECT page, count(*) FILTER (NOT helpful)::INTEGER AS no, count(*) FILTER (helpful)::INTEGER AS yes
       FROM events WHERE type = 'page_feedback' AND ${scope}
       GROUP BY page HAVING no > 0 ORDER BY no DESC, yes ASC, page LIMIT ${top}`,
      args,
    );
    const reasons = await store.rows<{ page: string; reason: string; count: number }>(
      `SELECT page, coalesce(reason, 'none given') AS reason, count(*)::INTEGER AS count
       FROM events WHERE type = 'page_feedback' AND NOT helpful AND ${scope}
       GROUP BY ALL ORDER BY count DESC, reason`,
      args,
    );
    const comments = await store.rows<{ page: string; comment: string }>(
      `SELECT page, comment FROM (
         SELECT page, comment, row_number() OVER (PARTITION BY page ORDER BY received_at DESC) AS n
         FROM events WHERE type = 'page_feedback' AND NOT helpful AND comment IS NOT NULL AND ${scope})
       WHERE n <= 3 ORDER BY page, n`,
      args,
    );
    const [answers] = await store.rows<{ yes: number; no: number }>(
      `SELECT count(*) FILTER (helpful)::INTEGER AS yes, count(*) FILTER (NOT helpful)::INTEGER AS no
       FROM events WHERE type = 'page_feedback' AND ${scope}`,
      args,
    );
    const [searches] = await store.rows<{ count: number }>(
      `SELECT count(*)::INTEGER AS count FROM events WHERE type = 'search' AND ${scope}`,
      args,
    );
    const noResults = await store.rows<{ query: string; count: number }>(
      `SELECT query, count(*)::INTEGER AS count FROM events WHERE type = 'search' AND results = 0 AND ${scope}
       GROUP BY query ORDER BY count DESC, query LIMIT ${top}`,
      args,
    );
    // A search with results whose outcome opened none, or never came (the reader left).
    const notOpened = await store.rows<{ query: string; count: number }>(
      `SELECT s.query, count(*)::INTEGER AS count
       FROM (SELECT * FROM events WHERE type = 'search' AND results > 0 AND ${scope}) s
       LEFT JOIN (SELECT search_id, max(rank) AS rank FROM events WHERE type = 'search_outcome' GROUP BY search_id) o
         USING (search_id)
       WHERE o.rank IS NULL
       GROUP BY s.query ORDER BY count DESC, s.query LIMIT ${top}`,
      args,
    );
    const [rank] = await store.rows<{ mean: number | null; opened: number }>(
      `SELECT avg(rank)::DOUBLE AS mean, count(rank)::INTEGER AS opened
       FROM events WHERE type = 'search_outcome' AND ${scope}`,
      args,
    );
    const brokenCode = await store.rows<LocaleReport['brokenCode'][number]>(
      `SELECT page, block, code_hash AS "codeHash", language,
         count(*) FILTER (NOT works)::INTEGER AS no, count(*) FILTER (works)::INTEGER AS yes
       FROM events WHERE type = 'code_feedback' AND ${scope}
       GROUP BY page, block, code_hash, language HAVING no > 0 ORDER BY no DESC, page, block LIMIT ${top}`,
      args,
    );
    const byDay = await store.rows<{ day: string; yes: number; no: number }>(
      `SELECT strftime(received_at::DATE, '%Y-%m-%d') AS day,
         count(*) FILTER (helpful)::INTEGER AS yes, count(*) FILTER (NOT helpful)::INTEGER AS no
       FROM events WHERE type = 'page_feedback' AND ${scope} GROUP BY day`,
      args,
    );
    const counted = new Map(byDay.map((row) => [row.day, row]));
    out.push({
      locale,
      answers: answers ?? { yes: 0, no: 0 },
      unhelpfulPages: pages.map((p) => ({
        ...p,
        reasons: reasons
          .filter((r) => r.page === p.page)
          .map((r) => ({ reason: reasonLabel(r.reason), count: r.count })),
        comments: comments.filter((c) => c.page === p.page).map((c) => c.comment),
      })),
      searches: searches?.count ?? 0,
      noResults,
      notOpened,
      meanRankOpened: rank?.mean ?? null,
      opened: rank?.opened ?? 0,
      brokenCode,
      answersByDay: daysOf(period).map((d) => ({ day: d, yes: counted.get(d)?.yes ?? 0, no: counted.get(d)?.no ?? 0 })),
    });
  }
  return { period, locales: out };
}
