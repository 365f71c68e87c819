import type { FastifyInstance } from 'fastify';
import { DataFileError } from '../errors.js';
import type { ReportStore } from '../store/repository.js';

/**
 * Readiness for scripts and the site's start script; not part of the
 * documented API. 200 only when the database answers a query; 503 with
 * `{ message }` naming the file and what to do when it is damaged.
 */
export async function healthRoutes(app: FastifyInstance, deps: { store: ReportStore }) {
  app.get('/healthz', { schema: { hide: true } }, async (request, reply) => {
    try {
      await deps.store.check();
      return { status: 'ok' };
    } catch (err) {
      request.log.error({ err }, 'health check failed');
      const message =
        err instanceof DataFileError
          ? err.message
          : `The database does not answer (${(err as Error).message}). Restart the sandbox.`;
      return reply.code(503).send({ message });
    }
  });
}
