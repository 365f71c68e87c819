import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';

/** One log line per request, after the answer, carrying the request id (reqId). */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      responseTimeMs: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}

const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Keeps the caller's X-Request-Id when it is a sane token (no log or header injection), else a UUID. */
export function requestId(req: { headers: Record<string, string | string[] | undefined> }): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
}
