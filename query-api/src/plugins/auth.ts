import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppCredential, CredentialsStore } from '../auth/credentials-store.js';
import { verifyToken } from '../auth/tokens.js';
import { HttpError, MESSAGES } from '../errors.js';
import type { AccountRecord } from '../store/accounts.js';
import type { ReportStore } from '../store/repository.js';
import type { RateLimiter } from './rate-limit.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The app behind the bearer token (set by the auth hook of protected routes). */
    caller?: AppCredential;
  }
}

const invalidToken = () =>
  new HttpError(401, MESSAGES.invalidToken, { 'WWW-Authenticate': 'Bearer error="invalid_token"' });

/**
 * Registers the hook that protects every route of `scope`: a valid bearer
 * token (signature, expiry, app still known), then one hit on its rate limit.
 * It runs on onRequest, so bad tokens are refused before the body is read.
 */
export function protect(
  scope: FastifyInstance,
  deps: { signingKey: Buffer; credentials: CredentialsStore; limiter: RateLimiter; now: () => number },
) {
  scope.decorateRequest('caller', undefined);
  scope.addHook('onRequest', async (request, reply) => {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer +([^ ]+) *$/i.exec(header) : null;
    if (!match) throw invalidToken();
    const claims = verifyToken(deps.signingKey, match[1], deps.now());
    const app = claims && deps.credentials.find(claims.sub);
    if (!app) throw invalidToken();
    request.caller = app;
    deps.limiter.hit(match[1], reply);
  });
}

/** The account when it exists and the caller may see it: 404 with `notFound`, else 403. */
export function accessibleAccount(
  request: FastifyRequest,
  store: ReportStore,
  accountId: number,
  notFound: string,
): AccountRecord {
  const account = store.account(accountId);
  if (!account) throw new HttpError(404, notFound);
  if (!request.caller?.accountIds.includes(accountId)) throw new HttpError(403, MESSAGES.forbidden);
  return account;
}
