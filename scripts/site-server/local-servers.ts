import type { FastifyPluginAsync } from 'fastify';
import { localServersPath } from '@acme-docs/site/api-pages';

export interface LocalServersOptions {
  /** Where the sandbox and the partner mock listen, when this server knows (npm start, npm run serve). */
  localServers?: { sandbox: string; mock: string };
}

/**
 * Tells the site's try-it panels and report builder where the sandbox and the
 * partner mock listen, whatever SANDBOX_PORT and PARTNER_MOCK_PORT say: the
 * site is built once, so it cannot know them. On a static host, and on a
 * server not told them, the same path serves the build's defaults (a file the
 * openapi-reference plugin writes).
 */
export const localServers: FastifyPluginAsync<LocalServersOptions> = async (app, { localServers: servers }) => {
  if (!servers) return;
  app.get(localServersPath, (_request, reply) =>
    reply.header('cache-control', 'no-store').type('application/json; charset=utf-8').send(servers),
  );
};
