// Issue 27, item 6 (D13): two server processes on one PostgreSQL, one Redis and one bucket (an
// S3 server in this process) are one site. Both boot at once on an empty database; an image
// uploaded through one is named by a complaint sent to the other; a visitor's limit counts
// across them; a retried submission through the other stores nothing; consultations
// sent to either reach the webhook once each, in order; a content load is served by both within
// a second; a stopping node says so on /readyz while it drains; Redis gone leaves pages and
// writes working; and with one node killed under a stream of submissions, the same stream sent
// on to the other loses nothing that was acknowledged.
import { apiPath, endpoints } from "@site/api/endpoints";
import { IDEMPOTENCY_KEY_HEADER, newIdempotencyKey } from "@site/api/idempotency";
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type OpenDatabase } from "./db/database";
import { announceContentLoad } from "./redis/content-announcements";
import { raiseContentVersion, readContentVersion } from "./stores/content-version";
import { writeContentFixture } from "./test-support/content-fixture";
import { eventually } from "./test-support/eventually";
import { writeFixtureEditions } from "./test-support/fixture-editions";
import {
  databaseEnv,
  killAll,
  startServerProcess,
  type ServerProcess,
} from "./test-support/server-process";
import { startTcpRelay, type TcpRelay } from "./test-support/tcp-relay";
import {
  createTestDatabase,
  rawColumn,
  TEST_ENGINE,
  type TestDatabaseTarget,
} from "./test-support/test-database";
import { createTestRedis, TEST_REDIS_URL, type TestRedis } from "./test-support/test-redis";
import { imageUpload, pngBytes } from "./test-support/multipart";
import { startS3Server, type S3TestServer } from "./test-support/s3-server";
import { validComplaint } from "./test-support/submissions";
import { startWebhookReceiver, type WebhookReceiver } from "./test-support/webhook-receiver";

const CONFIG_LIST = "/api/pcsystem/TckgConfig/list?language=0";
const CONSULT = apiPath(endpoints.consultation);
const SUBMIT_LIMIT = 5;

interface Answer {
  status: number;
  body: string;
}

