import { type TSchema, Type } from '@sinclair/typebox';
import { MESSAGES } from '../errors.js';
import { DEFAULT_RATE_LIMIT } from '../limits.js';

/** `type: [T, 'null']` rather than anyOf, so Ajv never coerces null into 0 or ''. */
export function Nullable<T extends TSchema>(schema: T, extra: Record<string, unknown> = {}) {
  const s = schema as unknown as { type: string; enum?: unknown[] };
  const out: Record<string, unknown> = { ...schema, ...extra, type: [s.type, 'null'] };
  if (s.enum) out.enum = [...s.enum, null];
  return Type.Unsafe<T['static'] | null>(out);
}

export const Message = Type.Object(
  { message: Type.String({ description: 'What went wrong, in words.' }) },
  { $id: 'Message', title: 'Message', description: 'The body of every error except 422.' },
);

export const ValidationError = Type.Object(
  {
    detail: Type.Array(
      Type.Object({
        loc: Type.Array(Type.Union([Type.String(), Type.Integer()]), {
          description: "Where the problem is: 'path', 'query' or 'body', then the field names and list indexes.",
        }),
        msg: Type.String({ description: 'What is wrong, in words.' }),
        type: Type.String({ description: 'A stable machine-readable error type, e.g. missing or int_parsing.' }),
      }),
    ),
  },
  {
    $id: 'ValidationError',
    title: 'ValidationError',
    description: 'Validation Error: the request does not match the schema.',
  },
);

export const AccountIdParams = Type.Object({
  account_id: Type.Integer({
    description: 'The account to read, as listed by GET /v1/query/accounts/.',
    examples: [1001],
  }),
});

/**
 * A response that uses a shared schema, with its own description and
 * example. The `content` form keeps the example next to the $ref in OpenAPI.
 */
export function response(
  schema: { $id?: string },
  description: string,
  example: unknown,
  headers?: Record<string, unknown>,
) {
  return {
    description,
    ...(headers ? { headers } : {}),
    content: { 'application/json': { schema: { $ref: `${schema.$id}#` }, example } },
  };
}

const rateLimitHeaders = {
  'RateLimit-Limit': {
    type: 'integer',
    description: 'Calls allowed per window for this app id (all its tokens together).',
  },
  'RateLimit-Remaining': { type: 'integer', description: 'Requests left in the current window.' },
  'RateLimit-Reset': { type: 'integer', description: 'Seconds until the window resets.' },
  'X-Request-Id': { type: 'string', description: 'The request id: yours when you sent one, otherwise generated.' },
};

/** The error answers every authenticated call can give. */
export function authErrors() {
  return {
    401: response(Message, 'Missing, malformed, expired or forged token.', { message: MESSAGES.invalidToken }),
    429: response(
      Message,
      'Too many calls for this app id in the current window.',
      {
        message: `Rate limit exceeded: ${DEFAULT_RATE_LIMIT.max} requests per ${DEFAULT_RATE_LIMIT.windowSeconds} seconds. Retry after 12 seconds.`,
      },
      {
        ...rateLimitHeaders,
        'Retry-After': { type: 'integer', description: 'Seconds to wait before retrying.' },
      },
    ),
    500: response(Message, 'Unexpected error.', { message: MESSAGES.unexpected }),
  };
}

/** The answers of calls that read a JSON body. */
export function bodyErrors() {
  return {
    413: response(Message, 'The body is larger than 128 KiB.', { message: MESSAGES.bodyTooLarge }),
    415: response(Message, 'The body is not application/json.', { message: MESSAGES.unsupportedMediaType }),
  };
}

export { rateLimitHeaders };
