import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { CredentialsStore } from './auth/credentials-store.js';
import { ensureDemoCredentials } from './auth/demo-credentials.js';
import { SigningKeys } from './auth/signing-keys.js';
import { type Clock, systemClock } from './clock.js';
import { Redis } from 'ioredis';
import { type ConnectionLimits, DEFAULT_CONNECTION_LIMITS, DEFAULT_CORS_ORIGINS, DEFAULT_DATA_DIR } from './config.js';
import { withDataFolderLock } from './data-folder.js';
import { BODY_LIMIT, DataFileError } from './errors.js';
import { DEFAULT_TOKEN_LIMITS, type TokenLimits } from './limits.js';
import { protect } from './plugins/auth.js';
import { guardConnections } from './plugins/connection-guard.js';
import { clientErrorHandler, frameworkErrors, installErrorHandling, installJsonParser } from './plugins/errors.js';
import { OneLinePerRequest, requestId } from './plugins/logging.js';
import { registerOpenApi } from './plugins/openapi.js';
import { DEFAULT_RATE_LIMIT, type LimitStore, limitCallsPerApp, type RateLimitOptions } from './plugins/rate-limit.js';
import { installValidators } from './plugins/validation.js';
import { accountRoutes } from './routes/accounts.js';
import type { RouteDeps } from './routes/deps.js';
import { demoAppRoutes } from './routes/demo-app.js';
import { healthRoutes } from './routes/health.js';
import { jwksRoutes } from './routes/jwks.js';
import { reportRoutes } from './routes/reports.js';
import { tokenRoutes } from './routes/token.js';
import { Account, AccountList } from './schemas/account.js';
import { Message, ValidationError } from './schemas/common.js';
import { ReportMetadata, ReportRequest, ReportResponse } from './schemas/report.js';
import { Jwk, Jwks, OAuthError, TokenRequest, TokenResponse } from './schemas/token.js';
import { openDuckDbStore } from './store/duckdb-store.js';
import type { ReportStore } from './store/repository.js';

export interface AppOptions {
  /** Data folder: DuckDB file, credentials, signing keys, demo credentials. */
  dataDir?: string;
  /** A ready store (tests, OpenAPI generation); otherwise the data folder's DuckDB file is opened or generated. */
  store?: ReportStore;
  clock?: Clock;
  /** Calls per app id. */
  rateLimit?: RateLimitOptions;
  /** Failed token requests and tokens issued (defaults: DEFAULT_TOKEN_LIMITS). */
  tokenLimits?: Partial<TokenLimits>;
  /** Defaults: DEFAULT_CONNECTION_LIMITS. */
  connectionLimits?: Partial<ConnectionLimits>;
  /** Redis (REDIS_URL) where every rate limit counts, shared by replicas; otherwise this process's memory. */
  redisUrl?: string;
  /** Fastify logger options; false (the default) for silence. */
  logger?: FastifyServerOptions['logger'];
  corsOrigins?: string[];
  /** A private EC P-256 JWK (QUERY_API_SIGNING_KEY); otherwise the data folder's signing-keys.json. */
  signingKey?: string;
  /** Create the demo apps and demo-credentials.json (default true). */
  demoCredentials?: boolean;
  /** Told what start-up created or repaired in the data folder (the server prints it). */
  onNotice?: (message: string) => void;
  /**
   * One of several replicas: the data folder was prepared before it started
   * (prepareDataFolder), so it opens the database file read-only as it is and
   * never generates it, even on a new UTC day: every replica serves the same data.
   */
  replica?: boolean;
}

const SHARED_SCHEMAS = [
  Message,
  ValidationError,
  Account,
  AccountList,
  ReportRequest,
  ReportResponse,
  ReportMetadata,
  TokenRequest,
  TokenResponse,
  OAuthError,
  Jwk,
  Jwks,
];

/**
 * The shared rate-limit store, connected before the app starts: a wrong
 * REDIS_URL stops the start-up with one line. Commands fail fast while Redis
 * is unreachable (an answer 503 names it) instead of queueing.
 */
