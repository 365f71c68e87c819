import { fileURLToPath } from 'node:url';
import { DEFAULT_RATE_LIMIT, DEFAULT_TOKEN_LIMITS, type TokenLimits } from './limits.js';

export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../.data/', import.meta.url));
export const DEFAULT_CORS_ORIGINS = ['http://localhost:3000', 'https://docs.acme.example'];

/** Connection limits (QUERY_API_* variables below), so stalled or idle clients cannot pile up. */
export interface ConnectionLimits {
  /** Time to receive a request's headers. */
  headersTimeoutMs: number;
  /** Time to receive a whole request, headers and body. */
  requestTimeoutMs: number;
  /** Open connections at once, per process; near it the oldest idle ones are closed to make room. */
  maxConnections: number;
  /** Open connections at once from one client address (an IPv6 /64), per process. */
  maxConnectionsPerAddress: number;
  /** How long a kept-alive connection may sit idle between requests. */
  keepAliveTimeoutMs: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 5_000,
  requestTimeoutMs: 10_000,
  maxConnections: 1024,
  maxConnectionsPerAddress: 256,
  keepAliveTimeoutMs: 5_000,
};

/** Settings read from the environment (documented in the README). */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env) {
  const list = (v: string | undefined) =>
    v
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  const num = (name: string, fallback: number) => {
    const v = env[name];
    if (v === undefined || v === '') return fallback;
    const n = Number(v);
    if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number (got "${v}").`);
    return n;
  };
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    dataDir: env.QUERY_API_DATA_DIR || DEFAULT_DATA_DIR,
    corsOrigins: list(env.QUERY_API_CORS_ORIGINS) ?? DEFAULT_CORS_ORIGINS,
    signingKey: env.QUERY_API_SIGNING_KEY,
    /** Shared rate-limit store for several replicas; unset: each process counts in memory. */
    redisUrl: env.REDIS_URL || undefined,
    rateLimit: {
      max: num('QUERY_API_RATE_LIMIT', DEFAULT_RATE_LIMIT.max),
      windowSeconds: num('QUERY_API_RATE_WINDOW_SECONDS', DEFAULT_RATE_LIMIT.windowSeconds),
    },
    tokenLimits: {
      windowSeconds: num('QUERY_API_TOKEN_ATTEMPTS_WINDOW_SECONDS', DEFAULT_TOKEN_LIMITS.windowSeconds),
      max: num('QUERY_API_TOKEN_ATTEMPTS', DEFAULT_TOKEN_LIMITS.max),
      maxPerAddress: num('QUERY_API_TOKEN_ATTEMPTS_PER_ADDRESS', DEFAULT_TOKEN_LIMITS.maxPerAddress),
      issuedPerApp: num('QUERY_API_TOKENS_PER_APP', DEFAULT_TOKEN_LIMITS.issuedPerApp),
    } satisfies TokenLimits,
    connectionLimits: {
      headersTimeoutMs: num('QUERY_API_HEADERS_TIMEOUT_MS', DEFAULT_CONNECTION_LIMITS.headersTimeoutMs),
      requestTimeoutMs: num('QUERY_API_REQUEST_TIMEOUT_MS', DEFAULT_CONNECTION_LIMITS.requestTimeoutMs),
      maxConnections: num('QUERY_API_MAX_CONNECTIONS', DEFAULT_CONNECTION_LIMITS.maxConnections),
      maxConnectionsPerAddress: num(
        'QUERY_API_MAX_CONNECTIONS_PER_ADDRESS',
        DEFAULT_CONNECTION_LIMITS.maxConnectionsPerAddress,
      ),
      keepAliveTimeoutMs: num('QUERY_API_KEEP_ALIVE_TIMEOUT_MS', DEFAULT_CONNECTION_LIMITS.keepAliveTimeoutMs),
    } satisfies ConnectionLimits,
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
