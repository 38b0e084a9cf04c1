// A node told to stop (SIGTERM) leaves the balancer's rotation before it closes (issue 27,
// item 4): `/readyz` answers 503 at once while the node keeps serving for the drain time; then
// it asks clients to go (Connection: close on HTTP/1.1 answers, GOAWAY on HTTP/2 sessions),
// closes idle keep-alive connections and stops as before (app.close: requests in flight finish,
// the outbox records its delivery, and only then the database closes).
import type { FastifyInstance } from "fastify";
import type { Server } from "node:http";
import type { Http2Session } from "node:http2";

export interface Drain {
  /** True from the stop signal on: `/readyz` answers 503. */
  stopping(): boolean;
  /** Hooks the app's answers and HTTP/2 sessions; called once, by buildApp. */
  register(app: FastifyInstance): void;
  /** Drains for `seconds`, then closes the app. */
  drainAndClose(app: FastifyInstance, seconds: number): Promise<void>;
}

export function createDrain(): Drain {
  let stopping = false;
  let closing = false;
  const sessions = new Set<Http2Session>();
  return {
    stopping: () => stopping,
    register(app) {
      app.server.on("session", (session: Http2Session) => {
        sessions.add(session);
        session.once("close", () => sessions.delete(session));
      });
      app.addHook("onSend", async (request, reply) => {
        // HTTP/2 forbids the header; its sessions get a GOAWAY instead.
        if (closing && request.raw.httpVersionMajor === 1) reply.header("connection", "close");
      });
    },
    async drainAndClose(app, seconds) {
      stopping = true;
      app.log.info(`stopping: /readyz answers 503, serving for ${seconds} s more`);
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      closing = true;
      for (const session of sessions) session.close();
      (app.server as Server).closeIdleConnections?.();
      await app.close();
    },
  };
}
