import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppCredential, CredentialsStore } from '../auth/credentials-store.js';
import type { SigningKeys } from '../auth/signing-keys.js';
import { verifyAccessToken } from '../auth/tokens.js';
import { HttpError, MESSAGES, ValidationFailure } from '../errors.js';
import type { AccountRecord } from '../store/accounts.js';
import type { ReportStore } from '../store/repository.js';

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
 * token (signature, issuer, audience, expiry, app still known). It runs on
 * onRequest, so bad tokens are refused before the body is read.
 */
export function protect(
  scope: FastifyInstance,
  deps: { keys: SigningKeys; credentials: CredentialsStore; now: () => number },
) {
  scope.decorateRequest('caller', undefined);
  scope.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer +([^ ]+) *$/i.exec(header) : null;
    if (!match) throw invalidToken();
    const claims = await verifyAccessToken(deps.keys, match[1], deps.now());
    const app = claims && deps.credentials.find(claims.sub);
    if (!app) throw invalidToken();
    request.caller = app;
  });
  // REQ-QUERYAPI-25: account_id is an integer, written as one. Ajv would coerce "1001.0",
  // " 1001", "1e3" or "01005" to a number, so the raw text is checked before the schema runs.
  scope.addHook('preValidation', async (request) => {
    const raw = (request.params as { account_id?: unknown } | undefined)?.account_id;
    if (typeof raw === 'string' && !/^(0|-?[1-9][0-9]{0,14})$/.test(raw)) {
      throw new ValidationFailure([
        {
          loc: ['path', 'account_id'],
          msg: 'Input should be a valid integer, unable to parse string as an integer',
          type: 'int_parsing',
        },
      ]);
    }
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
