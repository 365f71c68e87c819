/**
 * Search could not reach its index. DocSearch shows its "Unable to fetch
 * results" screen only for errors named like the Algolia client's RetryError.
 */
export class SearchUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`The search index could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'RetryError';
  }
}
