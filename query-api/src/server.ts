import cluster, { type Worker } from 'node:cluster';
import { parseArgs } from 'node:util';
import { buildApp, prepareDataFolder } from './app.js';
import { demoCredentialsFile } from './auth/demo-credentials.js';
import { configFromEnv } from './config.js';
import { DataFileError } from './errors.js';

// The process: read the arguments and the environment, build the app, listen,
// stop cleanly. With --replicas N (N > 1) this process is the primary of a
// Node cluster: it prepares the data folder once, starts N replicas that
// share its port (it accepts the connections and hands them out in turn) and
// starts a replica again when one dies.

/** Start-up problems are the operator's to fix: one clear line, no stack trace. */
function failStart(err: unknown): never {
  const reason =
    err instanceof DataFileError || !(err instanceof Error) ? String((err as Error).message ?? err) : err.message;
  console.error(`Query API sandbox cannot start: ${reason}`);
  process.exit(1);
}

let replicas = 1;
let config: ReturnType<typeof configFromEnv>;
try {
  const { values } = parseArgs({ options: { replicas: { type: 'string', default: '1' } }, strict: true });
  replicas = Number(values.replicas);
  if (!Number.isInteger(replicas) || replicas < 1 || replicas > 64)
    throw new Error(`--replicas must be a whole number from 1 to 64 (got "${values.replicas}").`);
  config = configFromEnv();
} catch (err) {
  failStart(err);
}
const started = Date.now();

function banner(port: number, extra = '') {
  const demo = demoCredentialsFile(config.dataDir).read() ?? [];
  const lines = [
    `Query API sandbox: http://localhost:${port}${extra}`,
    `Data folder: ${config.dataDir} (ready in ${Date.now() - started} ms)`,
    'Demo credentials (also in demo-credentials.json in the data folder):',
    ...demo.map(
      (d) =>
        `  ${d.userEmail}  accounts ${d.accountIds.join(', ')}\n    appId     ${d.appId}\n    appSecret ${d.appSecret}`,
    ),
  ];
  console.log(lines.join('\n'));
}

const appOptions = () => ({
  dataDir: config.dataDir,
  corsOrigins: config.corsOrigins,
  signingKey: config.signingKey,
  rateLimit: config.rateLimit,
  tokenLimits: config.tokenLimits,
  connectionLimits: config.connectionLimits,
  redisUrl: config.redisUrl,
  logger: { level: config.logLevel },
  onNotice: (message: string) => console.error(message),
});

if (replicas > 1 && cluster.isPrimary) await runPrimary();
else await runServer();

/** One server process: alone, or one replica of a cluster (then the primary prints the banner). */
async function runServer() {
  let app: Awaited<ReturnType<typeof buildApp>>;
  try {
    // A replica's notices were the primary's to print, when it prepared the folder.
    app = await buildApp({ ...appOptions(), ...(cluster.isWorker ? { replica: true, onNotice: undefined } : {}) });
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
  if (cluster.isPrimary) banner(port);
}

/** The primary of `--replicas N`: one data folder prepared once, N replicas behind its port, each restarted when it dies. */
async function runPrimary() {
  if (!config.redisUrl)
    console.error(
      `Note: REDIS_URL is not set, so each of the ${replicas} replicas counts its own rate limits (up to ${replicas}× the configured figures). Set REDIS_URL to share them.`,
    );
  try {
    await prepareDataFolder({ ...appOptions(), logger: false });
  } catch (err) {
    failStart(err);
  }
  // Round-robin: the primary accepts and hands out connections (the default except on Windows).
  cluster.schedulingPolicy = cluster.SCHED_RR;
  let stopping = false;
  let ready = false;
  const listening = new Set<number>();
  const slots = new Map<Worker, number>();
  const restartDelay = new Map<number, number>();

  const start = (slot: number) => {
    const worker = cluster.fork();
    slots.set(worker, slot);
    const startedAt = Date.now();
    worker.on('listening', (address) => {
      console.error(`Replica ${slot + 1} (pid ${worker.process.pid}) is serving.`);
      listening.add(slot);
      if (!ready && listening.size === replicas) {
        ready = true;
        banner(address.port, ` (${replicas} replicas)`);
      }
    });
    worker.on('exit', (code, signal) => {
      slots.delete(worker);
      listening.delete(slot);
      if (stopping) return;
      // A replica that cannot start at first (a damaged file, a wrong REDIS_URL) has said why: stop with it.
      if (!ready) {
        stopping = true;
        for (const w of slots.keys()) w.kill('SIGTERM');
        process.exitCode = code || 1;
        return;
      }
      // A replica that dies soon after its start waits longer before the next try (1 s, doubling up to 30 s).
      const quick = Date.now() - startedAt < 10_000;
      const delay = quick ? Math.min(30_000, (restartDelay.get(slot) ?? 500) * 2) : 0;
      restartDelay.set(slot, delay || 500);
      console.error(
        `Replica ${slot + 1} (pid ${worker.process.pid}) stopped (${signal ?? `exit code ${code}`}); starting it again${delay ? ` in ${delay / 1000} s` : ''}.`,
      );
      setTimeout(() => !stopping && start(slot), delay).unref();
    });
  };
  for (let slot = 0; slot < replicas; slot++) start(slot);

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      // Each replica closes its server and database; the primary ends when the last one has.
      for (const w of slots.keys()) w.kill('SIGTERM');
    });
  }
}
