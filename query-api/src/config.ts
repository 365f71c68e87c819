import { fileURLToPath } from 'node:url';

export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../.data/', import.meta.url));
export const DEFAULT_CORS_ORIGINS = ['http://localhost:3000', 'https://docs.acme.example'];

/** Settings read from the environment (documented in the README). */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env) {
  const list = (v: string | undefined) => v?.split(',').map((s) => s.trim()).filter(Boolean);
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    dataDir: env.QUERY_API_DATA_DIR || DEFAULT_DATA_DIR,
    corsOrigins: list(env.QUERY_API_CORS_ORIGINS) ?? DEFAULT_CORS_ORIGINS,
    tokenSecret: env.QUERY_API_TOKEN_SECRET || undefined,
    rateLimit: {
      max: Number(env.QUERY_API_RATE_LIMIT ?? 120),
      windowSeconds: Number(env.QUERY_API_RATE_WINDOW_SECONDS ?? 60),
    },
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
