import { afterEach, describe, expect, it } from "vitest";
import { validComplaint, validConsultation } from "../test-support/submissions";
import { eventually } from "../test-support/eventually";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { rawRows } from "../test-support/test-database";
import { startWebhookReceiver, type WebhookReceiver } from "../test-support/webhook-receiver";

/** What the robots and the json hook receive (the fields these tests read). */
interface Message {
  msgtype?: string;
  msg_type?: string;
  text?: { content: string };
  content?: { text: string };
  kind?: string;
}

/** A local group robot: answers as the real ones do. */
function startReceiver(port = 0, answer: object = { errcode: 0, errmsg: "ok" }) {
  return startWebhookReceiver(() => ({ body: answer }), { port });
}

/** The messages a receiver was sent, in the order they arrived. */
const messages = (receiver: WebhookReceiver) => receiver.bodies as Message[];

async function freePort(): Promise<number> {
  const receiver = await startReceiver();
  await receiver.close();
  return receiver.port;
}

const consultation = validConsultation;
const complaint = validComplaint;

let server: TestApp | undefined;
let receiver: WebhookReceiver | undefined;

afterEach(async () => {
  await server?.close();
  await receiver?.close();
  server = undefined;
  receiver = undefined;
});

function post(url: string, payload: object) {
  return server!.app.inject({ method: "POST", url, payload });
}

function outboxRows() {
  return rawRows(
    server!.database.db,
    "select kind, record_id, attempts, delivered_at, last_error from webhook_outbox order by id",
  );
}

describe("webhook to the operator", () => {
  it.each([
    ["wecom", { errcode: 0 }, (body: Message) => [body.msgtype, body.text?.content]],
    ["dingtalk", { errcode: 0 }, (body: Message) => [body.msgtype, body.text?.content]],
    ["feishu", { code: 0 }, (body: Message) => [body.msg_type, body.content?.text]],
  ] as const)("pushes each submission to a %s group robot", async (format, answer, read) => {
    receiver = await startReceiver(0, answer);
    server = await createTestApp({
      seed: false,
      env: {
        SITE_WEBHOOK_URL: `http://127.0.0.1:${receiver.port}/robot/send?key=test`,
        SITE_WEBHOOK_FORMAT: format,
      },
    });
    expect((await post("/api/pcsystem/TckgConsult", consultation)).statusCode).toBe(200);
    expect((await post("/api/pcsystem/Tckgcustomer", complaint)).statusCode).toBe(200);
    await eventually("both messages arrive", async () => receiver!.bodies.length === 2, 5_000);
    // Each kind is delivered in its own order; across kinds either may arrive first.
    const texts = messages(receiver).map(read);
    const first = texts.find((text) => String(text[1]).includes("consultation-1"));
    const second = texts.find((text) => String(text[1]).includes("complaint-1"));
    expect(first?.[0]).toBe("text");
    expect(first?.[1]).toContain("【新的在线咨询】#1");
    expect(first?.[1]).toContain("记录编号：consultation-1");
    expect(second?.[1]).toContain("记录编号：complaint-1");
    expect(first?.[1]).toContain("电话：13812345678");
    expect(second?.[1]).toContain("【新的投诉建议】#1");
    expect(second?.[1]).toContain("投诉类别：其他（请注明）：发票");
    expect(second?.[1]).toContain("期望解决：退款");
    await eventually(
      "every row is marked delivered",
      async () => (await outboxRows()).every((row) => row.delivered_at !== null),
      5_000,
    );
  });

  it("posts the record as stored in the json format", async () => {
    receiver = await startReceiver(0, { ok: true });
    server = await createTestApp({
      seed: false,
      now: () => new Date("2026-11-25T02:30:00.000Z"),
      env: { SITE_WEBHOOK_URL: `http://127.0.0.1:${receiver.port}/hook` },
    });
    await post("/api/pcsystem/TckgConsult", consultation);
    await eventually("the message arrives", async () => receiver!.bodies.length === 1, 5_000);
    expect(messages(receiver)[0]).toEqual({
      id: "consultation-1",
      kind: "consultation",
      record: { id: 1, ...consultation, createdAt: "2026-11-25T02:30:00.000Z" },
    });
  });

  it("counts a robot's error code as a failed delivery", async () => {
    receiver = await startReceiver(0, { errcode: 93000, errmsg: "invalid webhook url" });
    server = await createTestApp({
      seed: false,
      env: {
        SITE_WEBHOOK_URL: `http://127.0.0.1:${receiver.port}/x`,
        SITE_WEBHOOK_FORMAT: "wecom",
      },
    });
    await post("/api/pcsystem/TckgConsult", consultation);
    await eventually(
      "the first try is recorded",
      async () => (await outboxRows())[0]?.attempts === 1,
      5_000,
    );
    expect((await outboxRows())[0]).toMatchObject({
      delivered_at: null,
      last_error: expect.stringContaining("93000"),
    });
  });

  it("keeps deliveries in the outbox while the receiver is down, and delivers them when it is back", async () => {
    const port = await freePort();
    let clock = new Date("2026-11-25T02:30:00.000Z");
    server = await createTestApp({
      seed: false,
      now: () => clock,
      env: { SITE_WEBHOOK_URL: `http://127.0.0.1:${port}/hook` },
    });
    expect((await post("/api/pcsystem/TckgConsult", consultation)).statusCode).toBe(200);
    expect((await post("/api/pcsystem/Tckgcustomer", complaint)).statusCode).toBe(200);
    expect(await server.outbox.deliverDue()).toBe(0);
    const waiting = await outboxRows();
    expect(waiting.map((row) => row.kind)).toEqual(["consultation", "complaint"]);
    expect(waiting.every((row) => row.delivered_at === null)).toBe(true);
    expect(waiting[0]?.attempts).toBeGreaterThanOrEqual(1);
    expect(String(waiting[0]?.last_error)).toMatch(/fetch failed|ECONNREFUSED/);

    // Still down a minute later: one more try each time it is due, nothing lost.
    clock = new Date(clock.getTime() + 60_000);
    expect(await server.outbox.deliverDue()).toBe(0);
    expect((await outboxRows()).every((row) => row.delivered_at === null)).toBe(true);

    receiver = await startReceiver(port, { ok: true });
    clock = new Date(clock.getTime() + 60_000);
    expect(await server.outbox.deliverDue()).toBe(2);
    expect(messages(receiver).map((body) => body.kind)).toEqual(["consultation", "complaint"]);
    expect(
      (await outboxRows()).every((row) => row.delivered_at !== null && row.last_error === null),
    ).toBe(true);
    expect(await server.outbox.deliverDue()).toBe(0);
  });

  it("queues nothing without a webhook", async () => {
    server = await createTestApp({ seed: false });
    await post("/api/pcsystem/TckgConsult", consultation);
    expect(await outboxRows()).toEqual([]);
  });
});
