import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { createDocsContext, createMcpServer, type DocsContext } from '@acme-docs/mcp';
import { agents } from '@acme-docs/site/data/agents';

export interface McpOptions {
  /** The production build the docs tools read. */
  root: string;
  /** The loopback address of the Query API sandbox (start.ts passes SANDBOX_PORT's). */
  sandboxUrl?: string;
}

const loopback = /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/** A JSON-RPC error answer without a request id, as the transport gives them. */
function rpcError(reply: FastifyReply, status: number, code: number, message: string) {
  return reply.code(status).type('application/json').send({ jsonrpc: '2.0', error: { code, message }, id: null });
}

/**
 * The MCP server of the docs and the sandbox (mcp/) over Streamable HTTP at
 * /mcp, stateless: each POST gets a server and a transport of its own, sharing
 * the docs, search instances and sandbox token of one context. Only this
 * machine may call it (Host and Origin must be loopback), so a web page cannot
 * reach the sandbox through a rebound DNS name.
 */
export const mcpEndpoint: FastifyPluginAsync<McpOptions> = async (app, { root, sandboxUrl }) => {
  let context: DocsContext | undefined;

  // The body goes to the MCP transport as parsed JSON; a body that is not JSON gets JSON-RPC's parse error.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.post(agents.mcpPath, async (request, reply) => {
    const origin = request.headers.origin;
    if (!loopback.test(request.headers.host ?? '') || (origin && !loopback.test(origin.replace(/^https?:\/\//, ''))))
      return rpcError(reply, 403, -32000, 'The MCP endpoint answers only requests from this machine (localhost).');
    let message: unknown;
    try {
      message = JSON.parse(String(request.body ?? ''));
    } catch {
      return rpcError(reply, 400, -32700, 'Parse error: the body is not JSON.');
    }
    try {
      context ??= createDocsContext({ buildDir: root, sandboxUrl });
    } catch (error) {
      return rpcError(reply, 503, -32000, (error as Error).message);
    }
    const server = createMcpServer(context);
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    reply.hijack();
    reply.raw.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(request.raw, reply.raw, message);
  });

  // Stateless: no stream to open (GET) and no session to end (DELETE).
  for (const method of ['GET', 'DELETE'] as const)
    app.route({
      method,
      url: agents.mcpPath,
      handler: (_request, reply) =>
        rpcError(reply.header('allow', 'POST'), 405, -32000, 'Method not allowed: send MCP messages with POST.'),
    });
};
