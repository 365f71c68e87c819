import type { FastifyInstance } from 'fastify';
import { HttpError, MESSAGES } from '../errors.js';
import { accessibleAccount } from '../plugins/auth.js';
import { offsetMinutes } from '../reports/time-zones.js';
import { Account, AccountList } from '../schemas/account.js';
import {
  AccountIdParams,
  Message,
  ValidationError,
  authErrors,
  rateLimitHeaders,
  response,
} from '../schemas/common.js';
import type { AccountRecord } from '../store/accounts.js';
import { BEARER_SECURITY, type RouteDeps } from './deps.js';

const example = {
  accountId: '1001',
  accountName: 'Northwind Outfitters',
  countryCode: 'US',
  accountOwner: 'ana.lopez@northwind.example',
  accountCurrencyCode: 'USD',
  accountTimezone: 'America/New_York',
  accountTimezoneOffset: -300,
};

/** The public shape of REQ-QUERYAPI-3; the offset is the zone's at the time of the call. */
function present(a: AccountRecord, nowMs: number) {
  return {
    accountId: String(a.accountId),
    accountName: a.accountName,
    countryCode: a.countryCode,
    accountOwner: a.accountOwner,
    accountCurrencyCode: a.accountCurrencyCode,
    accountTimezone: a.accountTimezone,
    accountTimezoneOffset: offsetMinutes(a.accountTimezone, nowMs),
  };
}

export async function accountRoutes(app: FastifyInstance, deps: RouteDeps) {
  app.get(
    '/v1/query/accounts/',
    {
      schema: {
        operationId: 'listAccounts',
        summary: 'List accounts',
        description: 'The accounts the caller may read, by account id.',
        tags: ['Accounts'],
        security: BEARER_SECURITY,
        response: {
          200: response(AccountList, 'The accounts the caller may read.', [example], rateLimitHeaders),
          404: response(Message, 'The caller has no accounts.', { message: MESSAGES.noAccounts }),
          ...authErrors(),
        },
      },
    },
    async (request) => {
      const ids = new Set(request.caller?.accountIds ?? []);
      const accounts = deps.store.accounts().filter((a) => ids.has(a.accountId));
      if (accounts.length === 0) throw new HttpError(404, MESSAGES.noAccounts);
      const now = deps.now();
      return accounts.sort((a, b) => a.accountId - b.accountId).map((a) => present(a, now));
    },
  );

  app.get<{ Params: { account_id: number } }>(
    '/v1/query/accounts/:account_id',
    {
      schema: {
        operationId: 'getAccount',
        summary: 'Get one account',
        description:
          'One account by its id, with its currency, time zone and the time zone offset at the time of the call. `account_id` must be written as an integer (`1001`, not `1001.0` or `1e3`).',
        tags: ['Accounts'],
        security: BEARER_SECURITY,
        params: AccountIdParams,
        response: {
          200: response(Account, 'The account.', example, rateLimitHeaders),
          403: response(Message, 'The caller may not read this account.', { message: MESSAGES.forbidden }),
          404: response(Message, 'No account has this id.', { message: MESSAGES.accountNotFound }),
          422: response(ValidationError, 'account_id is not an integer.', {
            detail: [
              {
                loc: ['path', 'account_id'],
                msg: 'Input should be a valid integer, unable to parse string as an integer',
                type: 'int_parsing',
              },
            ],
          }),
          ...authErrors(),
        },
      },
    },
    async (request) =>
      present(accessibleAccount(request, deps.store, request.params.account_id, MESSAGES.accountNotFound), deps.now()),
  );
}
