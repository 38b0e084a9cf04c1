// Issue 25, item 1: when PostgreSQL goes away after start, pages and reads from the cache keep
// being served, other reads and writes answer 503 with a RuoYi body and write nothing, and the
// server uses the database again by itself once it is back. The database "goes away" behind a
// TCP relay this test cuts: every open connection drops and new ones are refused, as in a
// restart or a lost network.
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "./db/database";
import { eventually } from "./test-support/eventually";
import { writeFixtureEditions } from "./test-support/fixture-editions";
import { imageUpload, pngBytes } from "./test-support/multipart";
import { startTcpRelay, type TcpRelay } from "./test-support/tcp-relay";
import { createTestApp, type TestApp } from "./test-support/test-app";
import { createTestDatabase, TEST_ENGINE } from "./test-support/test-database";

const LIST = "/api/pcsystem/TckgDynamic/list?dynamicType=1&language=0&pageSize=2";
const consultation = { name: "李明", tel: "13912345678", content: "想了解代理记账" };

describe.runIf(TEST_ENGINE === "postgres")("when PostgreSQL goes away and comes back", () => {
  let relay: TcpRelay;
  let server: TestApp;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "site-outage-"));
    const editions = writeFixtureEditions(dir);
    const created = await createTestDatabase();
    if (created.target.engine !== "postgres") throw new Error("a PostgreSQL run");
    const direct = new URL(created.target.url);
    relay = await startTcpRelay({ host: direct.hostname, port: Number(direct.port || 5432) });
    const relayed = new URL(direct);
    relayed.port = String(relay.port);
    const target = { ...created.target, url: relayed.toString() };
    const database = await openDatabase(target);
    server = await createTestApp({
      env: editions,
      database: {
        ...database,
        target,
        dataDir: created.dataDir,
        async dispose() {
          await database.close();
          await created.drop();
        },
      },
    });
  });

  afterAll(async () => {
    relay.restore();
    await server.close();
    await relay.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("serves what is cached, answers the rest 503 writing nothing, and reconnects by itself", async () => {
    const page = await server.app.inject({ url: "/" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("天诚控股集团");
    const list = await server.app.inject({ url: LIST });
    expect(list.statusCode).toBe(200);

    relay.cut();

    const cachedPage = await server.app.inject({ url: "/" });
    expect(cachedPage.statusCode).toBe(200);
    expect(cachedPage.body).toBe(page.body);
    const cachedList = await server.app.inject({ url: LIST });
    expect(cachedList.statusCode).toBe(200);
    expect(cachedList.json()).toEqual(list.json());

    // D13: the balancer hears that this node cannot serve, and why; the process still runs.
    const ready = await server.app.inject({ url: "/readyz" });
    expect([ready.statusCode, ready.json()]).toEqual([
      503,
      { status: "unavailable", failed: ["database"] },
    ]);
    expect((await server.app.inject({ url: "/healthz" })).statusCode).toBe(200);

    const uncached = await server.app.inject({ url: `${LIST}&pageNum=2` });
    expect([uncached.statusCode, uncached.body]).toEqual([503, expect.any(String)]);
    expect(uncached.headers["retry-after"]).toBe("5");
    expect(uncached.json()).toEqual({ code: 503, msg: "服务暂时不可用，请稍后重试" });

    const write = await server.app.inject({
      method: "POST",
      url: "/api/pcsystem/TckgConsult",
      payload: consultation,
    });
    expect(write.statusCode).toBe(503);
    expect(write.json()).toEqual({ code: 503, msg: "服务暂时不可用，请稍后重试" });

    const upload = await server.app.inject({
      method: "POST",
      url: "/api/common/upload2",
      ...imageUpload("证据.png", pngBytes()),
    });
    expect(upload.statusCode).toBe(503);
    const uploads = join(server.config.dataDir, "uploads");
    expect(existsSync(uploads) ? readdirSync(uploads) : []).toEqual([]);

    relay.restore();

    // The pool opens new connections by itself: the next write goes through.
    let after = 0;
    await eventually(
      "a write goes through",
      async () => {
        const response = await server.app.inject({
          method: "POST",
          url: "/api/pcsystem/TckgConsult",
          payload: consultation,
        });
        after = response.statusCode;
        return after !== 503;
      },
      5_000,
    );
    expect(after).toBe(200);
    // Only the write after the return was stored, with its one outbox row when a webhook is set.
    expect(await server.count("consultation")).toBe(1);
    expect((await server.app.inject({ url: `${LIST}&pageNum=2` })).statusCode).toBe(200);
    expect((await server.app.inject({ url: "/readyz" })).statusCode).toBe(200);
  });
});
