import type { IncomingMessage, ServerResponse } from "node:http";

/** How long the rest of a refused body is read after the answer, at most. */
const DISCARD_MS = 2_000;

/**
 * Reads and throws away what is left of a request body refused before it was all read (an
 * upload over the size limit or the quota), for up to two seconds after the answer, then closes
 * the connection if the client is still sending.
 *
 * Closing at once (`connection: close`) leaves the client's unread bytes in the server's
 * socket, and closing such a socket resets the connection: a client that had not yet read the
 * 413 loses it to the reset and sees a network error instead of the message. Reading on for a
 * moment (a lingering close, as nginx does) lets the answer arrive; the time limit keeps a
 * client that never stops from holding the connection.
 */
export function discardRestOfBody(request: IncomingMessage, response: ServerResponse): void {
  response.once("finish", () => {
    if (request.complete) return;
    // Destroying the request closes its connection.
    const timer = setTimeout(() => request.destroy(), DISCARD_MS);
    timer.unref();
    request.once("end", () => clearTimeout(timer));
    request.once("close", () => clearTimeout(timer));
    request.resume();
  });
}
