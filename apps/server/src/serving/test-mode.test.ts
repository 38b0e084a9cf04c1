import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, it, vi } from "vitest";
import { writeFixtureEditions } from "../test-support/fixture-editions";
import { createTestApp, type TestApp } from "../test-support/test-app";

// Issue 29, item 4: the browser tests' fixtures are loaded only by a server in test mode, when
// a page first asks for them; a production server never loads (or bundles in its start) them.
const loaded = vi.hoisted(() => ({ fixtures: 0 }));
vi.mock("@site/api/fixtures", async (importOriginal) => {
  loaded.fixtures += 1;
  return importOriginal();
});

let server: TestApp | undefined;
let dir: string | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function serve(env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  dir = mkdtempSync(join(tmpdir(), "site-test-mode-"));
  return createTestApp({ env: { ...writeFixtureEditions(dir), ...env } });
}

it("never loads the fixtures outside test mode, even when a request asks for them", async () => {
  server = await serve();
  const page = await server.app.inject({ url: "/", headers: { "x-site-test": "fixtures" } });
  expect(page.body).toContain("天诚控股集团");
  expect(loaded.fixtures).toBe(0);
});

it("loads them in test mode on the first page rendered from them", async () => {
  server = await serve({ SITE_TEST_FIXTURES: "on" });
  await server.app.inject({ url: "/" });
  expect(loaded.fixtures).toBe(0);
  const page = await server.app.inject({ url: "/", headers: { "x-site-test": "fixtures" } });
  expect(page.body).toContain("天诚企业服务集团");
  expect(loaded.fixtures).toBe(1);
});
