import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { contentFixture, writeContentFixture } from "../test-support/content-fixture";
import { openDatabase } from "../db/database";
import { writeTransaction } from "../db/dialect";
import { loadContent, totalChanges } from "./load";
import { loadContentOnStart } from "./on-start";
import { readContentDir } from "./read";
import { eventually } from "../test-support/eventually";
import {
  advisoryLockWaits,
  openTestDatabase,
  rawColumn,
  TEST_ENGINE,
  type TestDatabase,
} from "../test-support/test-database";

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
  it("loads on the first start only, by default, and says whether it changed anything", async () => {
    expect(await loadContentOnStart(database.db, contentDir, "if-empty", log)).toBe(true);
    expect(await configName()).toBe("天诚控股集团");
    renameConfig("改名");
    expect(await loadContentOnStart(database.db, contentDir, "if-empty", log)).toBe(false);
    expect(await configName()).toBe("天诚控股集团");
    expect(logged.info).toHaveLength(1);
  });

  it("reloads on every start when asked to", async () => {
    await loadContentOnStart(database.db, contentDir, "always", log);
    expect(await loadContentOnStart(database.db, contentDir, "always", log)).toBe(false);
    renameConfig("改名");
    expect(await loadContentOnStart(database.db, contentDir, "always", log)).toBe(true);
    expect(await configName()).toBe("改名");
  });

  it("never loads when asked not to", async () => {
    await loadContentOnStart(database.db, contentDir, "never", log);
    expect(await configName()).toBeUndefined();
  });

  it("logs bad content and keeps what the database holds", async () => {
    writeContentFixture(contentDir, { "en/news.yaml": [{ dynamicId: 1 }] });
    await expect(loadContentOnStart(database.db, contentDir, "always", log)).resolves.toBe(false);
    expect(logged.error[0]).toContain("en/news.yaml row 1 (dynamicId 1)");
    expect(await configName()).toBeUndefined();
  });

  it.runIf(TEST_ENGINE === "postgres")(
    "PostgreSQL: a load waits while another process holds the content load's lock",
    async () => {
      // Another process in its load: its pool holds the content load's lock.
      const other = await openDatabase(database.target);
      const content = await readContentDir(contentDir);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      try {
        let locked!: () => void;
        const hasLock = new Promise<void>((resolve) => (locked = resolve));
        const otherLoad = writeTransaction(
          other.db,
          async () => {
            locked();
            await held;
          },
          "contentLoad",
        );
        await hasLock;
        let done = false;
        const ownLoad = loadContent(database.db, content).finally(() => (done = true));
        await eventually(
          "the load waits for the lock",
          async () => (await advisoryLockWaits(database.db)) === 1,
          5_000,
        );
        expect(done).toBe(false);
        release();
        const [, ours] = await Promise.all([otherLoad, ownLoad]);
        expect(totalChanges(ours)).toBeGreaterThan(0);
        // The one that comes after finds every row in place.
        expect(totalChanges(await loadContent(other.db, content))).toBe(0);
      } finally {
        release();
        await other.close();
      }
      // Raised by each load that changed something: once.
      expect(await rawColumn(database.db, "select version from content_version")).toEqual([2]);
    },
  );
});
