import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { staticFiles, type StaticFilesOptions } from './static-files.ts';
import { localServers, type LocalServersOptions } from './local-servers.ts';
import { markdownTwins } from './markdown.ts';
import { mcpEndpoint } from './mcp.ts';
import { insights, type InsightsOptions } from './insights/index.ts';

export interface SiteServerOptions extends StaticFilesOptions, LocalServersOptions {
  logger?: boolean;
  /** The Query API sandbox the MCP endpoint calls (default: SANDBOX_PORT on 127.0.0.1). */
  sandboxUrl?: string;
  insights?: InsightsOptions;
}

/**
 * The server behind `npm start` and `npm run serve`: the built site, and what
 * the site offers beyond its static files, each as a Fastify plugin of this
 * folder. It never listens (start.ts and serve.ts do); tests call `inject`.
 */
export async function buildSiteServer({
  logger = false,
  sandboxUrl,
  ...options
}: SiteServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    // The wildcard route holds the whole path: Fastify's default cap (100) would 404 long addresses.
    routerOptions: { maxParamLength: 2048 },
    frameworkErrors(error, _request, reply) {
      // A malformed percent-encoding (`/%E0%A4%A`): Fastify's own answer would be JSON about its router.
      const message =
        error.code === 'FST_ERR_BAD_URL'
          ? 'The address is not valid: it contains a malformed percent-encoding.\n'
          : 'The request is not valid.\n';
      // The option's reply type is generic over route schemas this server does not have.
      void (reply as unknown as FastifyReply).status(400).type('text/plain; charset=utf-8').send(message);
    },
  });
  await app.register(localServers, options);
  await app.register(markdownTwins, { root: options.root });
  await app.register(mcpEndpoint, { root: options.root, sandboxUrl });
  await app.register(insights, options.insights ?? {});
  await app.register(staticFiles, options);
  return app;
}
