import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { addressKey, subnetKey } from '../client-address.js';
import { HttpError } from '../errors.js';
import { type RateLimitOptions, rateLimitKey, type TokenLimits } from '../limits.js';

export { DEFAULT_RATE_LIMIT, type RateLimitOptions } from '../limits.js';

/**
 * Where every limit counts: @fastify/rate-limit's Redis store on a shared
 * Redis (REDIS_URL), so replicas share one budget, or its in-memory store
 * (one process). Keys are namespaced so the sandbox can share a Redis.
 */
export type LimitStore = { redis: Redis } | undefined;
const storeOptions = (store: LimitStore) => (store ? { redis: store.redis, nameSpace: 'acme-query-api:' } : {});

/** The shared store stopped answering: a 503 naming it, never a stack trace. */
export class LimitStoreUnavailable extends HttpError {
  constructor(cause: unknown) {
    super(
      503,
      `The rate-limit store (Redis at REDIS_URL) does not answer (${(cause as Error)?.message ?? cause}). Retry in a few seconds.`,
      { 'Retry-After': '5' },
    );
  }
}
const unavailable = (err: unknown) => (err instanceof HttpError ? err : new LimitStoreUnavailable(err));

/**
 * @fastify/rate-limit on every route of `scope`, keyed by the app id the
 * bearer token was issued to (set by the auth hook, which runs first): neither
 * a variant of a token nor a fresh one gets a new budget. Headers are the
 * IETF draft's RateLimit-Limit / -Remaining / -Reset and Retry-After on 429.
 */
