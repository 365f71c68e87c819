import React, { Suspense, lazy, useEffect, useId, useMemo, useState } from 'react';
import { translate } from '@docusaurus/Translate';
import ScrollRegion from '@site/src/components/ScrollRegion';
import { defaultTokenPath } from '@site/src/plugins/openapi-reference/apis';
import Credentials, { type AppCredentials } from '@site/src/plugins/openapi-reference/components/TryIt/Credentials';
import Samples from '@site/src/plugins/openapi-reference/components/TryIt/Samples';
import { failureMessage } from '@site/src/plugins/openapi-reference/components/TryIt/failure';
import { isLocal, useLocalServers } from '@site/src/plugins/openapi-reference/components/TryIt/local-servers';
import { send, type Failure, type PreparedRequest } from '@site/src/plugins/openapi-reference/components/TryIt/request';
import { sendRecorded, useToken, useTryItSession } from '@site/src/plugins/openapi-reference/components/TryIt/session';
import tryIt from '@site/src/plugins/openapi-reference/components/TryIt/styles.module.css';
import {
  catalogueOf,
  currencies,
  filterable,
  initialChoice,
  intervals,
  problemsOf,
  reportNames,
  reportPath,
  requestBody,
  switchReport,
  toggle,
  type BuilderChoice,
  type Problem,
  type Row,
} from './model';
import styles from './styles.module.css';

// Chart.js and its chart load once a report with an interval has rows.
const Chart = lazy(() => import('./Chart'));

interface Account {
  accountId: string;
  accountName: string;
}

type Answer =
  | { failure: Failure }
  | { status: number; statusText: string; rows: Row[]; totals?: Row; message?: string; choice: BuilderChoice };

const problemText: Record<Problem, () => string> = {
  noMetric: () => translate({ id: 'reportBuilder.problem.noMetric', message: 'Choose at least one metric.' }),
  datesOrder: () =>
    translate({ id: 'reportBuilder.problem.dates', message: 'The end date must come after the start date.' }),
  noAccount: () => translate({ id: 'reportBuilder.problem.account', message: 'Choose an account.' }),
};

const reportLabel = (report: string) =>
  report === 'campaigns'
    ? translate({ id: 'reportBuilder.report.campaigns', message: 'Campaigns (Acme Ads)' })
    : translate({ id: 'reportBuilder.report.transactions', message: 'Transactions (Acme Ecommerce)' });

const intervalLabel = (interval: string) =>
  ({
    '': translate({ id: 'reportBuilder.interval.none', message: 'None: one row per group' }),
    day: translate({ id: 'reportBuilder.interval.day', message: 'Day' }),
    week: translate({ id: 'reportBuilder.interval.week', message: 'Week (from Monday)' }),
    month: translate({ id: 'reportBuilder.interval.month', message: 'Month' }),
    year: translate({ id: 'reportBuilder.interval.year', message: 'Year' }),
  })[interval] ?? interval;

/** Every IANA zone the browser knows, the API's default first. */
function timeZones(): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set(['America/New_York', 'UTC', ...known])];
}

/**
 * The report builder: a report request made from the catalogue's choices, its
 * body and samples as it is made, then its rows from the sandbox as a table,
 * and as a chart over time when it has an interval.
 */
