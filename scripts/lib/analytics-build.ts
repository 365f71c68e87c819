import path from 'node:path';
import { siteDir } from './paths.ts';

// A second, English-only build with fake analytics credentials, used by the
// browser tests of Google Analytics and Datadog. Ports match e2e/playwright.config.ts.
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
  },
} as const;
