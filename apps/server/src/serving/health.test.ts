import Fastify from "fastify";
import { Agent, request } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { createDrain } from "./drain";
import { registerHealth } from "./health";

let server: TestApp | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe("health endpoints (D13)", () => {
  it("/healthz says the process runs; /readyz that it can serve; neither is cached", async () => {
    server = await createTestApp({ seed: false });
    const health = await server.app.inject({ url: "/healthz" });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: "ok" });
    expect(health.headers["cache-control"]).toBe("no-store");
    const ready = await server.app.inject({ url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: "ready" });
    expect(ready.headers["cache-control"]).toBe("no-store");
  });

  it("/readyz answers 503 naming each part that failed", async () => {
    const app = Fastify();
    registerHealth(app, {
      checks: [
        { name: "database", ready: async () => false },
        { name: "redis", ready: async () => true },
      ],
      stopping: () => false,
    });
    const ready = await app.inject({ url: "/readyz" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: "unavailable", failed: ["database"] });
    await app.close();
  });
});

/** GET on a kept-alive connection; resolves with the status and the Connection header. */
function get(port: number, path: string, agent: Agent) {
  return new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
    request({ host: "127.0.0.1", port, path, agent }, (response) => {
      response.resume();
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }),
      );
    })
      .on("error", reject)
      .end();
  });
}

describe("a node told to stop (issue 27, item 4)", () => {
  it("answers /readyz 503 at once, keeps serving while it drains, then closes", async () => {
    const drain = createDrain();
    server = await createTestApp({ drain });
    await server.app.listen({ host: "127.0.0.1", port: 0 });
    const { port } = server.app.server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect((await get(port, "/readyz", agent)).status).toBe(200);
      const closed = drain.drainAndClose(server.app, 1);
      let stopped = false;
      void closed.then(() => (stopped = true));
      expect(await get(port, "/readyz", agent)).toEqual({ status: 503, connection: "keep-alive" });
      const list = await get(port, "/api/pcsystem/TckgConfig/list?language=0", agent);
      expect(list).toEqual({ status: 200, connection: "keep-alive" });
      expect((await get(port, "/healthz", agent)).status).toBe(200);
      expect(stopped).toBe(false);
      await closed;
      // Closed: the idle kept-alive connection too, so a new request finds no server.
      await expect(get(port, "/healthz", agent)).rejects.toThrow();
    } finally {
      agent.destroy();
    }
  });
});
