import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { demoCredentialsFile } from '../auth/demo-credentials.js';
import { DemoApp } from '../schemas/demo-app.js';

export interface DemoAppOptions {
  dataDir: string;
  /** Demo mode: the sandbox created its demo apps (AppOptions.demoCredentials). */
  enabled: boolean;
}

export const DEMO_APP_PATH = '/sandbox/demo-app';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses. */
const isLoopbackAddress = (address: string | undefined) =>
  !!address && (/^(::ffff:)?127\.\d+\.\d+\.\d+$/.test(address) || address === '::1');

/**
 * A Host header naming this machine: a page of another site that made its own
 * name resolve to 127.0.0.1 (DNS rebinding) sends its own name here.
 */
function namesLoopback(host: string | undefined): boolean {
  if (!host) return false;
  const name = host.replace(/:\d+$/, '').replace(/^\[(.*)\]$/, '$1');
  return name === 'localhost' || (isIP(name) !== 0 && isLoopbackAddress(name));
}

const MESSAGES = {
  notLoopback: 'The demo app is handed out only to clients on this machine (loopback).',
  notDemoMode: 'This sandbox runs without demo apps (demo credentials are off).',
  noFile: 'The sandbox has no demo-credentials.json: restart it to create the demo apps.',
};

/**
 * The credentials of the first demo app, for the documentation site's try-it
 * panels and report builder on this machine: the same ones the sandbox prints
 * when it starts. Only for loopback clients addressing it by a loopback name,
 * only in demo mode, never cached. Which browser pages may read the answer is
 * the sandbox's CORS setting (QUERY_API_CORS_ORIGINS), as for every route.
 *
 * Kept out of the OpenAPI document: the production API has no such route, and
 * a client generated from the public contract must not offer it.
 */
export async function demoAppRoutes(app: FastifyInstance, options: DemoAppOptions) {
  const file = demoCredentialsFile(options.dataDir);
  app.get(
    DEMO_APP_PATH,
    { schema: { hide: true, response: { 200: DemoApp } } },
    async (request: FastifyRequest, reply) => {
      reply.header('Cache-Control', 'no-store');
      if (!isLoopbackAddress(request.socket.remoteAddress) || !namesLoopback(request.headers.host))
        return reply.code(403).send({ message: MESSAGES.notLoopback });
      if (!options.enabled) return reply.code(404).send({ message: MESSAGES.notDemoMode });
      const [first] = file.read() ?? [];
      if (!first) return reply.code(404).send({ message: MESSAGES.noFile });
      return first;
    },
  );
}
