import type { CredentialsStore } from '../auth/credentials-store.js';
import type { SigningKeys } from '../auth/signing-keys.js';
import type { TokenLimits } from '../limits.js';
import type { LimitStore } from '../plugins/rate-limit.js';
import type { ReportStore } from '../store/repository.js';

/** What route plugins need, passed explicitly so tests can swap any part. */
export interface RouteDeps {
  store: ReportStore;
  credentials: CredentialsStore;
  keys: SigningKeys;
  /** Failed token requests and tokens issued, per window. */
  tokenLimits: TokenLimits;
  /** Where the limits count: Redis shared by replicas, or undefined for this process's memory. */
  limitStore: LimitStore;
  now: () => number;
}

export const BEARER_SECURITY: Record<string, string[]>[] = [{ oauth2: [] }, { bearerAuth: [] }];
