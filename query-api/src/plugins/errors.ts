import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorObject } from 'ajv';
import { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest, errorCodes } from 'fastify';
import { BODY_LIMIT, HttpError, MESSAGES, ValidationFailure } from '../errors.js';
import { toValidationDetail } from './validation.js';

// Fastify's own client errors, translated into messages an integrator can act on.
const FRAMEWORK_MESSAGES: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: MESSAGES.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'Content-Length does not match the body.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: MESSAGES.bodyTooLarge },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: MESSAGES.malformedJson },
  FST_ERR_BAD_URL: { status: 400, message: 'The request URL is malformed: check its percent-encoding (%XX).' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'A segment of the request path is longer than 100 characters.' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, message: 'The request could not be routed.' },
};

/** A body key that secure-json-parse refuses; `detail` says which one and where. */
export class ForbiddenKey extends HttpError {
  constructor(key: string, path: string) {
    super(400, `The request body contains the forbidden key "${key}"${path ? ` (in ${path})` : ''}: remove it.`);
  }
}

/** The first `__proto__`, or `constructor` holding `prototype`, in a parsed JSON value, with its path. */
export function findForbiddenKey(value: unknown, path = ''): { key: string; path: string } | undefined {
  if (!value || typeof value !== 'object') return undefined;
  for (const [k, v] of Object.entries(value)) {
    if (k === '__proto__') return { key: k, path };
    if (k === 'constructor' && v && typeof v === 'object' && Object.hasOwn(v, 'prototype'))
      return { key: 'constructor.prototype', path };
    const found = findForbiddenKey(v, Array.isArray(value) ? `${path}[${k}]` : path ? `${path}.${k}` : k);
    if (found) return found;
  }
  return undefined;
}

/**
 * JSON bodies go through Fastify's own parser (secure-json-parse, which
 * refuses prototype keys, with the same error as malformed JSON). When it
 * refuses a body that plain JSON.parse (which never touches prototypes)
 * reads, the refusal was a forbidden key: the answer names it.
 */
export function installJsonParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parse(request, String(body), (err, value) => {
      if ((err as FastifyError | null)?.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
        let plain: unknown;
        try {
          plain = JSON.parse(String(body));
        } catch {
          return done(err, undefined);
        }
        const found = findForbiddenKey(plain);
        if (found) return done(new ForbiddenKey(found.key, found.path), undefined);
      }
      done(err, value);
    });
  });
}

/** Request bodies past the limit are still read, up to this much, so that the client reads the 413. */
const DISCARD_LIMIT = 32 * 1024 * 1024;

/**
 * Before a 413 is sent, reads and throws away the rest of the body (issue
 * 32): a connection closed with unread data is reset by the kernel, and a
 * client still sending (Node's fetch, curl) then sees EPIPE or a reset instead
 * of the answer. Resolves once the body has ended, or at once with
 * `Connection: close` when it is (or is declared) over DISCARD_LIMIT bytes:
 * that client cannot be helped. The request timeout bounds the wait.
 */
export function discardRestOfBody(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const raw = request.raw;
  const tooMuch = () => void reply.header('Connection', 'close');
  if (Number(request.headers['content-length'] ?? 0) > DISCARD_LIMIT) return Promise.resolve(tooMuch());
  if (raw.complete || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let read = 0;
    const done = () => {
      raw.off('data', count);
      resolve();
    };
    const count = (chunk: Buffer) => {
      read += chunk.length;
      if (read > DISCARD_LIMIT) {
        tooMuch();
        done();
      }
    };
    raw.on('data', count);
    raw.once('end', done);
    raw.once('close', done);
    raw.resume();
  });
}

/** Fastify's framework errors (a URL it cannot decode, a path segment too long) as `{ message }`. */
export function frameworkErrors(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known = FRAMEWORK_MESSAGES[err.code] ?? { status: 400, message: 'The request could not be routed.' };
  reply.header('X-Request-Id', request.id);
  return reply.code(known.status).send({ message: known.message });
}

/**
 * One place turns every error into the documented shapes: 422 `{ detail }`
 * for schema failures, `{ message }` for everything else, never a stack trace.
 */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(async (err: FastifyError & { detail?: unknown }, request, reply) => {
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') await discardRestOfBody(request, reply);
    // An unknown path is 404 whatever its body: the body of a route that does not exist is never judged.
    if (request.is404) return reply.code(404).send({ message: MESSAGES.resourceNotFound });
    if (err.validation) {
      const data = err.validationContext === 'body' ? request.body : undefined;
      const detail = toValidationDetail(
        err.validation as unknown as ErrorObject[],
        err.validationContext ?? 'body',
        data,
      );
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
    if (known) return reply.code(known.status).send({ message: known.message });
    // The JSON parser's syntax errors carry statusCode 400 (and no code).
    if (err.statusCode === 400 && err instanceof SyntaxError)
      return reply.code(400).send({ message: MESSAGES.malformedJson });
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500 && err.code?.startsWith('FST_')) {
      return reply.code(err.statusCode).send({ message: err.message });
    }
    // Everything else (a damaged data file, a database error…) is the server's fault: logged, never shown.
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ message: MESSAGES.unexpected });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: MESSAGES.resourceNotFound }));

  // Before any body is read (after authentication and the rate limit): refuse what cannot be read as sent.
  app.addHook('preParsing', async (request) => {
    const encoding = request.headers['content-encoding'];
    if (encoding !== undefined && encoding.trim().toLowerCase() !== 'identity')
      throw new HttpError(415, 'Content-Encoding is not supported: send the body uncompressed.');
    if (Number(request.headers['content-length'] ?? 0) > BODY_LIMIT) throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
  });

  // CORS preflights must name the origin and method; @fastify/cors answers plain text otherwise.
  app.addHook('onRequest', async (request) => {
    if (
      request.method === 'OPTIONS' &&
      (!request.headers.origin || !request.headers['access-control-request-method'])
    ) {
      throw new HttpError(
        400,
        'A CORS preflight (OPTIONS) needs the Origin and Access-Control-Request-Method headers.',
      );
    }
  });
}

// Errors Node's HTTP parser raises before Fastify sees a request.
const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    message: 'The request was not received in time: send the headers and body without pausing.',
  },
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request headers are larger than the limit of 16 KiB.' },
  HPE_INVALID_METHOD: { status: 400, message: 'Unknown HTTP method. Use GET, POST or OPTIONS.' },
  HPE_INVALID_CONTENT_LENGTH: { status: 400, message: 'The Content-Length header is not a valid number.' },
  HPE_UNEXPECTED_CONTENT_LENGTH: {
    status: 400,
    message: 'Send either Content-Length or Transfer-Encoding: chunked, not both.',
  },
  HPE_INVALID_TRANSFER_ENCODING: {
    status: 400,
    message: 'Transfer-Encoding must be chunked, and then without Content-Length.',
  },
  HPE_INVALID_CHUNK_SIZE: { status: 400, message: 'A chunk of the request body has an invalid size.' },
};

/**
 * Fastify's clientErrorHandler: the answer to a request Node could not parse
 * (or that timed out), as `{ message }` like every other error, then the
 * connection is closed.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  // A response already under way on this socket cannot be replaced.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const { status, message } = CLIENT_ERRORS[err.code ?? ''] ?? {
      status: 400,
      message: 'The request could not be parsed as HTTP/1.1.',
    };
    const body = JSON.stringify({ message });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
