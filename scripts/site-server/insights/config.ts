import path from 'node:path';
import { repoRoot } from '../../lib/paths.ts';

// Where the reader insights live and what the collector allows (issue #31).

/** The collector's one endpoint, and the report page with its files: none of them a page of the site. */
export const insightsPaths = {
  events: '/_insights/events',
  report: '/_insights/report',
  reportJson: '/_insights/report.json',
  chartScript: '/_insights/chart.umd.js',
  reportScript: '/_insights/report.js',
} as const;

/** The data folder, like the sandbox's query-api/.data: git-ignored; INSIGHTS_DATA_DIR moves it. */
export const insightsDataDir = (env: NodeJS.ProcessEnv = process.env): string =>
  path.resolve(env.INSIGHTS_DATA_DIR?.trim() || path.join(repoRoot, '.data', 'insights'));

export interface CollectorLimits {
  /** Events accepted per client address in each window. */
  max: number;
  windowSeconds: number;
  /** Largest body read, in bytes: one event, with a comment of 1,000 characters of any script. */
  bodyLimit: number;
}

export const defaultCollectorLimits: CollectorLimits = { max: 60, windowSeconds: 60, bodyLimit: 8 * 1024 };

/**
 * The build environment of `npm start` (and of the builds `npm test` checks):
 * with no INSIGHTS_COLLECTOR_URL of the reader's, the site sends its insights
 * to the collector of the server that serves it. A plain `npm run build` sends
 * nothing unless the variable is set.
 */
export const localCollectorEnv = (env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv => ({
  ...env,
  INSIGHTS_COLLECTOR_URL: env.INSIGHTS_COLLECTOR_URL?.trim() || insightsPaths.events,
});
