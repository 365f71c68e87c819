import type { CredentialsStore } from '../auth/credentials-store.js';
import type { RateLimiter } from '../plugins/rate-limit.js';
import type { ReportStore } from '../store/repository.js';

/** What route plugins need, passed explicitly so tests can swap any part. */
export interface RouteDeps {
  store: ReportStore;
  credentials: CredentialsStore;
  signingKey: Buffer;
  limiter: RateLimiter;
  now: () => number;
}

export const BEARER_SECURITY: Record<string, string[]>[] = [{ oauth2: [] }, { bearerAuth: [] }];
