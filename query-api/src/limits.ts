// The Query API's published limits. No imports, so that the documentation site
// bundles this file and quotes these values (site/src/data/facts/query-api.ts)
// instead of retyping them; the server's plugins and config read them from here.

export interface RateLimitOptions {
  /** Requests allowed per window. */
  max: number;
  windowSeconds: number;
}

/** Calls per app id (QUERY_API_RATE_LIMIT, QUERY_API_RATE_WINDOW_SECONDS). */
export const DEFAULT_RATE_LIMIT: RateLimitOptions = { max: 120, windowSeconds: 60 };

/** Limits of the token endpoint (QUERY_API_TOKEN_* variables), all counted over one window. */
export interface TokenLimits {
  windowSeconds: number;
  /** Failed token requests for one app id from one client address. */
  max: number;
  /** Failed token requests from one client address, whatever the app ids. */
  maxPerAddress: number;
  /** Tokens issued to one app id (right secrets), wherever they come from. */
  issuedPerApp: number;
}

export const DEFAULT_TOKEN_LIMITS: TokenLimits = { windowSeconds: 60, max: 10, maxPerAddress: 30, issuedPerApp: 60 };
/** Failed token requests for one app id from one client address (QUERY_API_TOKEN_ATTEMPTS, QUERY_API_TOKEN_ATTEMPTS_WINDOW_SECONDS). */
export const DEFAULT_TOKEN_ATTEMPTS: RateLimitOptions = {
  max: DEFAULT_TOKEN_LIMITS.max,
  windowSeconds: DEFAULT_TOKEN_LIMITS.windowSeconds,
};

/**
 * What the rate limit counts calls per: the app id a token was issued to, so all
 * the tokens of one app share one budget and a fresh token gets no new one.
 */
export const RATE_LIMIT_SCOPE = 'app' as const;
export const rateLimitKey = (appId: string) => `${RATE_LIMIT_SCOPE}:${appId}`;

/** Lifetime of an access token: one hour (REQ-QUERYAPI-23). */
export const TOKEN_TTL_SECONDS = 3600;
