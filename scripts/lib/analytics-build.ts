import path from 'node:path';
import { siteDir } from './paths.ts';

// A second, English-only build with every third-party service configured with
// fake credentials, used by the browser tests of Google Analytics, Datadog and
// the hosted search (Algolia). Ports match e2e/playwright.config.ts.
export const analyticsBuild = {
  outDir: path.join(siteDir, 'build-analytics'),
  port: 3001,
  collectorPort: 3999,
  env: {
    GA_TRACKING_ID: 'G-TEST000000',
    DATADOG_CLIENT_TOKEN: 'pub00000000000000000000000000000000',
    DATADOG_APPLICATION_ID: '00000000-0000-4000-8000-000000000000',
    DATADOG_PROXY_URL: 'http://localhost:3999/datadog',
    SITE_ENV: 'prod',
    ALGOLIA_APP_ID: 'ACMETEST00',
    ALGOLIA_API_KEY: '00000000000000000000000000000000',
    ALGOLIA_INDEX_NAME: 'acme-docs-test',
  },
} as const;
