// Answers a client must be able to read although its request was not read to the end: a
// 413 for a body over the limit (refused from its Content-Length, before a byte of it is
// read), a 415 or a 404 on a POST, a 431 for headers over the limit. A client that writes
// its whole request before it reads anything (Python's urllib, curl with a large file)
// would find the connection reset under it if the server closed with the body still
// arriving. So the rest is read and thrown away — up to a bound in bytes and time, past
// which the connection is cut — and then the connection goes on (or closes, for a 431).
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

export interface Linger {
  /** Bytes read and thrown away at most, after the answer. */
  bytes: number;
  /** Time spent doing so at most. */
  ms: number;
}

/** Reads what `stream` still sends and drops it, within `linger`; then `done`, or the
 *  socket is destroyed. */
function discard(stream: IncomingMessage | Duplex, socket: Duplex, linger: Linger, done = () => {}): void {
  let read = 0;
  const stop = () => {
    clearTimeout(timer);
    stream.off('data', count);
  };
  const cut = () => {
    stop();
    socket.destroy();
  };
  const count = (chunk: Buffer) => {
    read += chunk.length;
    if (read > linger.bytes) cut();
  };
  const timer = setTimeout(cut, linger.ms);
  timer.unref();
  stream.on('data', count);
  stream.once('end', () => (stop(), done()));
  stream.once('close', stop);
  stream.resume();
}

type Env = { incoming?: IncomingMessage };
type Fetch = (request: Request, env?: Env, ...rest: never[]) => Response | Promise<Response>;

/** Wraps the app's fetch: when a request with a body is answered before its body was read,
 *  the body is read to its end (and dropped), so the client gets the answer. GET and HEAD
 *  pass straight through (no promise added: the response cache answers them synchronously). */
export function lingerAfter<F extends Fetch>(fetch: F, linger: Linger): F {
  return ((request: Request, env?: Env, ...rest: never[]) => {
    const answer = fetch(request, env, ...rest);
    if (request.method === 'GET' || request.method === 'HEAD' || !env?.incoming) return answer;
    const incoming = env.incoming;
    return Promise.resolve(answer).then((response) => {
      if (!incoming.readableEnded) {
        // Answered without the whole body. Whatever began reading it (the web stream behind
        // `request.body`, which a limit may have looked at) reads no more and would hold the
        // rest back: drop its listeners and read the rest here.
        incoming.removeAllListeners('data');
        discard(incoming, incoming.socket, linger);
      }
      return response;
    });
  }) as F;
}

const answered = new WeakSet<Duplex>();

/**
 * Node's 'clientError' (a request it cannot parse: headers over the limit, malformed, too
 * slow): the API's error body with the status Node would send, then the connection is
 * half-closed and what the client still sends is read and dropped until it stops (within
 * `linger`), so that closing does not reset the connection before the client reads the answer.
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: Duplex, linger: Linger): void {
  if (answered.has(socket)) return; // the parser reports each further chunk too
  answered.add(socket);
  // A response already started, or a client already gone: nothing can be said (as Node's own handler).
  if (err.code === 'ECONNRESET' || !socket.writable || (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent) {
    socket.destroy();
    return;
  }
  const [status, reason, code, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'too_large', 'request headers are over the size limit (see the README, "Limits")']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'bad_request', 'the request did not arrive in time']
        : [400, 'Bad Request', 'bad_request', `the request is not valid HTTP (${err.code ?? err.message})`];
  const body = JSON.stringify({ error: { code, message } });
  socket.removeAllListeners('data'); // the HTTP parser is done with this connection
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  // A client that took too long is not sending any more: close once the answer is out.
  if (status === 408) socket.once('finish', () => socket.destroy());
  else discard(socket, socket, linger, () => socket.destroy());
}
