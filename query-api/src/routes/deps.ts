import type { CredentialsStore } from '../auth/credentials-store.js';
import type { SigningKeys } from '../auth/signing-keys.js';
import type { RateLimitOptions } from '../plugins/rate-limit.js';
import type { ReportStore } from '../store/repository.js';

/** What route plugins need, passed explicitly so tests can swap any part. */
export interface RouteDeps {
  store: ReportStore;
  credentials: CredentialsStore;
  keys: SigningKeys;
  /** Failed token requests allowed per app id and per client address. */
  tokenAttempts: RateLimitOptions;
  now: () => number;
}

export const BEARER_SECURITY: Record<string, string[]>[] = [{ oauth2: [] }, { bearerAuth: [] }];