/** A request from the visitor at `address`, as the balancer forwards it. */
async function send(
  base: string,
  path: string,
  { address, json, key }: { address: string; json?: unknown; key?: string },
): Promise<Answer> {
  const response = await fetch(`${base}${path}`, {
    method: json === undefined ? "GET" : "POST",
    headers: {
      "x-forwarded-for": address,
      ...(json === undefined ? {} : { "content-type": "application/json" }),
      ...(key === undefined ? {} : { [IDEMPOTENCY_KEY_HEADER]: key }),
    },
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  return { status: response.status, body: await response.text() };
}

function consultation(content: string) {
  return { name: "李明", tel: "13912345678", content };
}

/** What each consultation or complaint the webhook was sent says: its message, or its kind. */
function sentContents(receiver: WebhookReceiver): string[] {
  return (receiver.bodies as Array<{ kind: string; record: { content?: string } }>).map(
    (message) => message.record.content ?? message.kind,
  );
}

describe.runIf(TEST_ENGINE === "postgres")(
  "two nodes on one PostgreSQL, one Redis and one bucket",
  () => {
    const children: ChildProcess[] = [];
    let created: TestDatabaseTarget;
    let database: OpenDatabase;
    let redis: TestRedis;
    let redisRelay: TcpRelay;
    let s3: S3TestServer;
    let receiver: WebhookReceiver;
    let dir: string;
    let env: NodeJS.ProcessEnv;
    let a: ServerProcess;
    let b: ServerProcess;

    async function start(): Promise<ServerProcess> {
      const node = await startServerProcess(env);
      children.push(node.child);
      return node;
    }

    beforeAll(async () => {
      created = await createTestDatabase();
      redis = createTestRedis();
      const redisAt = new URL(TEST_REDIS_URL);
      redisRelay = await startTcpRelay({
        host: redisAt.hostname,
        port: Number(redisAt.port || 6379),
      });
      receiver = await startWebhookReceiver();
      s3 = await startS3Server();
      dir = mkdtempSync(join(tmpdir(), "site-nodes-"));
      writeContentFixture(join(dir, "content"));
      env = {
        ...databaseEnv(created.target, created.dataDir),
        ...writeFixtureEditions(join(dir, "editions")),
        ...redis.env(`redis://127.0.0.1:${redisRelay.port}`),
        ...s3.env,
        SITE_CONTENT_DIR: join(dir, "content"),
        SITE_TRUST_PROXY: "127.0.0.1",
        SITE_PUBLIC_URL: "https://www.example.cn",
        SITE_WEBHOOK_URL: receiver.url,
        SITE_WEBHOOK_FORMAT: "json",
        SITE_RATE_SUBMIT: String(SUBMIT_LIMIT),
        SITE_DRAIN_SECONDS: "2",
      };
      // Both at once on the empty database, as the first deploy of two nodes.
      [a, b] = await Promise.all([start(), start()]);
      database = await openDatabase(created.target);
    }, 60_000);

    afterAll(async () => {
      redisRelay.restore();
      await killAll(children);
      await database?.close();
      await created.drop();
      await redis.dispose();
      await redisRelay.close();
      await s3.close();
      await receiver.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it("boots both at once on an empty database, each ready", async () => {
      for (const node of [a, b]) {
        expect(await send(node.base, "/readyz", { address: "10.0.0.1" })).toEqual({
          status: 200,
          body: JSON.stringify({ status: "ready" }),
        });
      }
      expect(await rawColumn(database.db, "select version from content_version")).toEqual([2]);
    });

    it("counts a visitor's submissions across both nodes", async () => {
      const address = "203.0.113.7";
      const statuses: number[] = [];
      for (let sent = 0; sent <= SUBMIT_LIMIT; sent += 1) {
        const node = sent % 2 === 0 ? a : b;
        const answer = await send(node.base, CONSULT, {
          address,
          json: consultation(`限流测试第${sent + 1}条`),
        });
        statuses.push(answer.status);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    });

    it("delivers 20 consultations sent to either node to the webhook once each, in order", async () => {
      const sent: string[] = [];
      for (let index = 1; index <= 20; index += 1) {
        const content = `顺序测试第${index}条`;
        const node = index % 2 === 0 ? b : a;
        const answer = await send(node.base, CONSULT, {
          address: `198.51.100.${index}`,
          json: consultation(content),
        });
        expect(answer.status).toBe(200);
        sent.push(content);
      }
      const ours = () => sentContents(receiver).filter((content) => content.startsWith("顺序测试"));
      await eventually("all 20 delivered", async () => ours().length >= 20, 30_000);
      expect(ours()).toEqual(sent);
    });

    it("serves a content load on both nodes within a second", async () => {
      for (const node of [a, b]) {
        expect((await send(node.base, "/", { address: "10.0.0.2" })).body).toContain(
          "天诚控股集团",
        );
      }
      await database.db
        .updateTable("config")
        .set({ configName: "天诚集团" })
        .where("language", "=", 0)
        .execute();
      await raiseContentVersion(database.db);
      const announced = Date.now();
      const redisSettings = { url: TEST_REDIS_URL, prefix: redis.prefix };
      expect(await announceContentLoad(redisSettings, await readContentVersion(database.db))).toBe(
        true,
      );
      for (const node of [a, b]) {
        await eventually(
          "the new name on the page",
          async () =>
            (await send(node.base, "/", { address: "10.0.0.2" })).body.includes("天诚集团"),
          1_000,
        );
        expect(
          JSON.parse((await send(node.base, CONFIG_LIST, { address: "10.0.0.2" })).body),
        ).toMatchObject({
          rows: [{ configName: "天诚集团" }],
        });
      }
      expect(Date.now() - announced).toBeLessThan(1_000);
    });

    it("takes a complaint through one node naming an image uploaded through the other", async () => {
      const { payload, headers } = imageUpload("发票.png", pngBytes(4_096));
      const uploaded = await fetch(`${a.base}${apiPath(endpoints.upload)}`, {
        method: "POST",
        headers: { ...headers, "x-forwarded-for": "10.0.0.6" },
        body: new Uint8Array(payload),
      });
      expect(uploaded.status).toBe(200);
      const { fileName, newFileName } = (await uploaded.json()) as {
        fileName: string;
        newFileName: string;
      };
      expect(await s3.keys()).toContain(`${s3.prefix}/${newFileName}`);

      const complaint = await send(b.base, apiPath(endpoints.complaint), {
        address: "10.0.0.6",
        json: { ...validComplaint, customerImgs: fileName },
      });
      expect(complaint.status).toBe(200);
      expect(
        await rawColumn(
          database.db,
          "select customer_imgs from complaint where customer_imgs <> ''",
        ),
      ).toEqual([fileName]);
      expect(
        await rawColumn(
          database.db,
          "select count(*) as count from upload where claimed_at is not null",
        ),
      ).toEqual([1]);
    });

    it("stores nothing for a repeated Idempotency-Key sent through the other node", async () => {
      const key = newIdempotencyKey();
      const json = consultation("重试测试：同一次提交");
      const first = await send(a.base, CONSULT, { address: "10.0.0.5", json, key });
      const again = await send(b.base, CONSULT, { address: "10.0.0.5", json, key });
      expect(first.status).toBe(200);
      expect(again).toEqual(first);
      const changed = await send(b.base, CONSULT, {
        address: "10.0.0.5",
        json: consultation("重试测试：改过的内容"),
        key,
      });
      expect(changed.status).toBe(422);
      expect(
        await rawColumn(
          database.db,
          "select content from consultation where content like '重试测试%'",
        ),
      ).toEqual(["重试测试：同一次提交"]);
    });

    it("keeps pages and writes working when Redis goes away", async () => {
      redisRelay.cut();
      try {
        await eventually(
          "Redis missed by /readyz",
          async () => (await send(a.base, "/readyz", { address: "10.0.0.3" })).status === 503,
          5_000,
        );
        for (const node of [a, b]) {
          expect((await send(node.base, "/", { address: "10.0.0.3" })).status).toBe(200);
          expect((await send(node.base, CONFIG_LIST, { address: "10.0.0.3" })).status).toBe(200);
          const written = await send(node.base, CONSULT, {
            address: "10.0.0.3",
            json: consultation("Redis断开时的咨询"),
          });
          expect(written.status).toBe(200);
        }
      } finally {
        redisRelay.restore();
      }
      for (const node of [a, b]) {
        await eventually(
          "ready again",
          async () => (await send(node.base, "/readyz", { address: "10.0.0.3" })).status === 200,
          5_000,
        );
      }
    });

    it("answers /readyz 503 on a node that drains after SIGTERM, and still serves meanwhile", async () => {
      b.child.kill("SIGTERM");
      await eventually(
        "/readyz says stopping",
        async () => (await send(b.base, "/readyz", { address: "10.0.0.4" })).status === 503,
        1_000,
      );
      expect(JSON.parse((await send(b.base, "/readyz", { address: "10.0.0.4" })).body)).toEqual({
        status: "stopping",
      });
      expect((await send(b.base, "/", { address: "10.0.0.4" })).status).toBe(200);
      expect(await b.exited).toBe(0);
      b = await start();
    });

    it("loses no acknowledged submission when a node is killed under a stream", async () => {
      const contents = Array.from({ length: 30 }, (_, index) => `断电测试第${index + 1}条`);
      const acknowledged: string[] = [];
      let killed = false;
      // Three visitors at a time; after ten answers node A is killed (SIGKILL). What it does not
      // answer is sent to B with the same Idempotency-Key, as the visitor's browser tries again:
      // one A stored before it died is not stored twice.
      let next = 0;
      async function visitor(): Promise<void> {
        while (next < contents.length) {
          const content = contents[next++]!;
          const address = `192.0.2.${next}`;
          const key = newIdempotencyKey();
          const json = consultation(content);
          let answer: Answer | null = null;
          if (!killed)
            answer = await send(a.base, CONSULT, { address, json, key }).catch(() => null);
          answer ??= await send(b.base, CONSULT, { address, json, key });
          expect(answer.status).toBe(200);
          acknowledged.push(content);
          if (acknowledged.length === 10 && !killed) {
            killed = true;
            a.child.kill("SIGKILL");
          }
        }
      }
      await Promise.all([visitor(), visitor(), visitor()]);
      expect(acknowledged).toHaveLength(contents.length);
      const stored = (await rawColumn(
        database.db,
        "select content from consultation where content like '断电测试%'",
      )) as string[];
      expect([...stored].sort()).toEqual([...acknowledged].sort());
    });
  },
);
