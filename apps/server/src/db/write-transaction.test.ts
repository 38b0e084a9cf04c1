import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DATABASE_FILE, openDatabase, type OpenDatabase } from "./database";
import { writeTransaction } from "./write-transaction";

const packageDir = fileURLToPath(new URL("../..", import.meta.url));
let dataDir: string;
let database: OpenDatabase;

beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "site-lock-"));
  database = await openDatabase(dataDir);
});

afterEach(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Another process that inserts a visit when told to, as the content command would write. */
function otherWriter() {
  const child = spawn(
    process.execPath,
    [
      "-e",
      `const db = new (require("better-sqlite3"))(process.argv[1]);
       db.pragma("busy_timeout = 5000");
       process.stdout.write("ready\\n");
       process.stdin.once("data", () => {
         db.prepare("insert into visit (user_type, created_at) values ('首页', '2026-11-25T00:00:00.000Z')").run();
         process.stdout.write("written\\n");
         process.exit(0);
       });`,
      join(dataDir, DATABASE_FILE),
    ],
    { cwd: packageDir, stdio: ["pipe", "pipe", "inherit"] },
  );
  const said = (word: string) =>
    new Promise<void>((resolve) => {
      child.stdout.on("data", (chunk: Buffer) => {
        if (chunk.toString().includes(word)) resolve();
      });
    });
  return { child, said };
}

describe("writeTransaction", () => {
  it("holds the write lock from the start, so a read-then-write survives another process's write", async () => {
    const other = otherWriter();
    await other.said("ready");
    const written = other.said("written");
    await writeTransaction(database.db, async (trx) => {
      await trx.selectFrom("visit").selectAll().execute();
      other.child.stdin.write("go\n");
      // The other process tries to write now; it must wait for this transaction.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await trx
        .insertInto("visit")
        .values({ userType: "详情", createdAt: "2026-11-25T00:00:01.000Z" })
        .execute();
    });
    await written;
    const labels = database.sqlite.prepare("select user_type from visit order by id").pluck().all();
    expect(labels).toEqual(["详情", "首页"]);
  });

  it("rolls back on failure", async () => {
    await expect(
      writeTransaction(database.db, async (trx) => {
        await trx
          .insertInto("visit")
          .values({ userType: "首页", createdAt: "2026-11-25T00:00:00.000Z" })
          .execute();
        throw new Error("no");
      }),
    ).rejects.toThrow("no");
    expect(database.sqlite.prepare("select count(*) from visit").pluck().get()).toBe(0);
  });
});
