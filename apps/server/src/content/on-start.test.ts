import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { contentFixture, writeContentFixture } from "../test-support/content-fixture";
import { loadContentOnStart } from "./on-start";
import { openTestDatabase, rawColumn, type TestDatabase } from "../test-support/test-database";

let work: string;
let contentDir: string;
let database: TestDatabase;
let logged: { info: string[]; error: string[] };
const log = {
  info: (message: string) => logged.info.push(message),
  error: (message: string) => logged.error.push(message),
};

async function configName(): Promise<unknown> {
  return (await rawColumn(database.db, "select config_name from config where language = 0"))[0];
}

function renameConfig(name: string) {
  writeContentFixture(contentDir, {
    "zh/config.yaml": { ...(contentFixture()["zh/config.yaml"] as object), configName: name },
  });
}

beforeEach(async () => {
  work = mkdtempSync(join(tmpdir(), "site-on-start-"));
  contentDir = join(work, "content");
  writeContentFixture(contentDir);
  database = await openTestDatabase(join(work, "data"));
  logged = { info: [], error: [] };
});

afterEach(async () => {
  await database.dispose();
  rmSync(work, { recursive: true, force: true });
});

describe("loading content on start", () => {
  it("loads on the first start only, by default", async () => {
    await loadContentOnStart(database.db, contentDir, "if-empty", log);
    expect(await configName()).toBe("天诚控股集团");
    renameConfig("改名");
    await loadContentOnStart(database.db, contentDir, "if-empty", log);
    expect(await configName()).toBe("天诚控股集团");
    expect(logged.info).toHaveLength(1);
  });

  it("reloads on every start when asked to", async () => {
    await loadContentOnStart(database.db, contentDir, "always", log);
    renameConfig("改名");
    await loadContentOnStart(database.db, contentDir, "always", log);
    expect(await configName()).toBe("改名");
  });

  it("never loads when asked not to", async () => {
    await loadContentOnStart(database.db, contentDir, "never", log);
    expect(await configName()).toBeUndefined();
  });

  it("logs bad content and keeps what the database holds", async () => {
    writeContentFixture(contentDir, { "en/news.yaml": [{ dynamicId: 1 }] });
    await expect(
      loadContentOnStart(database.db, contentDir, "always", log),
    ).resolves.toBeUndefined();
    expect(logged.error[0]).toContain("en/news.yaml row 1 (dynamicId 1)");
    expect(await configName()).toBeUndefined();
  });
});
