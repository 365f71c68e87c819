/** Largest request body read, JSON or form (answered 413 above it). */
export const BODY_LIMIT = 128 * 1024;

// The messages of REQ-QUERYAPI-28, REQ-QUERYAPI-30, REQ-QUERYAPI-31, REQ-QUERYAPI-32, REQ-QUERYAPI-33, word for word: clients match on them.
export const MESSAGES = {
  invalidToken: 'Failed to authenticate. Invalid token.',
  forbidden: 'User does not have access to the specified account.',
  noAccounts: 'User does not have any accounts',
  accountNotFound: 'Account with the specified ID does not exist',
  resourceNotFound: 'The requested resource was not found. Please validate your request is correct and try again',
  unexpected: 'An unexpected error occurred. Please validate your request is correct and try again',
  malformedJson: 'The request body is not valid JSON.',
  unsupportedMediaType: 'Unsupported Content-Type. Send application/json.',
  bodyTooLarge: `The request body is larger than the limit of 128 KiB (${BODY_LIMIT} bytes).`,
} as const;

/**
 * A file of the data folder that is missing, unreadable or damaged. At
 * start-up its message is printed as is (no stack trace); while running it
 * becomes a logged 500, because the client is not at fault.
 */
export class DataFileError extends Error {
  constructor(
    readonly file: string,
    problem: string,
    remedy: string,
  ) {
    super(`${file}: ${problem}. ${remedy}`);
    this.name = 'DataFileError';
  }
}

export interface ValidationDetail {
  loc: (string | number)[];
  msg: string;
  type: string;
}

/** An error answered as `{ message }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** 400: well-formed but invalid parameters (unknown metric, bad range…). */
export class BadRequest extends HttpError {
  constructor(message: string) {
    super(400, message);
  }
}

/** 422 with a FastAPI-like `{ detail }` list, for checks a schema cannot express. */
export class ValidationFailure extends Error {
  readonly statusCode = 422;
  constructor(readonly detail: ValidationDetail[]) {
    super('Validation Error');
  }
}
