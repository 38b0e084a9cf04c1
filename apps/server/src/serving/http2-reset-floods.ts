// Issue 26, item 2: over HTTP/2 a client may open a stream and reset it at once, thousands of
// times a second (the "rapid reset" attack, CVE-2023-44487): each stream costs the server a
// request's work and the client almost nothing, so one client slows every other. A browser
// resets a few streams when a visitor leaves a page before it has loaded; a session that resets
// far more than that is closed with ENHANCE_YOUR_CALM (RFC 9113, 7).
import { constants, type Http2SecureServer, type ServerHttp2Session } from "node:http2";
import type { ResetLimit } from "../config";

const { NGHTTP2_NO_ERROR, NGHTTP2_ENHANCE_YOUR_CALM } = constants;

/** How long a closed session's client has to read the GOAWAY before its connection is cut. */
const GOAWAY_GRACE_MS = 1_000;

function guardSession(session: ServerHttp2Session, limit: ResetLimit): void {
  let windowStart = Date.now();
  let resets = 0;
  let closing = false;
  session.on("stream", (stream) => {
    stream.once("close", () => {
      // This server resets streams only with NO_ERROR (http2-refusals.ts); any other code is
      // the client's, or a stream that failed.
      if (closing || stream.rstCode === undefined || stream.rstCode === NGHTTP2_NO_ERROR) return;
      const now = Date.now();
      if (now - windowStart >= limit.windowMs) {
        windowStart = now;
        resets = 0;
      }
      resets += 1;
      if (resets <= limit.resets || session.destroyed) return;
      closing = true;
      // Destroyed at once, the session would drop the GOAWAY with its socket, and a client busy
      // sending would not learn it was closed; so the GOAWAY goes first, the cut after it.
      session.goaway(NGHTTP2_ENHANCE_YOUR_CALM);
      setTimeout(() => session.destroy(), GOAWAY_GRACE_MS).unref();
    });
  });
}

export function guardAgainstResetFloods(server: Http2SecureServer, limit: ResetLimit): void {
  server.on("session", (session) => guardSession(session, limit));
}