export default function Builder(): React.JSX.Element {
  const id = useId();
  const local = useLocalServers().sandbox;
  const { server: choiceOfServer } = useTryItSession();
  const server = choiceOfServer === 'local' ? local : choiceOfServer;
  const token = useToken(server)?.token ?? '';
  const [app, setApp] = useState<AppCredentials>({ appId: '', appSecret: '' });
  const [choice, setChoice] = useState<BuilderChoice>(() => initialChoice());
  const [accounts, setAccounts] = useState<Account[]>([]);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [running, setRunning] = useState(false);
  const [chartMetric, setChartMetric] = useState('');
  const catalogue = catalogueOf(choice.report);
  const problems = problemsOf(choice);
  const zones = useMemo(() => timeZones(), []);
  const set = (update: Partial<BuilderChoice>) => setChoice((c) => ({ ...c, ...update }));

  // The accounts the token may read, to choose from.
  useEffect(() => {
    if (!token) return;
    let current = true;
    void send({
      url: new URL('/v1/query/accounts/', server).href,
      method: 'GET',
      headers: [['Authorization', `Bearer ${token}`]],
    }).then((result) => {
      if (!current || 'failure' in result || result.status !== 200) return;
      const list = JSON.parse(result.body) as Account[];
      setAccounts(list);
      setChoice((c) =>
        list.some((a) => a.accountId === c.accountId) || !list[0] ? c : { ...c, accountId: list[0].accountId },
      );
    });
    return () => {
      current = false;
    };
  }, [server, token]);

  const body = useMemo(() => requestBody(choice), [choice]);
  const request = useMemo<PreparedRequest | null>(() => {
    try {
      return {
        url: new URL(reportPath(choice), server).href,
        method: 'POST',
        headers: [
          ['Authorization', `Bearer ${token}`],
          ['Content-Type', 'application/json'],
        ],
        body: JSON.stringify(body, null, 2),
        mediaType: 'application/json',
      };
    } catch {
      return null;
    }
  }, [choice, server, token, body]);

  async function run(event: React.FormEvent): Promise<void> {
    event.preventDefault();
    if (!request || problems.length) return;
    setRunning(true);
    const result = await sendRecorded(request);
    setRunning(false);
    if ('failure' in result) {
      setAnswer({ failure: result.failure });
      return;
    }
    let parsed: { data?: Row[]; totals?: Row; message?: string; detail?: unknown } = {};
    try {
      parsed = JSON.parse(result.body) as typeof parsed;
    } catch {
      // Reported with its status below.
    }
    setAnswer({
      status: result.status,
      statusText: result.statusText,
      rows: parsed.data ?? [],
      totals: parsed.totals,
      message: parsed.message ?? (parsed.detail ? JSON.stringify(parsed.detail) : undefined),
      choice,
    });
    setChartMetric(choice.metrics[0]!);
  }

  const columns =
    answer && 'rows' in answer
      ? [...(answer.choice.interval ? ['datetime'] : []), ...answer.choice.dimensions, ...answer.choice.metrics]
      : [];

  return (
    <section className={styles.builder} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{translate({ id: 'reportBuilder.title', message: 'Report builder' })}</h3>
      <form onSubmit={(e) => void run(e)} className={styles.form}>
        <fieldset className={styles.fieldset}>
          <legend>{translate({ id: 'reportBuilder.report', message: 'Report' })}</legend>
          <div className={styles.options}>
            {reportNames.map((report) => (
              <label key={report} className={styles.option}>
                <input
                  type="radio"
                  name={`${id}-report`}
                  value={report}
                  checked={choice.report === report}
                  onChange={() => setChoice((c) => switchReport(c, report))}
                />
                {reportLabel(report)}
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend>{translate({ id: 'reportBuilder.metrics', message: 'Metrics (the numbers)' })}</legend>
          <ul className={styles.choices}>
            {catalogue.metrics.map((m) => (
              <li key={m.slug}>
                <label className={styles.option}>
                  <input
                    type="checkbox"
                    checked={choice.metrics.includes(m.slug)}
                    onChange={(e) => set({ metrics: toggle(choice.metrics, m.slug, e.target.checked) })}
                  />
                  <code>{m.slug}</code>
                </label>
                <span className={styles.hint}>
                  {m.description}
                  {!m.additive &&
                    ` ${translate(
                      {
                        id: 'reportBuilder.metric.ratio',
                        message: 'A ratio ({formula}): each row and the totals are recomputed from sums, never summed.',
                      },
                      { formula: m.formula ?? '' },
                    )}`}
                </span>
              </li>
            ))}
          </ul>
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend>{translate({ id: 'reportBuilder.dimensions', message: 'Dimensions (rows split by)' })}</legend>
          <ul className={styles.choices}>
            {catalogue.dimensions.map((d) => (
              <li key={d.slug}>
                <label className={styles.option}>
                  <input
                    type="checkbox"
                    checked={choice.dimensions.includes(d.slug)}
                    onChange={(e) => set({ dimensions: toggle(choice.dimensions, d.slug, e.target.checked) })}
                  />
                  <code>{d.slug}</code>
                </label>
                <span className={styles.hint}>{d.description}</span>
              </li>
            ))}
          </ul>
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend>{translate({ id: 'reportBuilder.filters', message: 'Filters (keep only these values)' })}</legend>
          {filterable(choice.report).map((d) => (
            <fieldset key={d.slug} className={styles.filter}>
              <legend>
                <code>{d.slug}</code>
              </legend>
              <div className={styles.options}>
                {d.values!.map((value) => (
                  <label key={value} className={styles.option}>
                    <input
                      type="checkbox"
                      checked={choice.filters[d.slug]?.includes(value) ?? false}
                      onChange={(e) =>
                        set({
                          filters: {
                            ...choice.filters,
                            [d.slug]: toggle(choice.filters[d.slug] ?? [], value, e.target.checked),
                          },
                        })
                      }
                    />
                    {value}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend>
            {translate({ id: 'reportBuilder.period', message: 'Period, interval, time zone and currency' })}
          </legend>
          <div className={tryIt.grid}>
            <label className={tryIt.label}>
              {translate({ id: 'reportBuilder.startDate', message: 'Start date (included)' })}
              <input
                className={tryIt.input}
                type="date"
                value={choice.startDate}
                max={choice.endDate}
                onChange={(e) => set({ startDate: e.target.value })}
              />
            </label>
            <label className={tryIt.label}>
              {translate({ id: 'reportBuilder.endDate', message: 'End date (excluded)' })}
              <input
                className={tryIt.input}
                type="date"
                value={choice.endDate}
                min={choice.startDate}
                onChange={(e) => set({ endDate: e.target.value })}
              />
            </label>
            <label className={tryIt.label}>
              {translate({ id: 'reportBuilder.interval', message: 'Interval' })}
              <select
                className={tryIt.input}
                value={choice.interval}
                onChange={(e) => set({ interval: e.target.value as BuilderChoice['interval'] })}
              >
                {['', ...intervals].map((interval) => (
                  <option key={interval} value={interval}>
                    {intervalLabel(interval)}
                  </option>
                ))}
              </select>
            </label>
            <label className={tryIt.label}>
              {translate({ id: 'reportBuilder.timeZone', message: 'Time zone' })}
              <select
                className={tryIt.input}
                value={choice.timeZone}
                onChange={(e) => set({ timeZone: e.target.value })}
              >
                {zones.map((zone) => (
                  <option key={zone}>{zone}</option>
                ))}
              </select>
            </label>
            <label className={tryIt.label}>
              {translate({ id: 'reportBuilder.currency', message: 'Currency' })}
              <select
                className={tryIt.input}
                value={choice.currency}
                onChange={(e) => set({ currency: e.target.value })}
              >
                {currencies.map((currency) => (
                  <option key={currency}>{currency}</option>
                ))}
              </select>
            </label>
          </div>
          <label className={styles.option}>
            <input
              type="checkbox"
              checked={choice.includeTotals}
              onChange={(e) => set({ includeTotals: e.target.checked })}
            />
            {translate({
              id: 'reportBuilder.totals',
              message: 'Include totals over all rows (ratios are recomputed from the sums, not summed)',
            })}
          </label>
        </fieldset>

        <h4>{translate({ id: 'reportBuilder.request', message: 'The request' })}</h4>
        <p className={tryIt.small}>
          <code>POST {reportPath(choice)}</code>
        </p>
        <pre className={tryIt.responseBody} tabIndex={0} data-testid="report-body">
          {JSON.stringify(body, null, 2)}
        </pre>
        <Samples request={request} />

        <h4>{translate({ id: 'reportBuilder.run.heading', message: 'Run it against the sandbox' })}</h4>
        <p className={tryIt.small}>
          {translate({ id: 'reportBuilder.server', message: 'Requests go to {server}.' }, { server })}
        </p>
        <Credentials
          server={server}
          tokenPath={defaultTokenPath}
          credentials={app}
          setCredentials={setApp}
          offerDemoApp={isLocal(server, local)}
        />
        {accounts.length > 0 ? (
          <label className={tryIt.label}>
            {translate({ id: 'reportBuilder.account', message: 'Account' })}
            <select
              className={tryIt.input}
              value={choice.accountId}
              onChange={(e) => set({ accountId: e.target.value })}
            >
              {accounts.map((a) => (
                <option key={a.accountId} value={a.accountId}>{`${a.accountName} · ${a.accountId}`}</option>
              ))}
            </select>
          </label>
        ) : (
          <label className={tryIt.label}>
            {translate({ id: 'reportBuilder.account', message: 'Account' })}
            <input
              className={tryIt.input}
              inputMode="numeric"
              value={choice.accountId}
              onChange={(e) => set({ accountId: e.target.value.trim() })}
            />
          </label>
        )}
        <div aria-live="polite">
          {problems.length > 0 && (
            <ul className={tryIt.error} data-testid="report-problems">
              {problems.map((p) => (
                <li key={p}>{problemText[p]()}</li>
              ))}
            </ul>
          )}
        </div>
        <div className={tryIt.actions}>
          <button type="submit" className="button button--primary" disabled={running || problems.length > 0 || !token}>
            {translate({ id: 'reportBuilder.run', message: 'Run the report' })}
          </button>
        </div>
      </form>

      <div aria-live="polite">
        {answer && 'failure' in answer && (
          <p className={`${tryIt.message} ${tryIt.error}`}>{failureMessage(server, answer.failure)}</p>
        )}
        {answer && 'rows' in answer && (
          <>
            <p className={`${tryIt.status} ${answer.status >= 400 ? tryIt.error : ''}`} data-testid="report-status">
              {`${answer.status} ${answer.statusText}`}
              {answer.status < 400 &&
                ` · ${translate({ id: 'reportBuilder.rows', message: '{count} rows' }, { count: answer.rows.length })}`}
            </p>
            {answer.message && <p className={`${tryIt.message} ${tryIt.error}`}>{answer.message}</p>}
          </>
        )}
      </div>
      {answer && 'rows' in answer && answer.rows.length > 0 && (
        <>
          <ScrollRegion kind="table" label={translate({ id: 'reportBuilder.table', message: 'Rows of the report' })}>
            <table data-testid="report-rows">
              <thead>
                <tr>
                  {columns.map((c) => (
                    <th key={c} scope="col">
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {answer.rows.map((row, i) => (
                  <tr key={i}>
                    {columns.map((c) => (
                      <td key={c}>{row[c] === null ? '—' : String(row[c])}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          {answer.totals && (
            <p data-testid="report-totals">
              {translate({ id: 'reportBuilder.totalsRow', message: 'Totals:' })}{' '}
              {answer.choice.metrics.map((m) => `${m} ${String(answer.totals![m] ?? '—')}`).join(' · ')}
            </p>
          )}
          {answer.choice.interval && (
            <>
              {answer.choice.metrics.length > 1 && (
                <label className={tryIt.label}>
                  {translate({ id: 'reportBuilder.chartMetric', message: 'Metric drawn' })}
                  <select className={tryIt.input} value={chartMetric} onChange={(e) => setChartMetric(e.target.value)}>
                    {answer.choice.metrics.map((m) => (
                      <option key={m}>{m}</option>
                    ))}
                  </select>
                </label>
              )}
              <Suspense fallback={<p>{translate({ id: 'openapi.tryIt.loading', message: 'Loading…' })}</p>}>
                <Chart
                  rows={answer.rows}
                  dimensions={answer.choice.dimensions}
                  metric={chartMetric || answer.choice.metrics[0]!}
                  interval={answer.choice.interval}
                  intervalName={intervalLabel(answer.choice.interval)}
                />
              </Suspense>
            </>
          )}
        </>
      )}
    </section>
  );
}
