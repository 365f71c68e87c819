import { buildApp } from './app.js';
import { demoCredentialsFile } from './auth/demo-credentials.js';
import { configFromEnv } from './config.js';
import { DataFileError } from './errors.js';

// The process: read the environment, build the app, listen, stop cleanly.

/** Start-up problems are the operator's to fix: one clear line, no stack trace. */
function failStart(err: unknown): never {
  const reason =
    err instanceof DataFileError || !(err instanceof Error) ? String((err as Error).message ?? err) : err.message;
  console.error(`Query API sandbox cannot start: ${reason}`);
  process.exit(1);
}

let config: ReturnType<typeof configFromEnv>;
let app: Awaited<ReturnType<typeof buildApp>>;
const started = Date.now();
try {
  config = configFromEnv();
  app = await buildApp({
    dataDir: config.dataDir,
    corsOrigins: config.corsOrigins,
    signingKey: config.signingKey,
    rateLimit: config.rateLimit,
    tokenLimits: config.tokenLimits,
    connectionLimits: config.connectionLimits,
    redisUrl: config.redisUrl,
    logger: { level: config.logLevel },
    onNotice: (message) => console.error(message),
  });
} catch (err) {
  failStart(err);
}

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
  failStart(err);
}

const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const demo = demoCredentialsFile(config.dataDir).read() ?? [];
const lines = [
  `Query API sandbox: http://localhost:${port}`,
  `Data folder: ${config.dataDir} (ready in ${Date.now() - started} ms)`,
  'Demo credentials (also in demo-credentials.json in the data folder):',
  ...demo.map(
    (d) =>
      `  ${d.userEmail}  accounts ${d.accountIds.join(', ')}\n    appId     ${d.appId}\n    appSecret ${d.appSecret}`,
  ),
];
console.log(lines.join('\n'));
