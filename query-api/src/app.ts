import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { CredentialsStore } from './auth/credentials-store.js';
import { ensureDemoCredentials } from './auth/demo-credentials.js';
import { loadSigningKey } from './auth/signing-key.js';
import { type Clock, systemClock } from './clock.js';
import { DEFAULT_CORS_ORIGINS, DEFAULT_DATA_DIR } from './config.js';
import { protect } from './plugins/auth.js';
import { installErrorHandling } from './plugins/errors.js';
import { OneLinePerRequest, requestId } from './plugins/logging.js';
import { registerOpenApi } from './plugins/openapi.js';
import { DEFAULT_RATE_LIMIT, RateLimiter, type RateLimitOptions } from './plugins/rate-limit.js';
import { installValidators } from './plugins/validation.js';
import { accountRoutes } from './routes/accounts.js';
import type { RouteDeps } from './routes/deps.js';
import { healthRoutes } from './routes/health.js';
import { reportRoutes } from './routes/reports.js';
import { tokenRoutes } from './routes/token.js';
import { Account, AccountList } from './schemas/account.js';
import { Message, ValidationError } from './schemas/common.js';
import { ReportMetadata, ReportRequest, ReportResponse } from './schemas/report.js';
import { OAuthError, TokenRequest, TokenResponse } from './schemas/token.js';
import { openDuckDbStore } from './store/duckdb-store.js';
import type { ReportStore } from './store/repository.js';

export interface AppOptions {
  /** Data folder: DuckDB file, credentials, signing key, demo credentials. */
  dataDir?: string;
  /** A ready store (tests, OpenAPI generation); otherwise the data folder's DuckDB file is opened or generated. */
  store?: ReportStore;
  clock?: Clock;
  rateLimit?: RateLimitOptions;
  /** Fastify logger options; false (the default) for silence. */
  logger?: boolean | { level: string };
  corsOrigins?: string[];
  /** Signing key for tokens; otherwise one is created in the data folder. */
  tokenSecret?: string;
  /** Create the demo apps and demo-credentials.json (default true). */
  demoCredentials?: boolean;
}

const SHARED_SCHEMAS = [Message, ValidationError, Account, AccountList, ReportRequest, ReportResponse, ReportMetadata, TokenRequest, TokenResponse, OAuthError];
export const BODY_LIMIT = 128 * 1024;

/** Builds the sandbox app without listening, so tests can drive it with inject(). */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const clock = options.clock ?? systemClock;
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  const store = options.store ?? (await openDuckDbStore({ dataDir, nowMs: clock.now() }));
  const credentials = new CredentialsStore(dataDir);
  if (options.demoCredentials !== false) await ensureDemoCredentials(dataDir, credentials);

  const app = Fastify({
    logger: options.logger ?? false,
    logController: new OneLinePerRequest(),
    genReqId: requestId,
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  if (!options.store) app.addHook('onClose', async () => store.close());

  installErrorHandling(app);
  installValidators(app, SHARED_SCHEMAS);
  for (const s of SHARED_SCHEMAS) app.addSchema(s);
  await registerOpenApi(app);
  await app.register(cors, {
    origin: options.corsOrigins ?? DEFAULT_CORS_ORIGINS,
    methods: ['GET', 'POST', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'If-None-Match', 'X-Request-Id'],
    exposedHeaders: ['ETag', 'X-Request-Id', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'Retry-After'],
    maxAge: 600,
  });
  await app.register(formbody);

  const deps: RouteDeps = {
    store,
    credentials,
    signingKey: loadSigningKey(dataDir, options.tokenSecret),
    limiter: new RateLimiter(options.rateLimit ?? DEFAULT_RATE_LIMIT, () => clock.now()),
    now: () => clock.now(),
  };
  await app.register(healthRoutes);
  await app.register(tokenRoutes, deps);
  // Everything under /v1 needs a bearer token; the hook is scoped to this plugin.
  await app.register(async (scope) => {
    protect(scope, deps);
    await scope.register(accountRoutes, deps);
    await scope.register(reportRoutes, deps);
  });
  return app;
}
