import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../errors.js';
import { type RateLimitOptions, rateLimitKey } from '../limits.js';

export { DEFAULT_RATE_LIMIT, DEFAULT_TOKEN_ATTEMPTS, type RateLimitOptions } from '../limits.js';

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
    keyGenerator: (request: FastifyRequest) => rateLimitKey(request.caller!.appId),
    errorResponseBuilder: (_request, context) => {
      const retryAfter = Math.max(1, Math.ceil(context.ttl / 1000));
      return new HttpError(
        429,
        `Rate limit exceeded: ${options.max} requests per ${options.windowSeconds} seconds. Retry after ${retryAfter} seconds.`,
      );
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
 * route hook (which counts every request) is not used: `begin` checks the
 * budget without counting and reserves one attempt while the secret is being
 * checked (so 16 concurrent guesses cannot all pass the check before the
 * first failure is counted), `end` releases it and counts a failure.
 */
export async function failedAttemptLimiter(scope: FastifyInstance, options: RateLimitOptions) {
  await scope.register(rateLimit, { global: false });
  scope.decorateRequest('claimedAppId', undefined);
  const common = { max: options.max, timeWindow: options.windowSeconds * 1000 };
  const byAddress = {
    key: (r: FastifyRequest) => `ip:${r.ip}`,
    check: scope.createRateLimit({ ...common, keyGenerator: (r: FastifyRequest) => `ip:${r.ip}` }),
  };
  const byApp = {
    key: (r: FastifyRequest) => `app:${r.claimedAppId}`,
    check: scope.createRateLimit({ ...common, keyGenerator: (r: FastifyRequest) => `app:${r.claimedAppId}` }),
  };
  const limiters = (request: FastifyRequest) => (request.claimedAppId ? [byAddress, byApp] : [byAddress]);
  const inFlight = new Map<string, number>();
  const reserve = (key: string, n: number) => {
    const v = (inFlight.get(key) ?? 0) + n;
    if (v > 0) inFlight.set(key, v);
    else inFlight.delete(key);
  };
  return {
    /** Seconds to wait when the address or the app id used up its failures (0: go on, one attempt is reserved). */
    async begin(request: FastifyRequest): Promise<number> {
      let wait = 0;
      for (const limiter of limiters(request)) {
        const state = await limiter.check(request, { increment: false });
        if (state.isAllowed) continue;
        const used = options.max - state.remaining + (inFlight.get(limiter.key(request)) ?? 0);
        if (used >= options.max)
          wait = Math.max(wait, state.ttl > 0 ? Math.ceil(state.ttl / 1000) : options.windowSeconds);
      }
      if (wait === 0) for (const limiter of limiters(request)) reserve(limiter.key(request), 1);
      return wait;
    },
    async end(request: FastifyRequest, failed: boolean): Promise<void> {
      for (const limiter of limiters(request)) {
        reserve(limiter.key(request), -1);
        if (failed) await limiter.check(request);
      }
    },
  };
}
