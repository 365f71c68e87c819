import formbody from '@fastify/formbody';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { signAccessToken, TOKEN_TTL_SECONDS } from '../auth/tokens.js';
import { BODY_LIMIT, HttpError, MESSAGES } from '../errors.js';
import { DEFAULT_TOKEN_LIMITS } from '../limits.js';
import { discardRestOfBody } from '../plugins/errors.js';
import { tokenRequestLimits } from '../plugins/rate-limit.js';
import { OAuthError, TokenRequest, TokenResponse } from '../schemas/token.js';
import { response } from '../schemas/common.js';
import type { RouteDeps } from './deps.js';

const FORM = 'application/x-www-form-urlencoded';

const oauthError = (reply: FastifyReply, status: number, error: string, description: string) => {
  reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache');
  if (status === 401) reply.header('WWW-Authenticate', 'Basic realm="Acme Query API"');
  return reply.code(status).send({ error, error_description: description });
};

const DESCRIPTIONS = {
  invalidClient: 'Client authentication failed: check the app id and secret sent with HTTP Basic.',
  tooMany: (s: number) => `Too many failed attempts for this app id from this address. Retry after ${s} seconds.`,
  tooManyTokens: (s: number) =>
    `Too many tokens issued to this app id. A token lasts an hour: reuse it. Retry after ${s} seconds.`,
  formOnly: `Send the body as ${FORM}: grant_type=client_credentials.`,
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

/** The token endpoint, in its own scope: it reads only form bodies (REQ-QUERYAPI-20) and answers RFC 6749 errors. */
export async function tokenRoutes(app: FastifyInstance, deps: RouteDeps) {
  app.removeAllContentTypeParsers();
  await app.register(formbody, { bodyLimit: BODY_LIMIT });
  const limits = await tokenRequestLimits(app, deps.tokenLimits, deps.limitStore);

  app.post<{ Body: { grant_type?: unknown } }>(
    '/auth/oauth2/token',
    {
      attachValidation: true,
      // Errors of this route follow RFC 6749 (error + error_description), not `{ message }`.
      errorHandler: async (err: FastifyError, request, reply) => {
        if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
          return oauthError(reply, 415, 'invalid_request', DESCRIPTIONS.formOnly);
        if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
          await discardRestOfBody(request, reply);
          return oauthError(reply, 413, 'invalid_request', MESSAGES.bodyTooLarge);
        }
        if (err instanceof HttpError && err.statusCode === 503) {
          request.log.error({ err }, 'rate-limit store unavailable');
          reply.headers(err.headers);
          return oauthError(reply, 503, 'temporarily_unavailable', err.message);
        }
        if (err instanceof HttpError && err.statusCode < 500) {
          reply.headers(err.headers);
          return oauthError(reply, err.statusCode, 'invalid_request', err.message);
        }
        if (err.statusCode && err.statusCode < 500)
          return oauthError(
            reply,
            400,
            'invalid_request',
            `The request body could not be read. ${DESCRIPTIONS.formOnly}`,
          );
        request.log.error({ err }, 'unhandled error');
        return oauthError(reply, 500, 'server_error', 'An unexpected error occurred.');
      },
      schema: {
        operationId: 'createToken',
        summary: 'Get an access token',
        description: [
          'OAuth 2.0 client credentials grant. Authenticate with HTTP Basic (app id as user name, app secret as password) and send `grant_type=client_credentials` as a form (`application/x-www-form-urlencoded`; other bodies answer 415).',
          '',
          'The access token is a JWT (RFC 9068 profile) signed with ES256: header `typ: at+jwt` and `kid`; claims `iss`, `sub` and `client_id` (your app id), `aud`, `iat`, `exp` (one hour later) and `jti`. Decode it with any JWT library or jwt.io; verify it with the keys at `/.well-known/jwks.json`.',
          '',
          `Failed attempts are limited per app id and client address (${DEFAULT_TOKEN_LIMITS.max} per ${DEFAULT_TOKEN_LIMITS.windowSeconds} seconds by default) and per client address (${DEFAULT_TOKEN_LIMITS.maxPerAddress}): past either limit that address gets 429 \`slow_down\` with \`Retry-After\`, even with the right secret; other addresses are not affected. Tokens issued to one app id are limited too (${DEFAULT_TOKEN_LIMITS.issuedPerApp} per window by default): a token lasts an hour, so reuse it.`,
        ].join('\n'),
        tags: ['Authentication'],
        security: [{ clientBasic: [] }],
        consumes: [FORM],
        body: { $ref: `${TokenRequest.$id}#` },
        response: {
          200: response(TokenResponse, 'A bearer token (a JWT).', {
            access_token:
              'eyJhbGciOiJFUzI1NiIsImtpZCI6IlVQODNSTnR2RU5Tb1FONkRtb0N0dTdPNjZTRzF2QkVlVlMzb2J5YWhTTTQiLCJ0eXAiOiJhdCtqd3QifQ.eyJjbGllbnRfaWQiOiJhcHBfMTg3ZTJjMzBlZTZlZWQ4YzU2YjciLCJpc3MiOiJodHRwczovL2FwaS5hY21lLmV4YW1wbGUiLCJzdWIiOiJhcHBfMTg3ZTJjMzBlZTZlZWQ4YzU2YjciLCJhdWQiOiJodHRwczovL2FwaS5hY21lLmV4YW1wbGUvdjEvcXVlcnkiLCJpYXQiOjE3OTUzMDAzODksImV4cCI6MTc5NTMwMzk4OSwianRpIjoiOWI1ZjJkNGEtM2I3Ni00YzJlLTg0YjAtN2E2NWQ5ZjFlMDQyIn0.8t8KNgm7VB9LJXSTKrs0SGBbIQV9OtRMTPxjoqVqEqRSa2NO757jssODcwWWVsSTAMVncYcADc2fW8peJX7nzw',
            token_type: 'Bearer',
            expires_in: 3600,
          }),
          400: response(OAuthError, 'Missing or unsupported grant_type, or an unreadable form.', {
            error: 'unsupported_grant_type',
            error_description: 'grant_type must be client_credentials.',
          }),
          401: response(OAuthError, 'Missing or wrong app id or secret.', {
            error: 'invalid_client',
            error_description: DESCRIPTIONS.invalidClient,
          }),
          413: response(OAuthError, 'The form is larger than 128 KiB.', {
            error: 'invalid_request',
            error_description: MESSAGES.bodyTooLarge,
          }),
          415: response(OAuthError, 'The body is not a form (JSON is not accepted here).', {
            error: 'invalid_request',
            error_description: DESCRIPTIONS.formOnly,
          }),
          429: {
            ...response(OAuthError, 'Too many failed attempts from this address, or too many tokens for this app id.', {
              error: 'slow_down',
              error_description: DESCRIPTIONS.tooMany(42),
            }),
            headers: { 'Retry-After': { type: 'integer', description: 'Seconds to wait before trying again.' } },
          },
          500: response(OAuthError, 'Unexpected error (logged).', {
            error: 'server_error',
            error_description: 'An unexpected error occurred.',
          }),
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
      request.claimedAppId = basic?.appId;
      const admission = await limits.begin(request);
      if ('reason' in admission) {
        const wait = admission.retryAfterSeconds;
        reply.header('Retry-After', String(wait));
        const description =
          admission.reason === 'issued' ? DESCRIPTIONS.tooManyTokens(wait) : DESCRIPTIONS.tooMany(wait);
        return oauthError(reply, 429, 'slow_down', description);
      }
      let client;
      let outcome: 'failed' | 'issued' | 'error' = 'error';
      try {
        client = basic && (await deps.credentials.verify(basic.appId, basic.appSecret, admission));
        outcome = client ? 'issued' : 'failed';
      } finally {
        await limits.end(request, outcome);
      }
      if (!client) {
        return oauthError(reply, 401, 'invalid_client', DESCRIPTIONS.invalidClient);
      }
      reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache');
      return {
        access_token: await signAccessToken(deps.keys, client.appId, deps.now()),
        token_type: 'Bearer',
        expires_in: TOKEN_TTL_SECONDS,
      };
    },
  );
}
