import type { ErrorObject } from 'ajv';
import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError, MESSAGES, ValidationFailure } from '../errors.js';
import { toValidationDetail } from './validation.js';

// Fastify's own client errors, translated into messages an integrator can act on.
const FRAMEWORK_MESSAGES: Record<string, (e: FastifyError) => { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => ({ status: 415, message: MESSAGES.unsupportedMediaType }),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => ({ status: 400, message: 'Content-Length does not match the body.' }),
  FST_ERR_CTP_BODY_TOO_LARGE: () => ({ status: 413, message: MESSAGES.bodyTooLarge }),
  FST_ERR_CTP_INVALID_JSON_BODY: () => ({ status: 400, message: MESSAGES.malformedJson }),
  FST_ERR_BAD_URL: () => ({ status: 400, message: 'The request URL is malformed.' }),
  FST_ERR_ASYNC_CONSTRAINT: () => ({ status: 400, message: 'The request could not be routed.' }),
};

/**
 * One place turns every error into the documented shapes: 422 `{ detail }`
 * for schema failures, `{ message }` for everything else, never a stack trace.
 */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError & { detail?: unknown }, request, reply) => {
    if (err.validation) {
      const data = err.validationContext === 'body' ? request.body : undefined;
      const detail = toValidationDetail(err.validation as unknown as ErrorObject[], err.validationContext ?? 'body', data);
      return reply.code(422).send({ detail });
    }
    if (err instanceof ValidationFailure) return reply.code(422).send({ detail: err.detail });
    if (err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.code(422).send({ detail: [{ loc: ['body'], msg: 'Field required', type: 'missing' }] });
    }
    if (err instanceof HttpError) {
      reply.headers(err.headers);
      return reply.code(err.statusCode).send({ message: err.message });
    }
    const known = err.code ? FRAMEWORK_MESSAGES[err.code] : undefined;
    if (known) {
      const { status, message } = known(err);
      return reply.code(status).send({ message });
    }
    // A JSON syntax error from the body parser carries statusCode 400.
    if (err instanceof SyntaxError || (err.statusCode === 400 && /JSON/i.test(err.message))) {
      return reply.code(400).send({ message: MESSAGES.malformedJson });
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.code(err.statusCode).send({ message: err.message });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ message: MESSAGES.unexpected });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: MESSAGES.resourceNotFound }));
}
