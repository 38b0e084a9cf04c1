// Issue 26, item 3: a body refused before it was all read gets its answer on every route, not a
// connection reset, even when the client reads nothing until it has sent all it meant to.
import { afterEach, describe, expect, it } from "vitest";
import { eventually } from "../test-support/eventually";
import {
  answerBody,
  openSocket,
  readAnswer,
  sendBytes,
  watchNextRequest,
} from "../test-support/raw-http";
import { createTestApp, type TestApp } from "../test-support/test-app";

let server: TestApp | undefined;
const MiB = 1024 * 1024;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function listening(): Promise<number> {
  server = await createTestApp({ seed: false, env: { SITE_RATE_SUBMIT: "1000" } });
  await server.app.listen({ port: 0, host: "127.0.0.1" });
  const address = server.app.server.address();
  return typeof address === "object" && address ? address.port : 0;
}

describe("a refused JSON body over HTTP/1.1", () => {
  it.each([["/api/pcsystem/TckgConsult"], ["/api/pcsystem/Tckgcustomer"]])(
    "a 10 MB JSON write to %s gets its whole 413, not a reset",
    async (path) => {
      const port = await listening();
      const socket = await openSocket(port);
      const errors: Error[] = [];
      socket.on("error", (error) => errors.push(error));
      // A client busy sending: it reads nothing until it has sent all it meant to.
      socket.pause();
      const start = '{"name":"';
      const total = 10 * MiB;
      const serverSide = watchNextRequest(server!.app.server);
      const head =
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${total}\r\n\r\n`;
      socket.write(head + start);
      await sendBytes(socket, total - start.length, "a");
      // The server has answered, and read the rest or closed the connection (which would reset
      // it on the bytes still coming).
      await eventually("the server has answered", serverSide.answered, 10_000);
      await eventually(
        "the server has read the body, or closed the connection",
        serverSide.readOrClosed(Buffer.byteLength(head) + total),
        10_000,
      );
      expect(errors).toEqual([]);
      const answer = await readAnswer(socket, '"code":413');
      socket.destroy();
      expect(answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(JSON.parse(answerBody(answer))).toEqual({ code: 413, msg: "请求内容过大" });
      expect(await server!.count("consultation")).toBe(0);
      expect(await server!.count("complaint")).toBe(0);
    },
  );
});
