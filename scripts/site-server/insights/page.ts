import escapeHtml from 'escape-html';
import { insightLocales } from '@acme-docs/site/data/insights';
import { brand } from '@acme-docs/site/data/brand';
import { insightsPaths } from './config.ts';
import type { InsightsReport, LocaleReport } from './report.ts';

// The report as a page of `npm start` (issue #31): the same figures as the
// command, and a chart per locale of the answers over time (Chart.js, with the
// numbers in a table beside it). Not a page of the site: no sitemap lists it,
// and it asks not to be indexed.

const localeNames: Record<string, string> = { en: 'English', ja: 'Japanese', fr: 'French' };
const h = (value: unknown) => escapeHtml(String(value));

function table(caption: string, head: string[], rows: (string | number)[][], empty: string): string {
  if (!rows.length) return `<h3>${h(caption)}</h3><p class="empty">${h(empty)}</p>`;
  return `<h3>${h(caption)}</h3>
<div class="scroll" role="region" aria-label="${h(caption)}" tabindex="0"><table>
<thead><tr>${head.map((cell, i) => `<th scope="col"${typeof rows[0]![i] === 'number' ? ' class="num"' : ''}>${h(cell)}</th>`).join('')}</tr></thead>
<tbody>${rows.map((row) => `<tr>${row.map((cell) => `<td${typeof cell === 'number' ? ' class="num"' : ''}>${h(cell)}</td>`).join('')}</tr>`).join('\n')}</tbody>
</table></div>`;
}

function localeSection(r: LocaleReport, period: InsightsReport['period']): string {
  const name = `${localeNames[r.locale] ?? r.locale} (${r.locale})`;
  const mean = r.meanRankOpened === null ? 'none opened' : `${r.meanRankOpened.toFixed(2)} (${r.opened} opened)`;
  const chartLabel = `Yes and No answers per day in ${localeNames[r.locale] ?? r.locale}, ${period.from} to ${period.to}: ${r.answers.yes} Yes, ${r.answers.no} No in all. The table below gives each day.`;
  const pages = r.unhelpfulPages.map((p) => [
    p.page,
    p.no,
    p.yes,
    p.reasons.map((reason) => `${reason.count} × ${reason.reason}`).join('; ') || '—',
    p.comments.map((comment) => `“${comment}”`).join(' ') || '—',
  ]);
  return `<section aria-labelledby="locale-${h(r.locale)}">
<h2 id="locale-${h(r.locale)}">${h(name)}</h2>
<p class="summary">${r.answers.yes} Yes, ${r.answers.no} No · ${r.searches} searches · mean rank opened: ${h(mean)}</p>
<figure>
<div class="chart"><canvas id="chart-${h(r.locale)}" role="img" aria-label="${h(chartLabel)}"></canvas></div>
<figcaption>Answers to “Was this page helpful?” per day (UTC)</figcaption>
</figure>
<details><summary>Answers per day as a table</summary>
${table(
  'Answers per day',
  ['Day', 'Yes', 'No'],
  r.answersByDay.map((d) => [d.day, d.yes, d.no]),
  'No days.',
)}
</details>
${table('Pages with the most No answers', ['Page', 'No', 'Yes', 'Reasons', 'Latest comments'], pages, 'No page was answered No.')}
${table(
  'Searches with no results',
  ['Query', 'Searches'],
  r.noResults.map((q) => [q.query, q.count]),
  'Every search found something.',
)}
${table(
  'Searches whose results were not opened',
  ['Query', 'Searches'],
  r.notOpened.map((q) => [q.query, q.count]),
  'Every search with results had one opened.',
)}
${table(
  'Code blocks marked as not working',
  ['Page', 'Block', 'Language', 'Code hash', 'No', 'Yes'],
  r.brokenCode.map((b) => [b.page, b.block, b.language, b.codeHash, b.no, b.yes]),
  'No code block was marked as not working.',
)}
</section>`;
}

const styles = `
:root { color-scheme: light dark; --bg: #fff; --fg: #1c1e21; --muted: #525860; --line: #d0d4d9; --accent: ${brand.colors.magenta}; --yes: #1a7f37; --no: ${brand.colors.magenta}; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #1b1b1d; --fg: #e3e3e3; --muted: #b4b8bd; --line: #444950; --accent: ${brand.colors.magentaOnDark}; --yes: #4ac26b; --no: ${brand.colors.magentaOnDark}; }
}
body { margin: 0; background: var(--bg); color: var(--fg); font: 16px/1.5 system-ui, sans-serif; }
header, main { max-width: 72rem; margin: 0 auto; padding: 1rem; }
a { color: var(--accent); }
form { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: end; }
label { display: flex; flex-direction: column; font-size: 0.875rem; color: var(--muted); }
input, select, button { font: inherit; padding: 0.3rem 0.5rem; color: var(--fg); background: var(--bg); border: 1px solid var(--line); border-radius: 4px; }
button { background: var(--accent); color: #fff; border-color: var(--accent); cursor: pointer; }
@media (prefers-color-scheme: dark) { button { color: #1b1b1d; } }
:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
section { border-top: 1px solid var(--line); margin-top: 2rem; }
.summary, .empty, figcaption { color: var(--muted); }
figure { margin: 0; }
.chart { position: relative; height: 14rem; }
.scroll { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; font-size: 0.9375rem; }
th, td { text-align: left; padding: 0.35rem 0.5rem; border-bottom: 1px solid var(--line); vertical-align: top; }
.num { text-align: right; font-variant-numeric: tabular-nums; }
summary { cursor: pointer; margin: 0.5rem 0; }
`;

export function reportPage(report: InsightsReport, chosen: { locale?: string } = {}): string {
  const chartData = {
    locales: report.locales.map((r) => ({ locale: r.locale, days: r.answersByDay })),
  };
  // Inside a script element, "<" would let a comment end it: JSON's escape keeps the data inert.
  const json = JSON.stringify(chartData).replace(/</g, '\\u003c');
  const option = (value: string, label: string) =>
    `<option value="${h(value)}"${chosen.locale === value || (!chosen.locale && !value) ? ' selected' : ''}>${h(label)}</option>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Reader insights · ${h(brand.siteTitle)}</title>
<style>${styles}</style>
</head>
<body>
<header>
<h1>Reader insights</h1>
<p>What readers of the ${h(brand.siteTitle)} answered and searched, ${h(report.period.from)} to ${h(report.period.to)} (UTC). The same report in a terminal: <code>npm run insights</code>.</p>
<form method="get" action="${insightsPaths.report}">
<label>From <input type="date" name="from" value="${h(report.period.from)}"></label>
<label>To <input type="date" name="to" value="${h(report.period.to)}"></label>
<label>Locale <select name="locale">${option('', 'All')}${insightLocales.map((l) => option(l, localeNames[l] ?? l)).join('')}</select></label>
<button type="submit">Show</button>
</form>
</header>
<main>
${report.locales.map((r) => localeSection(r, report.period)).join('\n')}
</main>
<script type="application/json" id="insights-data">${json}</script>
<script src="${insightsPaths.chartScript}"></script>
<script src="${insightsPaths.reportScript}"></script>
</body>
</html>
`;
}
