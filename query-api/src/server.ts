import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './app.js';
import { DEMO_CREDENTIALS_FILE, type DemoCredential } from './auth/demo-credentials.js';
import { configFromEnv } from './config.js';

// The process: read the environment, build the app, listen, stop cleanly.
const config = configFromEnv();
const started = Date.now();
const app = await buildApp({
  dataDir: config.dataDir,
  corsOrigins: config.corsOrigins,
  tokenSecret: config.tokenSecret,
  rateLimit: config.rateLimit,
  logger: { level: config.logLevel },
});

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

try {
  await app.listen({ port: config.port, host: config.host });
} catch (err) {
  app.log.error(err);
  process.exit(1);
}

const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const demo = JSON.parse(readFileSync(join(config.dataDir, DEMO_CREDENTIALS_FILE), 'utf8')) as DemoCredential[];
const lines = [
  `Query API sandbox: http://localhost:${port}`,
  `Data folder: ${config.dataDir} (ready in ${Date.now() - started} ms)`,
  'Demo credentials (also in demo-credentials.json in the data folder):',
  ...demo.map((d) => `  ${d.userEmail}  accounts ${d.accountIds.join(', ')}\n    appId     ${d.appId}\n    appSecret ${d.appSecret}`),
];
console.log(lines.join('\n'));
