import fs from 'node:fs';
import type { OpenAPIV3_1 } from 'openapi-types';
import path from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import openapiGlue from 'fastify-openapi-glue';
import { parse } from 'yaml';
import { siteDir } from './paths.ts';

// A validating mock of the partner APIs, for the try-it panels of the API pages.
// Stoplight Prism and @scalar/mock-server validate too, but answer a bad request
// with their own problem bodies, not the APIs' 422 `detail` list; so
// fastify-openapi-glue turns each file into Fastify routes whose request schemas
// Fastify validates, and this file only shapes the answers: the file's examples,
// `{message}` errors and 422 `detail` lists, as the files define them.
export const partnerApiDir = path.join(siteDir, 'static/openapi');

type Operation = OpenAPIV3_1.OperationObject;
type Reply = { code: (n: number) => { send: (b?: unknown) => unknown } };
const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;
/** The object itself, or nothing for a reference: the partner files write their operations inline. */
const inline = <T extends object>(value: T | OpenAPIV3_1.ReferenceObject | undefined): T | undefined =>
  value && !('$ref' in value) ? value : undefined;

export function partnerApiFiles(): string[] {
  return fs
    .readdirSync(partnerApiDir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => path.join(partnerApiDir, f));
}

/** The answer an operation gives to a valid request: its first success status and that response's example. */
function successOf(operation: Operation): { status: number; example: unknown } {
  const [status, response] = Object.entries(operation.responses ?? {}).find(([s]) => /^2/.test(s)) ?? ['204'];
  const media = Object.values(inline<OpenAPIV3_1.ResponseObject>(response)?.content ?? {})[0];
  const firstExample = Object.values(media?.examples ?? {})[0];
  const example: unknown = media?.example ?? inline<OpenAPIV3_1.ExampleObject>(firstExample)?.value;
  return { status: Number(status), example };
}

function handlersOf(spec: OpenAPIV3_1.Document): Record<string, (request: unknown, reply: Reply) => unknown> {
  const handlers: Record<string, (request: unknown, reply: Reply) => unknown> = {};
  for (const pathItem of Object.values(spec.paths ?? {})) {
    for (const method of methods) {
      const operation = pathItem?.[method];
      if (!operation?.operationId) continue;
      const { status, example } = successOf(operation);
      handlers[operation.operationId] = async (_request, reply) => reply.code(status).send(example);
    }
  }
  return handlers;
}

const locationOf: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'header' };

const message = {
  unauthorized: 'Failed to authenticate. Invalid token.',
  notFound: 'The requested resource was not found. Please validate your request is correct and try again',
  error: 'An unexpected error occurred. Please validate your request is correct and try again',
};

export async function createPartnerMock(options: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // OpenAPI schemas carry `example` and other annotations Ajv's strict mode rejects.
    ajv: { customOptions: { strict: false, allErrors: true } },
  });
  // Browsers on the local site (any localhost port) may call it; nothing else runs here.
  await app.register(cors, {
    origin: /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/,
    exposedHeaders: ['Retry-After', 'X-Request-Id'],
  });
  await app.register(formbody);

  const bearer = async (request: { headers: Record<string, string | string[] | undefined> }) => {
    if (!/^Bearer \S+$/.test(String(request.headers.authorization ?? '')))
      throw Object.assign(new Error(message.unauthorized), { statusCode: 401 });
  };
  app.get('/healthz', async () => ({ status: 'ok' }));
  // Any app id and secret get a token: it is a mock, the sandbox of the Query API checks real ones.
  app.post('/auth/oauth2/token', async (request, reply) => {
    const body = request.body as Record<string, string> | undefined;
    if (!/^Basic \S+$/.test(request.headers.authorization ?? ''))
      return reply.code(401).send({ message: message.unauthorized });
    if (body?.grant_type !== 'client_credentials') return reply.code(400).send({ error: 'unsupported_grant_type' });
    return { access_token: `mock-${Date.now().toString(36)}`, token_type: 'Bearer', expires_in: 3600 };
  });

  // Set before the files' scopes are created, which inherit them.
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: message.notFound }));
  app.setErrorHandler((error: FastifyError & { errors?: unknown }, _request, reply) => {
    if (error.validation) {
      const where = locationOf[error.validationContext ?? 'body'] ?? 'body';
      const detail = error.validation.map((issue) => {
        const pathParts = issue.instancePath
          .split('/')
          .filter(Boolean)
          .map((p) => (/^\d+$/.test(p) ? Number(p) : p));
        const missing = (issue.params as { missingProperty?: string }).missingProperty;
        return {
          loc: [where, ...pathParts, ...(missing ? [missing] : [])],
          msg: issue.message ?? 'Invalid value',
          type: issue.keyword,
        };
      });
      return reply.code(422).send({ detail });
    }
    const status = error.statusCode ?? 500;
    if (status === 401) return reply.code(401).send({ message: message.unauthorized });
    if (status === 415 || status === 413 || status === 400) return reply.code(status).send({ message: error.message });
    return reply.code(status >= 400 ? status : 500).send({ message: message.error });
  });
  for (const file of partnerApiFiles()) {
    const spec = parse(fs.readFileSync(file, 'utf8')) as OpenAPIV3_1.Document;
    // Each file in its own scope, so their component schemas cannot collide.
    await app.register(async (scope) => {
      await scope.register(openapiGlue, {
        specification: spec,
        serviceHandlers: handlersOf(spec),
        securityHandlers: { oauth2: bearer, bearerAuth: bearer },
      });
    });
  }

  return app;
}
