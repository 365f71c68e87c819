import { parseArgs } from 'node:util';
import { insightLocales } from '@acme-docs/site/data/insights';
import { insightsDataDir, insightsPaths } from './site-server/insights/config.ts';
import { buildReport, reportPeriod, type InsightsReport } from './site-server/insights/report.ts';
import { InsightsStore, isLockConflict } from './site-server/insights/store.ts';
import { reportText } from './site-server/insights/text.ts';

// `npm run insights`: what readers answered and searched, per locale, for a
// period (issue #31). Reads the data folder's database; while `npm start`
// holds it (DuckDB lets one process write a file, and no other open it then),
// asks that server for the same report instead.

const usage = `Usage: npm run insights -- [options]

  --days N          the N days up to --to (default 30)
  --from YYYY-MM-DD first day (UTC); instead of --days
  --to YYYY-MM-DD   last day, included (default today, UTC)
  --locale L        one locale: ${insightLocales.join(', ')} (default all)
  --data-dir DIR    the data folder (default INSIGHTS_DATA_DIR, else .data/insights)
  --server URL      the npm start server to ask while it holds the database
                    (default http://localhost:PORT, PORT 3000)
  --json            the report as JSON
`;

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

const options = {
  days: { type: 'string' },
  from: { type: 'string' },
  to: { type: 'string' },
  locale: { type: 'string' },
  'data-dir': { type: 'string' },
  server: { type: 'string' },
  json: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

function parse() {
  try {
    return parseArgs({ options, strict: true }).values;
  } catch (error) {
    return fail((error as Error).message);
  }
}

const args = parse();
if (args.help) {
  console.log(usage);
  process.exit(0);
}
if (args.locale && !(insightLocales as readonly string[]).includes(args.locale))
  fail(`--locale must be one of ${insightLocales.join(', ')} (got "${args.locale}").`);
if (args.days && args.from) fail('Give --days or --from, not both.');
function chosenPeriod() {
  try {
    return reportPeriod({ days: args.days ? Number(args.days) : undefined, from: args.from, to: args.to });
  } catch (error) {
    return fail((error as Error).message);
  }
}
const period = chosenPeriod();
const locales = args.locale ? [args.locale] : insightLocales;
const dataDir = args['data-dir'] ?? insightsDataDir();
const server = args.server ?? `http://localhost:${process.env.PORT ?? 3000}`;

async function fromServer(): Promise<InsightsReport> {
  const url = new URL(insightsPaths.reportJson, server);
  url.search = new URLSearchParams({
    from: period.from,
    to: period.to,
    ...(args.locale && { locale: args.locale }),
  }).toString();
  let response;
  try {
    response = await fetch(url);
  } catch {
    throw new Error(
      `The insights database in ${dataDir} is held by another process, and no server answered at ${server}: pass --server with the address of the npm start that holds it.`,
    );
  }
  if (!response.ok)
    throw new Error(`${url} answered ${response.status}: ${((await response.json()) as { message?: string }).message}`);
  return (await response.json()) as InsightsReport;
}

async function report(): Promise<InsightsReport | undefined> {
  let store;
  try {
    store = await InsightsStore.open(dataDir, { readOnly: true });
  } catch (error) {
    if (isLockConflict(error)) return fromServer();
    if (/does not exist/.test((error as Error).message)) return undefined;
    throw error;
  }
  try {
    return await buildReport(store, period, locales);
  } finally {
    await store.close();
  }
}

try {
  const result = await report();
  if (!result) console.log(`No reader insights recorded yet in ${dataDir}.`);
  else console.log(args.json ? JSON.stringify(result, null, 2) : reportText(result));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
