import {
  DEFAULT_RATE_LIMIT,
  DEFAULT_TOKEN_ATTEMPTS,
  RATE_LIMIT_SCOPE,
  TOKEN_TTL_SECONDS,
} from '@acme-docs/query-api/limits';

// The Query API's limits, read from the sandbox's own code (the server enforces
// these same values), so the pages quote what the API does.

export type RateLimitScope = 'app' | 'token';

export interface RateLimit {
  /** Requests allowed per window. */
  max: number;
  windowSeconds: number;
  /** What the requests are counted per: an app id (all its tokens together) or one token. */
  per: RateLimitScope;
}

export const queryApi = {
  rateLimit: { ...DEFAULT_RATE_LIMIT, per: RATE_LIMIT_SCOPE } satisfies RateLimit,
  /** Failed token requests for one app id from one client address (the other token limits: DEFAULT_TOKEN_LIMITS). */
  tokenAttempts: DEFAULT_TOKEN_ATTEMPTS,
  /** Every Acme API's access tokens come from the same token endpoint and last as long. */
  tokenLifetimeSeconds: TOKEN_TTL_SECONDS,
} as const;
