import type { FastifyInstance } from 'fastify';

/** Readiness for scripts and the site's start script; not part of the documented API. */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
}