async function connectLimitStore(url: string | undefined): Promise<LimitStore> {
  if (!url) return undefined;
  const redis = new Redis(url, { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: true });
  redis.on('error', () => {}); // reconnects by itself; requests meanwhile answer 503, health says why
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    redis.disconnect();
    throw new DataFileError(
      'REDIS_URL',
      `cannot reach Redis at ${url} (${(err as Error).message})`,
      'Start Redis there, or unset REDIS_URL to count the limits in this process',
    );
  }
  return { redis };
}

/**
 * Opens the data folder: the database (generated when missing, damaged or
 * from an earlier UTC day, unless `replica`), the signing keys and the
 * credentials, each checked, and the demo apps. One sandbox at a time does
 * this on a folder; a second one started with it waits for the lock.
 */
async function openDataFolder(options: AppOptions) {
  const clock = options.clock ?? systemClock;
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  const notice = (m: string | undefined) => m && options.onNotice?.(m);
  const credentials = new CredentialsStore(dataDir);
  const keys = new SigningKeys(dataDir, options.signingKey);
  const store = await withDataFolderLock(dataDir, async () => {
    const s =
      options.store ??
      (await openDuckDbStore({
        dataDir,
        nowMs: clock.now(),
        onNotice: options.onNotice,
        generate: !options.replica,
      }));
    try {
      notice(await keys.ensure(clock.now()));
      credentials.list(); // a damaged credentials file stops the start-up, naming itself
      if (options.demoCredentials !== false) notice(await ensureDemoCredentials(dataDir, credentials));
    } catch (err) {
      if (!options.store) await s.close();
      throw err;
    }
    return s;
  });
  return { clock, store, credentials, keys };
}

/** Prepares the data folder for replicas started after it (`npm run sandbox -- --replicas N`), then lets it go. */
export async function prepareDataFolder(options: AppOptions): Promise<void> {
  const { store } = await openDataFolder({ ...options, replica: false });
  if (!options.store) await store.close();
}

/** Builds the sandbox app without listening, so tests can drive it with inject(). */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const { clock, store, credentials, keys } = await openDataFolder(options);

  const limits = { ...DEFAULT_CONNECTION_LIMITS, ...options.connectionLimits };
  const limitStore = await connectLimitStore(options.redisUrl);
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new OneLinePerRequest(),
    genReqId: requestId,
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true },
    clientErrorHandler,
    frameworkErrors,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    // Node checks the timeouts every connectionsCheckingInterval (30 s by default): check every second.
    http: { headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval: 1000 },
  });
  guardConnections(app.server, limits);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  if (!options.store) app.addHook('onClose', async () => store.close());
  if (limitStore) app.addHook('onClose', async () => void (await limitStore.redis.quit()));

  installErrorHandling(app);
  installJsonParser(app);
  installValidators(app, SHARED_SCHEMAS);
  for (const s of SHARED_SCHEMAS) app.addSchema(s);
  await registerOpenApi(app);
  await app.register(cors, {
    origin: options.corsOrigins ?? DEFAULT_CORS_ORIGINS,
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'If-None-Match', 'X-Request-Id'],
    exposedHeaders: [
      'ETag',
      'X-Request-Id',
      'RateLimit-Limit',
      'RateLimit-Remaining',
      'RateLimit-Reset',
      'Retry-After',
    ],
    maxAge: 600,
  });

  const deps: RouteDeps = {
    store,
    credentials,
    keys,
    tokenLimits: { ...DEFAULT_TOKEN_LIMITS, ...options.tokenLimits },
    limitStore,
    now: () => clock.now(),
  };
  // Open routes, each group in its own file and scope.
  for (const routes of [healthRoutes, tokenRoutes, jwksRoutes]) await app.register(routes, deps);
  await app.register(demoAppRoutes, {
    dataDir: options.dataDir ?? DEFAULT_DATA_DIR,
    enabled: options.demoCredentials !== false,
  });
  // Everything under /v1 needs a bearer token and counts against its app's rate limit; both are scoped to this plugin.
  await app.register(async (scope) => {
    protect(scope, deps);
    await limitCallsPerApp(scope, options.rateLimit ?? DEFAULT_RATE_LIMIT, limitStore);
    for (const routes of [accountRoutes, reportRoutes]) await scope.register(routes, deps);
  });
  return app;
}