export async function limitCallsPerApp(scope: FastifyInstance, options: RateLimitOptions, store: LimitStore) {
  await scope.register(rateLimit, { global: false, enableDraftSpec: true, ...storeOptions(store) });
  const limit = scope.rateLimit({
    max: options.max,
    timeWindow: options.windowSeconds * 1000,
    keyGenerator: (request: FastifyRequest) => rateLimitKey(request.caller!.appId),
    errorResponseBuilder: (_request, context) => {
      const retryAfter = Math.max(1, Math.ceil(context.ttl / 1000));
      return new HttpError(
        429,
        `Rate limit exceeded: ${options.max} requests per ${options.windowSeconds} seconds. Retry after ${retryAfter} seconds.`,
      );
    },
  });
  // The library's own hook, wrapped so that a store that does not answer is a 503, not a 500.
  scope.addHook('onRequest', async (request, reply) => {
    try {
      await limit.call(scope, request, reply);
    } catch (err) {
      throw unavailable(err);
    }
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The app id a token request claims (HTTP Basic user name), for the token limits. */
    claimedAppId?: string;
  }
}

/** Why a token request is refused before its secret is checked, and for how long. */
export interface TokenRefusal {
  retryAfterSeconds: number;
  reason: 'failures' | 'issued';
}

/** What the secret check of an admitted token request may use. */
export interface TokenAdmission {
  /** The client address, so that one address cannot take every secret check. */
  lane: string;
  /** 0 when neither the address nor its subnet failed in the window: it goes before those that did (guessers). */
  priority: number;
}

// App ids are `app_` and 20 hex digits; anything longer is cut, so a claimed id cannot make huge keys.
const appKey = (request: FastifyRequest) => String(request.claimedAppId ?? '').slice(0, 64);

/**
 * The limits of the token endpoint (issue 32, findings 2 to 4), counted with
 * @fastify/rate-limit's store (Redis when shared), never with a home-made one:
 *
 * - failed attempts per (app id, client address) and per client address, so
 *   an attacker who knows an app id locks out only their own address, never
 *   the app's real client elsewhere;
 * - tokens issued per app id, so one app with its right secret cannot keep
 *   the secret checks busy for everyone.
 *
 * Only failures count as failures: a request whose secret is still being
 * checked is not one. So that a burst of concurrent guesses still cannot all
 * be checked before the first failure is counted, at most as many checks per
 * key run at once in this process as failures remain in its budget; the
 * others wait for one to end, then look again (and are refused only if the
 * checks that ran failed).
 */
export async function tokenRequestLimits(scope: FastifyInstance, limits: TokenLimits, store: LimitStore) {
  await scope.register(rateLimit, { global: false, ...storeOptions(store) });
  scope.decorateRequest('claimedAppId', undefined);
  const timeWindow = limits.windowSeconds * 1000;
  const counter = (max: number, key: (r: FastifyRequest) => string) => ({
    max,
    key,
    apply: scope.createRateLimit({ max, timeWindow, keyGenerator: key }),
  });
  const failuresFromAddress = counter(limits.maxPerAddress, (r) => `failed:ip:${addressKey(r.ip)}`);
  const failuresOfAppFromAddress = counter(limits.max, (r) => `failed:app:${appKey(r)}:ip:${addressKey(r.ip)}`);
  const issuedToApp = counter(limits.issuedPerApp, (r) => `issued:app:${appKey(r)}`);
  const failureCounters = [failuresFromAddress, failuresOfAppFromAddress];

  const inFlight = new Map<string, number>();
  const waiting = new Map<string, (() => void)[]>();
  const reserve = (key: string, n: number) => {
    const v = (inFlight.get(key) ?? 0) + n;
    if (v > 0) inFlight.set(key, v);
    else inFlight.delete(key);
    if (n < 0) {
      const woken = waiting.get(key);
      waiting.delete(key);
      for (const wake of woken ?? []) wake();
    }
  };
  const read = async (c: (typeof failureCounters)[number], request: FastifyRequest) => {
    let state;
    try {
      state = await c.apply(request, { increment: false });
    } catch (err) {
      throw unavailable(err);
    }
    // isAllowed (no counts) happens only with an allow list, which these counters have not.
    return state.isAllowed ? { remaining: c.max, ttl: 0 } : state;
  };
  const retryAfter = (ttlMs: number) => (ttlMs > 0 ? Math.ceil(ttlMs / 1000) : limits.windowSeconds);
  // A scheduling hint only (never a refusal): subnets with a failure in the last window, so a guesser that
  // takes a new address of its subnet for each few guesses still waits behind clients that do not fail.
  const failingSubnets = new Map<string, number>();
  const subnetFailedRecently = (request: FastifyRequest) =>
    (failingSubnets.get(subnetKey(request.ip)) ?? 0) > Date.now();
  const noteFailure = (request: FastifyRequest) => {
    const subnet = subnetKey(request.ip);
    failingSubnets.delete(subnet);
    if (failingSubnets.size >= 10_000) failingSubnets.delete(failingSubnets.keys().next().value!);
    failingSubnets.set(subnet, Date.now() + timeWindow);
  };

  return {
    /** A refusal, or the admission of a request whose secret may now be checked (its checks are reserved). */
    async begin(request: FastifyRequest): Promise<TokenRefusal | TokenAdmission> {
      for (;;) {
        const [issued, ...failures] = await Promise.all([
          read(issuedToApp, request),
          ...failureCounters.map((c) => read(c, request)),
        ]);
        const spent = failures.filter((s) => s.remaining === 0);
        if (spent.length > 0)
          return { reason: 'failures', retryAfterSeconds: Math.max(...spent.map((s) => retryAfter(s.ttl))) };
        if (issued.remaining === 0) return { reason: 'issued', retryAfterSeconds: retryAfter(issued.ttl) };
        // A key whose remaining failures are all being checked right now: wait for one check to end.
        const full = failures.findIndex((s, i) => (inFlight.get(failureCounters[i].key(request)) ?? 0) >= s.remaining);
        if (full === -1) {
          for (const c of failureCounters) reserve(c.key(request), 1);
          const suspect = failures[0].remaining < limits.maxPerAddress || subnetFailedRecently(request);
          return { lane: addressKey(request.ip), priority: suspect ? 1 : 0 };
        }
        const key = failureCounters[full].key(request);
        await new Promise<void>((resolve) => {
          let list = waiting.get(key);
          if (!list) waiting.set(key, (list = []));
          list.push(resolve);
        });
      }
    },
    /** Ends an admitted request: `failed` counts a failure, `issued` a token; `error` (the server's fault) neither. */
    async end(request: FastifyRequest, outcome: 'failed' | 'issued' | 'error'): Promise<void> {
      try {
        if (outcome === 'failed') {
          noteFailure(request);
          await Promise.all(failureCounters.map((c) => c.apply(request)));
        }
        if (outcome === 'issued') await issuedToApp.apply(request);
      } catch (err) {
        throw unavailable(err);
      } finally {
        for (const c of failureCounters) reserve(c.key(request), -1);
      }
    },
  };
}
