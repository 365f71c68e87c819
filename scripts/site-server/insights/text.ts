import type { InsightsReport, LocaleReport } from './report.ts';

// The report as `npm run insights` prints it: plain text, one section per locale.

const localeNames: Record<string, string> = { en: 'English', ja: 'Japanese', fr: 'French' };

function list<T>(title: string, rows: T[], line: (row: T) => string, empty: string): string[] {
  return [`  ${title}`, ...(rows.length ? rows.map((row) => `    ${line(row)}`) : [`    ${empty}`])];
}

function localeSection(r: LocaleReport): string[] {
  const mean = r.meanRankOpened === null ? 'none opened' : `${r.meanRankOpened.toFixed(2)} (${r.opened} opened)`;
  return [
    `${localeNames[r.locale] ?? r.locale} (${r.locale})`,
    `  Answers: ${r.answers.yes} Yes, ${r.answers.no} No · Searches: ${r.searches} · Mean rank opened: ${mean}`,
    ...list(
      'Pages with the most No answers',
      r.unhelpfulPages,
      (p) =>
        [
          `${String(p.no).padStart(3)} No ${String(p.yes).padStart(3)} Yes  ${p.page}`,
          ...p.reasons.map((reason) => `            ${reason.count} × ${reason.reason}`),
          ...p.comments.map((comment) => `            “${comment.replace(/\s+/g, ' ')}”`),
        ].join('\n    '),
      'none',
    ),
    ...list('Searches with no results', r.noResults, (q) => `${String(q.count).padStart(3)} × ${q.query}`, 'none'),
    ...list(
      'Searches whose results were not opened',
      r.notOpened,
      (q) => `${String(q.count).padStart(3)} × ${q.query}`,
      'none',
    ),
    ...list(
      'Code blocks marked as not working',
      r.brokenCode,
      (b) =>
        `${String(b.no).padStart(3)} No ${String(b.yes).padStart(3)} Yes  ${b.page} · block ${b.block} (${b.language}, ${b.codeHash})`,
      'none',
    ),
  ];
}

export function reportText(report: InsightsReport): string {
  return [
    `Reader insights, ${report.period.from} to ${report.period.to} (UTC)`,
    '',
    ...report.locales.flatMap((locale) => [...localeSection(locale), '']),
  ].join('\n');
}
