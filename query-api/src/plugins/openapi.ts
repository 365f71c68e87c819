import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';

export const PRODUCTION_URL = 'https://api.acme.example';

const DESCRIPTION = [
  'The Acme reporting (Query) API: read accounts, campaign reports and transaction reports.',
  '',
  'Get a token from `POST /auth/oauth2/token` with your app id and secret (OAuth 2.0 client credentials),',
  'then send `Authorization: Bearer <token>` on every call. Tokens last one hour.',
].join('\n');

/** OpenAPI 3.1 built from the route schemas; shared schemas become named components. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Acme Query API', version: '1.0.0', description: DESCRIPTION },
      servers: [
        { url: PRODUCTION_URL, description: 'Production' },
        {
          url: 'http://localhost:{port}',
          description: 'Local sandbox (npm run sandbox)',
          variables: { port: { default: '8080', description: 'PORT of the sandbox.' } },
        },
      ],
      tags: [
        { name: 'Authentication', description: 'Tokens for the other calls.' },
        { name: 'Accounts', description: 'The accounts the caller may read.' },
        { name: 'Reports', description: 'Campaign and transaction reports and their catalogues.' },
      ],
      components: {
        securitySchemes: {
          oauth2: {
            type: 'oauth2',
            description:
              'Client credentials: your app id and app secret, from personal API credentials in profile settings.',
            flows: { clientCredentials: { tokenUrl: `${PRODUCTION_URL}/auth/oauth2/token`, scopes: {} } },
          },
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'An access token from /auth/oauth2/token.' },
          clientBasic: { type: 'http', scheme: 'basic', description: 'App id as user name, app secret as password.' },
        },
      },
    },
    refResolver: {
      // Components keep their schema names (Account, ReportRequest…) instead of def-0, def-1…
      buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
    },
  });
}

/** Sorts object keys where order carries no meaning (paths, components, responses), for a stable file. */
export function stableDocument(doc: unknown): string {
  const sortKeys = (o: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
  const d = structuredClone(doc) as {
    paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    components: Record<string, Record<string, unknown>>;
  };
  d.paths = sortKeys(d.paths) as typeof d.paths;
  for (const item of Object.values(d.paths)) {
    for (const op of Object.values(item)) if (op.responses) op.responses = sortKeys(op.responses);
  }
  for (const k of Object.keys(d.components)) d.components[k] = sortKeys(d.components[k]);
  return JSON.stringify(d, null, 2) + '\n';
}
