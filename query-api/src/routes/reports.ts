import type { FastifyInstance } from 'fastify';
import { catalogues } from '../catalogue/index.js';
import { publicCatalogue, type Catalogue } from '../catalogue/types.js';
import { MESSAGES } from '../errors.js';
import { accessibleAccount } from '../plugins/auth.js';
import { etagMatches, wantsCsv } from '../reports/output.js';
import type { ReportRequestBody } from '../reports/plan.js';
import { runReport } from '../reports/service.js';
import {
  AccountIdParams,
  Message,
  ValidationError,
  authErrors,
  bodyErrors,
  rateLimitHeaders,
  response,
} from '../schemas/common.js';
import { ReportMetadata, ReportRequest, ReportResponse } from '../schemas/report.js';
import { BEARER_SECURITY, type RouteDeps } from './deps.js';

// REQ-QUERYAPI-18 and REQ-QUERYAPI-19 write the campaigns path with a trailing slash and the transactions
// path without; both answer either way (ignoreTrailingSlash).
const PATHS: Record<Catalogue['name'], string> = {
  campaigns: '/v1/query/accounts/:account_id/campaigns/',
  transactions: '/v1/query/accounts/:account_id/transactions',
};

const EXAMPLES: Record<Catalogue['name'], { rows: object[]; error: string }> = {
  campaigns: {
    rows: [
      { datetime: '2026-11-16 00:00:00', campaign_id: '100101', impressions: 9120, gross_cost: 281.37, cpa: 9.38 },
      { datetime: '2026-11-16 00:00:00', campaign_id: '100102', impressions: 8874, gross_cost: 266.02, cpa: 10.23 },
    ],
    error: 'Unknown metric: clicks. See GET /v1/query/accounts/1001/campaigns/help.',
  },
  transactions: {
    rows: [
      {
        page_type: 'checkout',
        transactions: 14210,
        page_transactions: 10912,
        ads_transactions_per_transaction: 0.0851,
      },
      {
        page_type: 'confirmation',
        transactions: 18377,
        page_transactions: 14301,
        ads_transactions_per_transaction: 0.0847,
      },
    ],
    error: 'Unknown dimension: country. See GET /v1/query/accounts/1001/transactions/help.',
  },
};

const reportHeaders = {
  ...rateLimitHeaders,
  ETag: {
    type: 'string',
    description: 'Identifies the report content (queryTimeMs excluded); send it back in If-None-Match.',
  },
};

function reportRoute(app: FastifyInstance, deps: RouteDeps, catalogue: Catalogue) {
  const name = catalogue.name;
  const label = name === 'campaigns' ? 'campaign' : 'transaction';
  const notFound = response(Message, 'No account has this id.', { message: MESSAGES.resourceNotFound });
  const forbidden = response(Message, 'The caller may not read this account.', { message: MESSAGES.forbidden });
  const accountId = (request: { params: { account_id: number } }) => request.params.account_id;

  app.post<{ Params: { account_id: number }; Body: ReportRequestBody }>(
    PATHS[name],
    {
      schema: {
        operationId: `${name}Report`,
        summary: `Run a ${label} report`,
        description: `Sums ${label} metrics over a date range, optionally grouped by dimensions and by an interval. Send \`Accept: text/csv\` for CSV.`,
        tags: ['Reports'],
        security: BEARER_SECURITY,
        params: AccountIdParams,
        body: { $ref: `${ReportRequest.$id}#` },
        response: {
          200: {
            description: 'The report.',
            headers: reportHeaders,
            content: {
              'application/json': {
                schema: { $ref: `${ReportResponse.$id}#` },
                example: { data: EXAMPLES[name].rows, accountId: '1001', queryTimeMs: 4 },
              },
              'text/csv': {
                schema: { type: 'string' },
                example: `${Object.keys(EXAMPLES[name].rows[0]).join(',')}\r\n${Object.values(EXAMPLES[name].rows[0]).join(',')}\r\n`,
              },
            },
          },
          304: {
            description: 'Not modified: the report still matches If-None-Match.',
            headers: reportHeaders,
            type: 'null',
          },
          400: response(
            Message,
            'Invalid parameters or filters, a body that is not valid JSON, or a forbidden key (__proto__, constructor.prototype) in it.',
            { message: EXAMPLES[name].error },
          ),
          403: forbidden,
          404: notFound,
          ...bodyErrors(),
          422: response(ValidationError, 'The request does not match the schema.', {
            detail: [{ loc: ['body', 'metrics'], msg: 'Field required', type: 'missing' }],
          }),
          ...authErrors(),
        },
      },
    },
    async (request, reply) => {
      const account = accessibleAccount(request, deps.store, accountId(request), MESSAGES.resourceNotFound);
      const csv = wantsCsv(request.headers.accept);
      const out = await runReport(deps.store, catalogue, account, request.body, { nowMs: deps.now(), csv });
      // Keep the Vary: Origin set by CORS; the body also depends on Accept.
      const vary = reply.getHeader('vary');
      reply.header('ETag', out.etag).header('Vary', vary ? `${String(vary)}, Accept` : 'Accept');
      if (etagMatches(request.headers['if-none-match'], out.etag)) return reply.code(304).send();
      return reply.type(out.contentType).send(out.body);
    },
  );

  app.get<{ Params: { account_id: number } }>(
    `/v1/query/accounts/:account_id/${name}/help`,
    {
      schema: {
        operationId: `${name}Help`,
        summary: `List ${label} metrics and dimensions`,
        description:
          'The catalogue: slug and description of every dimension and metric, with type, unit, additivity and the formula of derived metrics.',
        tags: ['Reports'],
        security: BEARER_SECURITY,
        params: AccountIdParams,
        response: {
          200: response(
            ReportMetadata,
            'The catalogue.',
            {
              dimensions: catalogue.dimensions.slice(0, 1),
              metrics: publicCatalogue(catalogue)
                .metrics.filter((m) => m.formula)
                .slice(0, 1),
            },
            rateLimitHeaders,
          ),
          403: forbidden,
          404: notFound,
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
    async (request) => {
      accessibleAccount(request, deps.store, accountId(request), MESSAGES.resourceNotFound);
      return publicCatalogue(catalogue);
    },
  );
}

export async function reportRoutes(app: FastifyInstance, deps: RouteDeps) {
  for (const catalogue of Object.values(catalogues)) reportRoute(app, deps, catalogue);
}
