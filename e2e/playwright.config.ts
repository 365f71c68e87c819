import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { analyticsBuild, e2eSitePort } from '@acme-docs/scripts/lib/analytics-build';
import { chromiumArgs, chromiumPath } from '@acme-docs/scripts/lib/chromium';
import { sandboxCorsOrigins } from '@acme-docs/scripts/lib/local-servers';
import { tryItServers } from './tests/support/try-it.ts';

// Browser tests of the production build, always in Debian's chromium.
// E2E_SMOKE (set by `npm run test:quick`) serves the English build named by
// SITE_BUILD_DIR, without the analytics build, for the @smoke tests.
const smoke = Boolean(process.env.E2E_SMOKE);

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  // Waits end as soon as what they wait for holds: a longer limit costs a passing
  // test nothing, and spares a failing one on a loaded machine (two workers, a
  // search index loaded on first use, a first query under load).
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://localhost:${e2eSitePort}`,
    // A trace records screenshots and DOM snapshots of every step: recording one for
    // every test cost a third of the browser tests' time on two cores, so only a
    // retried test records it (CI retries once; locally: `--trace on`).
    trace: 'on-first-retry',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  // The site, the sandbox and the mock as `npm start` runs them, on shifted
  // ports: the site tells its pages the sandbox's and the mock's addresses, and
  // the sandbox lets the site's origins call it (scripts/lib/local-servers.ts).
  webServer: [
    {
      command: 'npx tsx ../scripts/serve.ts',
      url: `http://localhost:${e2eSitePort}/`,
      reuseExistingServer: !process.env.CI,
      // The searches and answers of the tests stay out of the reader insights of npm start.
      env: {
        PORT: String(e2eSitePort),
        SANDBOX_PORT: String(tryItServers.sandboxPort),
        PARTNER_MOCK_PORT: String(tryItServers.mockPort),
        INSIGHTS_DATA_DIR: path.join(os.tmpdir(), `acme-e2e-insights-${e2eSitePort}`),
      },
    },
    ...(smoke
      ? []
      : [
          {
            command: 'npx tsx ../scripts/serve.ts',
            url: `http://localhost:${analyticsBuild.port}/`,
            reuseExistingServer: !process.env.CI,
            env: {
              PORT: String(analyticsBuild.port),
              SITE_BUILD_DIR: analyticsBuild.outDir,
              SANDBOX_PORT: String(tryItServers.sandboxPort),
              PARTNER_MOCK_PORT: String(tryItServers.mockPort),
            },
          },
        ]),
    // What the try-it panels of the API pages call: the Query API sandbox, which
    // lets the test site's origins call it, and the partner APIs' mock.
    {
      command: 'npm run start -w query-api',
      cwd: '..',
      url: `${tryItServers.sandbox}/healthz`,
      // The first start generates the sandbox's data set.
      timeout: 180_000,
      reuseExistingServer: !process.env.CI,
      env: { PORT: String(tryItServers.sandboxPort), QUERY_API_CORS_ORIGINS: sandboxCorsOrigins(e2eSitePort) },
    },
    {
      command: 'npx tsx ../scripts/partner-mock.ts',
      url: `${tryItServers.mock}/healthz`,
      // Fastify compiles the request schemas of the eleven files at start-up.
      timeout: 180_000,
      reuseExistingServer: !process.env.CI,
      env: { PARTNER_MOCK_PORT: String(tryItServers.mockPort) },
    },
  ],
});
