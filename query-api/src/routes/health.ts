import type { FastifyInstance } from 'fastify';
import { DataFileError } from '../errors.js';
import type { RouteDeps } from './deps.js';

/** How long one health check answers for: a flood of /healthz runs the checks once a second at most. */
const CHECK_TTL_MS = 1000;

type Health = { ok: true; warnings: string[] } | { ok: false; message: string };

/**
 * Readiness for scripts, the site's start script and a load balancer; not
 * part of the documented API. 200 only when everything a call needs answers:
 * the signing key, the credentials file, a read of each fact table and, with
 * REDIS_URL, the shared rate-limit store. Otherwise 503 with `{ message }`
 * naming what failed and what to do.
 */
export async function healthRoutes(app: FastifyInstance, deps: RouteDeps) {
  const checks: [string, () => Promise<unknown>][] = [
    ['The token signing key', () => deps.keys.current()],
    [
      'The credentials file',
      async () => {
        if (!deps.credentials.exists())
          throw new DataFileError(
            deps.credentials.path,
            'the credentials file is missing',
            'Restore it from a backup, or restart the sandbox to create new demo apps',
          );
        return deps.credentials.list();
      },
    ],
    ['The database', () => deps.store.check()],
    ...(deps.limitStore
      ? [
          ['The rate-limit store (Redis at REDIS_URL)', () => deps.limitStore!.redis.ping()] as [
            string,
            () => Promise<unknown>,
          ],
        ]
      : []),
  ];
  const run = async (): Promise<Health> => {
    for (const [what, check] of checks) {
      try {
        await check();
      } catch (err) {
        app.log.error({ err }, 'health check failed');
        const message =
          err instanceof DataFileError
            ? err.message
            : `${what} does not answer (${(err as Error).message.split('\n')[0]}). Restart the sandbox.`;
        return { ok: false, message };
      }
    }
    const warning = deps.keys.permissionWarning();
    return { ok: true, warnings: warning ? [warning] : [] };
  };
  let last: { at: number; result: Promise<Health> } | undefined;

  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    const now = performance.now();
    if (!last || now - last.at > CHECK_TTL_MS) last = { at: now, result: run() };
    const health = await last.result;
    if (!health.ok) return reply.code(503).send({ message: health.message });
    return health.warnings.length ? { status: 'ok', warnings: health.warnings } : { status: 'ok' };
  });
}
