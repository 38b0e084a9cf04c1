import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { writeFixtureFile } from "../test-support/files";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { rawRows } from "../test-support/test-database";

// Issue 24, item 4: the consultation posted as an ordinary HTML form, without script.

let server: TestApp | undefined;
const dirs: string[] = [];

afterEach(async () => {
  await server?.close();
  server = undefined;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A stand-in server entry: it writes the URL it rendered and the form that came back. */
const ENTRY = `
export async function render({ url, formReturn }) {
  return {
    status: 200,
    html: "<!DOCTYPE html><html><body><p id=url>" + url + "</p><script type=application/json id=form>" + JSON.stringify(formReturn ?? null) + "</script></body></html>",
  };
}
`;

async function withPages(env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  // A receiver that is never there: the outbox rows stay, to be counted.
  env = { SITE_WEBHOOK_URL: "http://127.0.0.1:9/hook", ...env };
  const dir = mkdtempSync(join(tmpdir(), "site-form-"));
  dirs.push(dir);
  for (const lang of ["zh", "en"]) {
    writeFixtureFile(join(dir, lang, "index.html"), `<html><body>shell ${lang}</body></html>`);
    const pages: Record<string, string> =
      lang === "zh" ? { "/": "home", "/kuaiji": "kuaiji" } : { "/indexE": "home" };
    writeFixtureFile(
      join(dir, lang, lang, "routes.json"),
      JSON.stringify({ edition: lang, paths: Object.keys(pages), pages }),
    );
    writeFixtureFile(join(dir, `${lang}-server`, "entry-server.js"), ENTRY);
  }
  return createTestApp({
    env: {
      SITE_ZH_DIST: join(dir, "zh"),
      SITE_EN_DIST: join(dir, "en"),
      SITE_ZH_SERVER_ENTRY: join(dir, "zh-server", "entry-server.js"),
      SITE_EN_SERVER_ENTRY: join(dir, "en-server", "entry-server.js"),
      ...env,
    },
  });
}

const SAME_ORIGIN = { "sec-fetch-site": "same-origin" };

function post(
  app: TestApp,
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = SAME_ORIGIN,
) {
  return app.app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}

const valid = { form: "consultation", name: "李明", tel: "13912345678", content: "想了解代理记账" };

function formOf(html: string): unknown {
  return JSON.parse(/<script type=application\/json id=form>(.*?)<\/script>/.exec(html)![1]!);
}

describe("a consultation posted without script", () => {
  it("is stored with its outbox row and answered with a redirect to the page, marked sent", async () => {
    server = await withPages();
    const reply = await post(server, "/kuaiji?key=2", valid);
    expect(reply.statusCode).toBe(303);
    expect(reply.headers.location).toBe("/kuaiji?key=2&sent=consultation");
    expect(await server.count("consultation")).toBe(1);
    const row = (
      await rawRows(server.database.db, "select name, tel, content from consultation")
    )[0] as Record<string, string>;
    expect(row).toEqual({ name: "李明", tel: "13912345678", content: "想了解代理记账" });
    expect(await server.count("webhook_outbox")).toBe(1);

    // The page it returns to says so, and is cached apart from the page without the mark.
    const sent = await server.app.inject({ method: "GET", url: reply.headers.location as string });
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain("<p id=url>/kuaiji?sent=consultation</p>");
    const plain = await server.app.inject({ method: "GET", url: "/kuaiji" });
    expect(plain.body).toContain("<p id=url>/kuaiji</p>");
  });

  it("comes back as the page with the form open, its messages and what was typed; nothing stored", async () => {
    server = await withPages();
    const reply = await post(server, "/kuaiji", { ...valid, name: "", tel: "123" });
    expect(reply.statusCode).toBe(400);
    expect(reply.headers["content-type"]).toMatch(/^text\/html/);
    expect(formOf(reply.body)).toEqual({
      state: "invalid",
      values: { name: "", tel: "123", content: "想了解代理记账" },
      errors: { name: "请输入您的姓名", tel: "请输入正确的手机号码" },
      key: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(await server.count("consultation")).toBe(0);
    expect(await server.count("webhook_outbox")).toBe(0);
  });

  it("speaks the edition's language on the English pages", async () => {
    server = await withPages();
    const reply = await post(server, "/indexE", { form: "consultation", name: "Li", tel: "" });
    expect(reply.statusCode).toBe(400);
    expect(formOf(reply.body)).toMatchObject({
      errors: { tel: "Please enter your phone number" },
    });
  });

  it("is refused from another site, or when the browser names no origin; nothing stored", async () => {
    server = await withPages();
    const refusals: Array<Record<string, string>> = [
      { "sec-fetch-site": "cross-site", origin: "https://evil.example" },
      { origin: "https://evil.example" },
      { "sec-fetch-site": "same-site", origin: "https://evil.example" },
      {},
    ];
    for (const headers of refusals) {
      const reply = await post(server, "/kuaiji", valid, headers);
      expect(reply.statusCode, JSON.stringify(headers)).toBe(403);
      expect(reply.headers["content-type"]).toMatch(/^text\/html/);
    }
    // A browser that sends no Sec-Fetch-Site but its own Origin is let through.
    const own = await post(server, "/kuaiji", valid, { origin: "http://localhost:80" });
    expect(own.statusCode).toBe(303);
    expect(await server.count("consultation")).toBe(1);
  });

  it("counts against the same limit as the JSON write, and says D4's failure with the input kept", async () => {
    server = await withPages({ SITE_RATE_SUBMIT: "2" });
    const json = await server.app.inject({
      method: "POST",
      url: "/api/pcsystem/TckgConsult",
      payload: { name: "王芳", tel: "13812345678", content: "" },
    });
    expect(json.statusCode).toBe(200);
    expect((await post(server, "/kuaiji", valid)).statusCode).toBe(303);
    const limited = await post(server, "/kuaiji", { ...valid, name: "张伟" });
    expect(limited.statusCode).toBe(429);
    expect(formOf(limited.body)).toEqual({
      state: "failed",
      values: { name: "张伟", tel: "13912345678", content: "想了解代理记账" },
      key: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(await server.count("consultation")).toBe(2);
  });

  it("applies the JSON write's rules to what the form cannot check: control characters", async () => {
    server = await withPages();
    const reply = await post(server, "/kuaiji", { ...valid, name: "李\u0000明" });
    expect(reply.statusCode).toBe(400);
    expect(formOf(reply.body)).toMatchObject({ errors: { name: "包含无效字符" } });
    expect(await server.count("consultation")).toBe(0);
  });

  it("leaves every other post as it was: no form, another form, or a path of no page", async () => {
    server = await withPages();
    const json = await server.app.inject({
      method: "POST",
      url: "/kuaiji",
      headers: SAME_ORIGIN,
      payload: { name: "李明" },
    });
    expect(json.statusCode).toBe(404);
    expect(json.headers["content-type"]).toMatch(/^text\/html/);
    expect((await post(server, "/kuaiji", { ...valid, form: "other" })).statusCode).toBe(400);
    const brochure = await post(server, "/PDF/brochure.pdf", valid);
    expect(brochure.statusCode).toBe(404);
    expect(brochure.json()).toMatchObject({ code: 404 });
    expect((await post(server, "/no-such-page", valid)).statusCode).toBe(404);
    expect(await server.count("consultation")).toBe(0);
  });
});

describe("a consultation posted without script, sent again (D14)", () => {
  it("with the form's key: stored once, the repeat answered with the same redirect", async () => {
    server = await withPages();
    const first = await post(server, "/kuaiji", { ...valid, idempotencyKey: "k-form-1" });
    expect(first.statusCode).toBe(303);
    const again = await post(server, "/kuaiji", { ...valid, idempotencyKey: "k-form-1" });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(first.headers.location);
    expect(await server.count("consultation")).toBe(1);
    expect(await server.count("webhook_outbox")).toBe(1);

    // The key with another message: the form comes back (422) with a new key to send it with.
    const changed = await post(server, "/kuaiji", {
      ...valid,
      content: "另一条留言",
      idempotencyKey: "k-form-1",
    });
    expect(changed.statusCode).toBe(422);
    const returned = formOf(changed.body) as { state: string; key: string };
    expect(returned.state).toBe("failed");
    expect(returned.key).toMatch(/^[0-9a-f]{32}$/);
    expect(await server.count("consultation")).toBe(1);
    const retried = await post(server, "/kuaiji", {
      ...valid,
      content: "另一条留言",
      idempotencyKey: returned.key,
    });
    expect(retried.statusCode).toBe(303);
    expect(await server.count("consultation")).toBe(2);
  });

  it("with the shared page's empty key: a browser's resend of the same post stores nothing", async () => {
    server = await withPages();
    const first = await post(server, "/kuaiji", { ...valid, idempotencyKey: "" });
    expect(first.statusCode).toBe(303);
    const resent = await post(server, "/kuaiji", { ...valid, idempotencyKey: "" });
    expect(resent.statusCode).toBe(303);
    expect(resent.headers.location).toBe(first.headers.location);
    // A page cached before the field existed posts none: the same key is derived.
    expect((await post(server, "/kuaiji", valid)).statusCode).toBe(303);
    expect(await server.count("consultation")).toBe(1);
    expect(await server.count("webhook_outbox")).toBe(1);

    // Another message, or the same one from another visitor or browser, is its own.
    const other = await post(server, "/kuaiji", {
      ...valid,
      content: "另一条",
      idempotencyKey: "",
    });
    expect(other.statusCode).toBe(303);
    const elsewhere = await server.app.inject({
      method: "POST",
      url: "/kuaiji",
      headers: { "content-type": "application/x-www-form-urlencoded", ...SAME_ORIGIN },
      payload: new URLSearchParams({ ...valid, idempotencyKey: "" }).toString(),
      remoteAddress: "203.0.113.9",
    });
    expect(elsewhere.statusCode).toBe(303);
    const otherBrowser = await post(
      server,
      "/kuaiji",
      { ...valid, idempotencyKey: "" },
      { ...SAME_ORIGIN, "user-agent": "MicroMessenger/8.0" },
    );
    expect(otherBrowser.statusCode).toBe(303);
    expect(await server.count("consultation")).toBe(4);
  });

  it("the page everyone shares carries no key; one rendered back after a refused post a fresh one", async () => {
    server = await withPages();
    const shared = await server.app.inject({ method: "GET", url: "/kuaiji" });
    expect(shared.statusCode).toBe(200);
    expect(formOf(shared.body)).toBeNull();

    const refused = await post(server, "/kuaiji", { ...valid, tel: "123", idempotencyKey: "" });
    expect(refused.statusCode).toBe(400);
    const { key } = formOf(refused.body) as { key: string };
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    const refusedAgain = await post(server, "/kuaiji", {
      ...valid,
      tel: "123",
      idempotencyKey: "",
    });
    expect((formOf(refusedAgain.body) as { key: string }).key).not.toBe(key);
    // The refused post stored no key: the next attempt with the page's key is stored, once.
    const sent = await post(server, "/kuaiji", { ...valid, idempotencyKey: key });
    expect(sent.statusCode).toBe(303);
    const resent = await post(server, "/kuaiji", { ...valid, idempotencyKey: key });
    expect(resent.statusCode).toBe(303);
    expect(await server.count("consultation")).toBe(1);
    // The shared page is still the one without a key.
    expect(formOf((await server.app.inject({ method: "GET", url: "/kuaiji" })).body)).toBeNull();
  });
});
