import type { FastifyInstance } from 'fastify';
import { KEY_GRACE_MS } from '../auth/tokens.js';
import { Jwks } from '../schemas/token.js';
import type { RouteDeps } from './deps.js';

/** The public keys that verify access tokens (RFC 7517 JWK Set): the current key and recently rotated ones. */
export async function jwksRoutes(app: FastifyInstance, deps: RouteDeps) {
  app.get(
    '/.well-known/jwks.json',
    {
      schema: {
        operationId: 'getJwks',
        summary: 'Token verification keys (JWKS)',
        description:
          'The public keys access tokens are signed with, as a JSON Web Key Set. Pick the key whose `kid` matches the token header. After a key rotation the previous key stays listed until the tokens it signed have expired (one hour).',
        tags: ['Authentication'],
        security: [],
        response: {
          200: {
            description: 'The JSON Web Key Set.',
            headers: {
              'Cache-Control': {
                type: 'string',
                description: 'public, max-age=300: fetch it again at least every five minutes.',
              },
            },
            content: {
              'application/json': {
                schema: { $ref: `${Jwks.$id}#` },
                example: {
                  keys: [
                    {
                      kty: 'EC',
                      crv: 'P-256',
                      x: 'dLbwmLAIiorOxxvLRu-rC6q0xWcwzYETqA9J9rv59os',
                      y: 'vmzr4YjoOIcOdEaw2lE9zq6HxrwdEgj8FoI7c2jzfx4',
                      kid: 'UP83RNtvENSoQN6DmoCtu7O66SG1vBEeVS3obyahSM4',
                      alg: 'ES256',
                      use: 'sig',
                    },
                  ],
                },
              },
            },
          },
        },
      },
    },
    async (_request, reply) => {
      const keys = await deps.keys.verifying(deps.now(), KEY_GRACE_MS);
      reply.header('Cache-Control', 'public, max-age=300');
      return { keys: keys.map((k) => k.publicJwk) };
    },
  );
}
