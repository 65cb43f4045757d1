// Turning everything that can go wrong into `{error: {code, message, suggestions?, details?}}`
// with the right status. A JudgeError is the client's mistake and keeps its status (see
// httpStatusOf); hono's own HTTPExceptions (body limit, malformed JSON) are mapped to the
// same codes; anything else is a bug in this program: logged and answered with a plain 500.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import { JudgeError, httpStatusOf } from '../errors.ts';

/** Seconds a client is told to wait (Retry-After) when the server is too busy to explain. */
export const RETRY_AFTER_SECONDS = 1;

export interface ErrorBody {
  error: {
    code: string;
    message: string;
    suggestions?: string[];
    details?: Array<{ path: string; message: string }>;
  };
}

export function errorResponse(c: Context, err: JudgeError): Response {
  const body: ErrorBody = { error: { code: err.code, message: err.message } };
  if (err.suggestions) body.error.suggestions = err.suggestions;
  if (err.details) body.error.details = err.details;
  if (err.code === 'overloaded') c.header('Retry-After', String(RETRY_AFTER_SECONDS));
  return c.json(body, httpStatusOf[err.code] as ContentfulStatusCode);
}

const codeOfStatus: Record<number, JudgeError['code']> = {
  400: 'bad_request',
  404: 'not_found',
  413: 'too_large',
  415: 'unsupported_media_type',
  422: 'invalid_scenario',
};

/** Client-caused errors raised below us (hono, the runtime) in JudgeError terms, or null. */
export function asJudgeError(err: unknown): JudgeError | null {
  if (err instanceof JudgeError) return err;
  if (err instanceof HTTPException && codeOfStatus[err.status]) {
    const message =
      err.status === 413 ? 'request body is too large' : err.message || `request rejected (${err.status})`;
    return new JudgeError(codeOfStatus[err.status], message);
  }
  // The client went away or cut the body short while we were reading it.
  const code = (err as { code?: string })?.code;
  if (code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE' || (err as Error)?.message === 'aborted') {
    return new JudgeError('bad_request', 'the request body was cut off before it was complete');
  }
  // Malformed percent-encoding in a path or query parameter.
  if (err instanceof URIError) return new JudgeError('bad_request', `malformed URL encoding: ${err.message}`);
  return null;
}

/** Zod's complaint about query or path parameters as a 400 naming each bad parameter. */
export function validationError(error: ZodError, where: string): JudgeError {
  const details = error.issues.map((issue) => ({
    path: [where, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  const names = details.map((d) => d.path).join(', ');
  return new JudgeError('bad_request', `invalid ${names}`, { details });
}
