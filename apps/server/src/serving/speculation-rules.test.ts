import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { writeFixtureFile } from "../test-support/files";
import { join } from "node:path";

// Issue 24, item 1: pages name prefetch rules in a header; the rules file is JSON the CSP allows.

let server: TestApp | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function withShells(): Promise<TestApp> {
  const app = await createTestApp();
  for (const dist of app.config.editions) {
    const pages: Record<string, string> =
      dist.edition === "zh" ? { "/": "home", "/kuaiji": "kuaiji" } : { "/indexE": "home" };
    writeFixtureFile(join(dist.root, "index.html"), `<html><body>shell</body></html>`);
    writeFixtureFile(
      join(dist.root, dist.edition, "routes.json"),
      JSON.stringify({ edition: dist.edition, paths: Object.keys(pages), pages }),
    );
  }
  return app;
}

describe("speculation rules", () => {
  it("are named by every page in a Speculation-Rules header, and by no API answer", async () => {
    server = await withShells();
    for (const url of ["/", "/kuaiji", "/indexE", "/no-such-page"]) {
      const page = await server.app.inject({ method: "GET", url });
      expect(page.headers["content-type"], url).toMatch(/^text\/html/);
      expect(page.headers["speculation-rules"], url).toBe('"/speculation-rules.json"');
    }
    const api = await server.app.inject({
      method: "GET",
      url: "/api/pcsystem/TckgConfig/list?language=0",
    });
    expect(api.headers["speculation-rules"]).toBeUndefined();
  });

  it("are named by no page a browser test asks for from the fixtures: a prefetch would not ask so", async () => {
    server = await withShells();
    const page = await server.app.inject({
      method: "GET",
      url: "/kuaiji",
      headers: { "x-site-test": "fixtures" },
    });
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.headers["speculation-rules"]).toBeUndefined();
  });

  it("prefetch same-site page links on hover or press, never the API, brochures or prerender", async () => {
    server = await withShells();
    const reply = await server.app.inject({ method: "GET", url: "/speculation-rules.json" });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-type"]).toMatch(/^application\/speculationrules\+json(;|$)/);
    const rules = reply.json() as Record<string, unknown>;
    expect(Object.keys(rules)).toEqual(["prefetch"]);
    const [rule] = rules.prefetch as Array<{ eagerness: string; where: unknown }>;
    expect(rule?.eagerness).toBe("moderate");
    const where = JSON.stringify(rule?.where);
    expect(where).toContain('{"href_matches":"/*"}');
    expect(where).toContain('{"not":{"href_matches":"/api/*"}}');
    expect(where).toContain('{"not":{"href_matches":"/PDF/*"}}');
  });
});
