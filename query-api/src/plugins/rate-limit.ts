import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { HttpError } from '../errors.js';

export interface RateLimitOptions {
  /** Requests allowed per window and token. */
  max: number;
  windowSeconds: number;
}

export const DEFAULT_RATE_LIMIT: RateLimitOptions = { max: 120, windowSeconds: 60 };

/**
 * Fixed windows per token, counted in memory (a single sandbox process).
 * Windows are aligned on the clock so RateLimit-Reset is the same for all.
 */
export class RateLimiter {
  private readonly counts = new Map<string, { window: number; used: number }>();

  constructor(
    private readonly options: RateLimitOptions,
    private readonly now: () => number,
  ) {}

  /** Counts one request, sets the RateLimit-* headers, throws 429 past the limit. */
  hit(token: string, reply: FastifyReply): void {
    const { max, windowSeconds } = this.options;
    const nowSec = this.now() / 1000;
    const window = Math.floor(nowSec / windowSeconds);
    const key = createHash('sha256').update(token).digest('base64url');
    let entry = this.counts.get(key);
    if (!entry || entry.window !== window) {
      if (this.counts.size > 10_000) this.prune(window);
      entry = { window, used: 0 };
      this.counts.set(key, entry);
    }
    entry.used += 1;
    const reset = Math.max(1, Math.ceil((window + 1) * windowSeconds - nowSec));
    reply.header('RateLimit-Limit', max);
    reply.header('RateLimit-Remaining', Math.max(0, max - entry.used));
    reply.header('RateLimit-Reset', reset);
    if (entry.used > max) {
      throw new HttpError(
        429,
        `Rate limit exceeded: ${max} requests per ${windowSeconds} seconds. Retry after ${reset} seconds.`,
        { 'Retry-After': String(reset) },
      );
    }
  }

  private prune(window: number) {
    for (const [k, v] of this.counts) if (v.window !== window) this.counts.delete(k);
  }
}
