import path from 'node:path';
import { siteDir } from './paths.ts';

// A second, English-only build with every third-party service configured with
// fake credentials, used by the browser tests of Google Analytics, Datadog and
// the hosted search (Algolia). Ports match e2e/playwright.config.ts.
// E2E_PORT_OFFSET shifts every test port, so two checkouts can run their
// browser tests on one machine at once.
export const e2ePortOffset = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const e2eSitePort = 3000 + e2ePortOffset;
/** A server of the default build that the reader-insights tests start with a data folder of their own. */
export const e2eInsightsPort = 3002 + e2ePortOffset;
const collectorPort = 3999 + e2ePortOffset;
export const analyticsBuild = {
  outDir: path.join(siteDir, 'build-analytics'),
  port: 3001 + e2ePortOffset,
  collectorPort,
  env: {
    GA_TRACKING_ID: 'G-TEST000000',
    DATADOG_CLIENT_TOKEN: 'pub00000000000000000000000000000000',
    DATADOG_APPLICATION_ID: '00000000-0000-4000-8000-000000000000',
    DATADOG_PROXY_URL: `http://localhost:${collectorPort}/datadog`,
    SITE_ENV: 'prod',
    ALGOLIA_APP_ID: 'ACMETEST00',
    ALGOLIA_API_KEY: '00000000000000000000000000000000',
    ALGOLIA_INDEX_NAME: 'acme-docs-test',
  },
} as const;
