// The messages of spec §8, word for word: clients match on them.
export const MESSAGES = {
  invalidToken: 'Failed to authenticate. Invalid token.',
  forbidden: 'User does not have access to the specified account.',
  noAccounts: 'User does not have any accounts',
  accountNotFound: 'Account with the specified ID does not exist',
  resourceNotFound: 'The requested resource was not found. Please validate your request is correct and try again',
  unexpected: 'An unexpected error occurred. Please validate your request is correct and try again',
  malformedJson: 'The request body is not valid JSON.',
  unsupportedMediaType: 'Unsupported Content-Type. Send application/json.',
  bodyTooLarge: 'The request body is too large.',
} as const;

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
