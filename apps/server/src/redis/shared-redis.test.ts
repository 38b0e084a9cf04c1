// Issue 27, item 1: with SITE_REDIS_URL, limits and the upload quota count across nodes and
// survive restarts; a content load reaches every node within a second and a cached answer reads
// nothing from the database; with Redis gone, reads and writes go on, limits count in each
// node's memory (one warning), and the node uses Redis again once it is back.
import { apiPath, endpoints } from "@site/api/endpoints";
import type { KyselyPlugin } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "../db/database";
import { announceContentLoad } from "./content-announcements";
import { raiseContentVersion, readContentVersion } from "../stores/content-version";
import { eventually } from "../test-support/eventually";
import { imageUpload, pngBytes } from "../test-support/multipart";
import { startTcpRelay, type TcpRelay } from "../test-support/tcp-relay";
import { createTestApp, type TestApp, type TestAppOptions } from "../test-support/test-app";
import { createTestDatabase, type TestDatabase } from "../test-support/test-database";
import { createTestRedis, TEST_REDIS_URL, type TestRedis } from "../test-support/test-redis";

const CONFIG_LIST = "/api/pcsystem/TckgConfig/list?language=0";
const VISIT = { url: apiPath(endpoints.visit), payload: { userType: "首页" } };
const UPLOAD = apiPath(endpoints.upload);

let apps: TestApp[] = [];
let redis: TestRedis;
let relays: TcpRelay[] = [];

afterEach(async () => {
  for (const relay of relays) relay.restore();
  // The last app opened the database; the first one drops it.
  for (const app of apps.reverse()) await app.close();
  for (const relay of relays) await relay.close();
  await redis?.dispose();
  apps = [];
  relays = [];
});

/** Two nodes on one database and one Redis. */
async function twoNodes(
  options: { env?: NodeJS.ProcessEnv; config?: TestAppOptions["config"] } = {},
) {
  const created = await createTestDatabase();
  const first = await openDatabase(created.target);
  const second = await openDatabase(created.target);
  const shared = (opened: typeof first, drops: boolean): TestDatabase => ({
    ...opened,
    target: created.target,
    dataDir: created.dataDir,
    async dispose() {
      await opened.close();
      if (drops) await created.drop();
    },
  });
  const env = { ...redis.env(), ...options.env };
  const a = await createTestApp({ env, config: options.config, database: shared(first, true) });
  const b = await createTestApp({
    env,
    config: options.config,
    database: shared(second, false),
    seed: false,
  });
  apps.push(a, b);
  return [a, b] as const;
}

