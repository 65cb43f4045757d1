// One error type for everything a user or client can get wrong. The CLI turns it
// into a message and a non-zero exit code, the HTTP API into `{error: {code, message}}`
// with the matching status; anything else that escapes is a bug.

export type JudgeErrorCode =
  | 'bad_request' // malformed input: 400 / exit 2
  | 'not_found' // unknown rule, edition, term: 404 / exit 1
  | 'method_not_allowed' // a known path asked with the wrong HTTP method: 405
  | 'too_large' // body or query over the limit: 413 / exit 2
  | 'unsupported_media_type' // 415
  | 'invalid_scenario' // a scenario that does not validate: 422 / exit 2
  | 'illegal_action' // a scenario whose replay hit an illegal action (a result, not a failure)
  | 'budget_exceeded' // explain ran out of steps or time: 422
  | 'overloaded' // every explain worker busy and the queue full, or shutting down: 429 with Retry-After
  | 'unreachable' // a remote source (the rules page, Scryfall) cannot be reached or answers 5xx: 502 / exit 4
  | 'not_implemented'; // 501

/** One problem of a request: where, what (in English), and — for the engine's own messages —
 *  the same sentence as a message key and arguments, so it can be told in the reader's language. */
export interface ErrorDetail {
  path: string;
  message: string;
  messageKey?: string;
  messageArgs?: Record<string, unknown>;
}

export class JudgeError extends Error {
  readonly code: JudgeErrorCode;
  /** "Did you mean" candidates for near misses. */
  readonly suggestions?: string[];
  /** Where the problem is: a JSON path in a scenario, a query parameter, a file and line. */
  readonly details?: ErrorDetail[];

  constructor(
    code: JudgeErrorCode,
    message: string,
    extra: { suggestions?: string[]; details?: ErrorDetail[] } = {},
  ) {
    super(message);
    this.name = 'JudgeError';
    this.code = code;
    if (extra.suggestions?.length) this.suggestions = extra.suggestions;
    if (extra.details?.length) this.details = extra.details;
  }
}

export const httpStatusOf: Record<JudgeErrorCode, number> = {
  bad_request: 400,
  not_found: 404,
  method_not_allowed: 405,
  too_large: 413,
  unsupported_media_type: 415,
  invalid_scenario: 422,
  illegal_action: 422,
  budget_exceeded: 422,
  overloaded: 429,
  unreachable: 502,
  not_implemented: 501,
};
