import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { signToken, TOKEN_TTL_SECONDS } from '../auth/tokens.js';
import { OAuthError, TokenRequest, TokenResponse } from '../schemas/token.js';
import { response } from '../schemas/common.js';
import type { RouteDeps } from './deps.js';

const oauthError = (reply: FastifyReply, status: number, error: string, description: string) => {
  reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache');
  if (status === 401) reply.header('WWW-Authenticate', 'Basic realm="Acme Query API"');
  return reply.code(status).send({ error, error_description: description });
};

/** `Authorization: Basic base64(app_id:app_secret)`, per RFC 6749 section 2.3.1. */
function basicCredentials(header: string | undefined): { appId: string; appSecret: string } | undefined {
  const m = typeof header === 'string' ? /^Basic +([A-Za-z0-9+/=_-]+) *$/i.exec(header) : null;
  if (!m) return undefined;
  const decoded = Buffer.from(m[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1) return undefined;
  const unescape = (s: string) => {
    try {
      return decodeURIComponent(s.replace(/\+/g, ' '));
    } catch {
      return s;
    }
  };
  return { appId: unescape(decoded.slice(0, colon)), appSecret: unescape(decoded.slice(colon + 1)) };
}

export async function tokenRoutes(app: FastifyInstance, deps: RouteDeps) {
  app.post<{ Body: { grant_type?: unknown } }>(
    '/auth/oauth2/token',
    {
      attachValidation: true,
      // Errors of this route follow RFC 6749 (error + error_description), not `{ message }`.
      errorHandler: (err: FastifyError, _request, reply) => {
        if (err.statusCode && err.statusCode < 500) return oauthError(reply, 400, 'invalid_request', 'The request body could not be read. Send grant_type=client_credentials as application/x-www-form-urlencoded.');
        return oauthError(reply, 500, 'server_error', 'An unexpected error occurred.');
      },
      schema: {
        operationId: 'createToken',
        summary: 'Get an access token',
        description:
          'OAuth 2.0 client credentials grant. Authenticate with HTTP Basic (app id as user name, app secret as password) and send `grant_type=client_credentials` as a form. The token is valid for one hour.',
        tags: ['Authentication'],
        security: [{ clientBasic: [] }],
        consumes: ['application/x-www-form-urlencoded'],
        body: { $ref: `${TokenRequest.$id}#` },
        response: {
          200: response(TokenResponse, 'A bearer token.', { access_token: 'eyJzdWIiOiJhcHBfN2Q0ZjEyIiwiaWF0IjoxNzYzNzY2MDAwLCJleHAiOjE3NjM3Njk2MDB9.q6Tz0d1z6Gm8d5w0c0lq3wI5lYwE3oQ2H6x2bH4sUao', token_type: 'Bearer', expires_in: 3600 }),
          400: response(OAuthError, 'Missing or unsupported grant_type.', { error: 'unsupported_grant_type', error_description: 'grant_type must be client_credentials.' }),
          401: response(OAuthError, 'Missing or wrong app id or secret.', { error: 'invalid_client', error_description: 'Client authentication failed: check the app id and secret sent with HTTP Basic.' }),
          500: response(OAuthError, 'Unexpected error.', { error: 'server_error', error_description: 'An unexpected error occurred.' }),
        },
      },
    },
    async (request, reply) => {
      const grant = request.validationError ? undefined : request.body?.grant_type;
      if (grant === undefined || grant === '') {
        return oauthError(reply, 400, 'invalid_request', 'grant_type is required: send grant_type=client_credentials.');
      }
      if (grant !== 'client_credentials') {
        return oauthError(reply, 400, 'unsupported_grant_type', 'grant_type must be client_credentials.');
      }
      const basic = basicCredentials(request.headers.authorization);
      const client = basic && (await deps.credentials.verify(basic.appId, basic.appSecret));
      if (!client) {
        return oauthError(reply, 401, 'invalid_client', 'Client authentication failed: check the app id and secret sent with HTTP Basic.');
      }
      reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache');
      return { access_token: signToken(deps.signingKey, client.appId, deps.now()), token_type: 'Bearer', expires_in: TOKEN_TTL_SECONDS };
    },
  );
}
