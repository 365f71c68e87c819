import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../errors.js';

export interface RateLimitOptions {
  /** Requests allowed per window. */
  max: number;
  windowSeconds: number;
}

/** Calls per app id (QUERY_API_RATE_LIMIT, QUERY_API_RATE_WINDOW_SECONDS). */
export const DEFAULT_RATE_LIMIT: RateLimitOptions = { max: 120, windowSeconds: 60 };
/** Failed token requests per app id and per client address (QUERY_API_TOKEN_ATTEMPTS, QUERY_API_TOKEN_ATTEMPTS_WINDOW_SECONDS). */
export const DEFAULT_TOKEN_ATTEMPTS: RateLimitOptions = { max: 10, windowSeconds: 60 };

/**
 * @fastify/rate-limit on every route of `scope`, keyed by the app id the
 * bearer token was issued to (set by the auth hook, which runs first): neither
 * a variant of a token nor a fresh one gets a new budget. Headers are the
 * IETF draft's RateLimit-Limit / -Remaining / -Reset and Retry-After on 429.
 */
export async function limitCallsPerApp(scope: FastifyInstance, options: RateLimitOptions) {
  await scope.register(rateLimit, {
    max: options.max,
    timeWindow: options.windowSeconds * 1000,
    enableDraftSpec: true,
    keyGenerator: (request: FastifyRequest) => `app:${request.caller!.appId}`,
    errorResponseBuilder: (_request, context) => {
      const retryAfter = Math.max(1, Math.ceil(context.ttl / 1000));
      return new HttpError(429, `Rate limit exceeded: ${options.max} requests per ${options.windowSeconds} seconds. Retry after ${retryAfter} seconds.`);
    },
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The app id a token request claims (HTTP Basic user name), for the failed-attempt limit. */
    claimedAppId?: string;
  }
}

/**
 * Failed token requests, counted per claimed app id and per client address
 * with @fastify/rate-limit's stores. Only failures count, so the library's
 * route hook (which counts every request) is not used: `blocked` peeks
 * without counting, `fail` counts one failure.
 */
export async function failedAttemptLimiter(scope: FastifyInstance, options: RateLimitOptions) {
  await scope.register(rateLimit, { global: false });
  scope.decorateRequest('claimedAppId', undefined);
  const common = { max: options.max, timeWindow: options.windowSeconds * 1000 };
  const byAddress = scope.createRateLimit({ ...common, keyGenerator: (r: FastifyRequest) => `ip:${r.ip}` });
  const byApp = scope.createRateLimit({ ...common, keyGenerator: (r: FastifyRequest) => `app:${r.claimedAppId}` });
  const limiters = (request: FastifyRequest) => (request.claimedAppId ? [byAddress, byApp] : [byAddress]);
  return {
    /** Seconds to wait when the address or the app id used up its failures, else 0. */
    async blocked(request: FastifyRequest): Promise<number> {
      let wait = 0;
      for (const limiter of limiters(request)) {
        const state = await limiter(request, { increment: false });
        if (!state.isAllowed && state.remaining <= 0 && state.ttl > 0) wait = Math.max(wait, Math.ceil(state.ttl / 1000));
      }
      return wait;
    },
    async fail(request: FastifyRequest): Promise<void> {
      for (const limiter of limiters(request)) await limiter(request);
    },
  };
}
