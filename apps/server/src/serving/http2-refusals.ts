import type { FastifyInstance } from "fastify";
import { constants, type Http2ServerRequest } from "node:http2";

const { NGHTTP2_NO_ERROR, NGHTTP2_STREAM_STATE_OPEN, NGHTTP2_STREAM_STATE_HALF_CLOSED_LOCAL } =
  constants;

/**
 * Over HTTP/2, a request whose body was refused before it was all read (a 413 upload, a JSON
 * body over the limit) would leave its stream open: the client waits on flow control to send
 * the rest, and the server cannot stop until it gives up. So once the answer is written and the
 * client is still sending, the stream is reset with NO_ERROR, as RFC 9113 (8.1) lets a server
 * ask the client to stop; the connection and its other streams go on. (Over HTTP/1.1 a
 * refused body's rest is read and thrown away instead: lingering-close.ts.)
 */
export function registerHttp2RefusedBodyReset(app: FastifyInstance): void {
  app.addHook("onRequest", async (request) => {
    const stream = (request.raw as unknown as Partial<Http2ServerRequest>).stream;
    if (!stream) return;
    stream.once("finish", () => {
      if (stream.closed || stream.destroyed) return;
      const { state } = stream.state;
      if (state === NGHTTP2_STREAM_STATE_OPEN || state === NGHTTP2_STREAM_STATE_HALF_CLOSED_LOCAL) {
        stream.close(NGHTTP2_NO_ERROR);
        stream.destroy();
      }
    });
  });
}