describe("Redis shared by the nodes", () => {
  it("counts a visitor's limit across nodes, and after a restart", async () => {
    redis = createTestRedis();
    const config = { rateLimits: { submit: 10, upload: 30, visit: 3 } };
    const [a, b] = await twoNodes({ config });
    const statuses = [];
    for (const app of [a, b, a, b])
      statuses.push((await app.app.inject({ method: "POST", ...VISIT })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);

    // A node started again still counts what it and the other took.
    await a.close();
    apps.splice(apps.indexOf(a), 1);
    const again = await createTestApp({ env: redis.env(), config });
    apps.push(again);
    expect((await again.app.inject({ method: "POST", ...VISIT })).statusCode).toBe(429);
  });

  it("counts the daily upload allowance across nodes", async () => {
    redis = createTestRedis();
    const [a, b] = await twoNodes({ config: { uploadDailyBytes: 3_000 } });
    const upload = () => imageUpload("photo.png", pngBytes(2_000));
    expect((await a.app.inject({ method: "POST", url: UPLOAD, ...upload() })).statusCode).toBe(200);
    // 2,000 bytes and more of the 3,000 are gone: the other node refuses the second file.
    const refused = await b.app.inject({ method: "POST", url: UPLOAD, ...upload() });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 429 });
  });

  it("serves a content load on every node within a second, announced over Redis", async () => {
    redis = createTestRedis();
    const [a, b] = await twoNodes();
    const name = async (app: TestApp) =>
      (await app.app.inject(CONFIG_LIST)).json().rows[0].configName as string;
    expect([await name(a), await name(b)]).toEqual(["天诚控股集团", "天诚控股集团"]);

    const db = a.database.db;
    await db
      .updateTable("config")
      .set({ configName: "天诚集团" })
      .where("language", "=", 0)
      .execute();
    await raiseContentVersion(db);
    expect(await announceContentLoad(a.config.redis!, await readContentVersion(db))).toBe(true);
    for (const app of [a, b]) {
      await eventually("the new name served", async () => (await name(app)) === "天诚集团", 1_000);
    }
  });

  it("answers a cached read without asking the database for the content version", async () => {
    redis = createTestRedis();
    let versionReads = 0;
    const counting: KyselyPlugin = {
      transformQuery(args) {
        if (/"content_?version"/i.test(JSON.stringify(args.node))) versionReads += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const created = await createTestDatabase();
    const opened = await openDatabase(created.target);
    const database: TestDatabase = {
      ...opened,
      db: opened.db.withPlugin(counting),
      target: created.target,
      dataDir: created.dataDir,
      async dispose() {
        await opened.close();
        await created.drop();
      },
    };
    const app = await createTestApp({ env: redis.env(), database });
    apps.push(app);
    await app.app.inject(CONFIG_LIST);
    const before = versionReads;
    for (let hit = 0; hit < 20; hit += 1)
      expect((await app.app.inject(CONFIG_LIST)).statusCode).toBe(200);
    expect(versionReads - before).toBe(0);
  });

  it("goes on without Redis: reads, writes, limits in memory with one warning, then Redis again", async () => {
    redis = createTestRedis();
    const relay = await startTcpRelay({
      host: new URL(TEST_REDIS_URL).hostname,
      port: Number(new URL(TEST_REDIS_URL).port || 6379),
    });
    relays.push(relay);
    const logLines: string[] = [];
    const app = await createTestApp({
      env: redis.env(`redis://127.0.0.1:${relay.port}`),
      config: { rateLimits: { submit: 10, upload: 30, visit: 3 } },
      logLines,
    });
    apps.push(app);
    expect((await app.app.inject("/readyz")).statusCode).toBe(200);
    expect((await app.app.inject({ method: "POST", ...VISIT })).statusCode).toBe(200);

    relay.cut();
    await eventually(
      "the node sees Redis gone",
      async () => (await app.app.inject("/readyz")).statusCode === 503,
      3_000,
    );
    expect((await app.app.inject("/readyz")).json()).toEqual({
      status: "unavailable",
      failed: ["redis"],
    });
    expect((await app.app.inject(CONFIG_LIST)).statusCode).toBe(200);
    const consultation = await app.app.inject({
      method: "POST",
      url: apiPath(endpoints.consultation),
      payload: { name: "李明", tel: "13912345678", content: "想了解代理记账" },
    });
    expect(consultation.statusCode).toBe(200);
    // Limits still hold, counted in this node's memory from zero.
    const statuses = [];
    for (let visit = 0; visit < 4; visit += 1)
      statuses.push((await app.app.inject({ method: "POST", ...VISIT })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const warnings = () => logLines.filter((line) => line.includes("is not answering"));
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).not.toContain("5xx");

    relay.restore();
    await eventually(
      "Redis answers again",
      async () => (await app.app.inject("/readyz")).statusCode === 200,
      5_000,
    );
    expect(logLines.some((line) => line.includes("answers again"))).toBe(true);
    expect(warnings()).toHaveLength(1);
    // Counting in Redis again: the visit lands under the test's prefix.
    const counted = async () => (await redis.client.keys(`${redis.prefix}rate:*`)).length;
    const keysBefore = await counted();
    await redis.client.del(...(await redis.client.keys(`${redis.prefix}rate:*`)));
    expect(keysBefore).toBeGreaterThan(0);
    expect((await app.app.inject({ method: "POST", ...VISIT })).statusCode).toBe(200);
    expect(await counted()).toBe(1);
  });
});
