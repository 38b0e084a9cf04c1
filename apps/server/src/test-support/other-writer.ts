// Another process writing to the server's database file, as the content command beside a
// running server does: the tests of the write lock make it write at the moment they choose.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const packageDir = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Starts a process that opens `databaseFile` and, once told to (`write()`), inserts one visit
 * made at `createdAt`. `said("ready")` and `said("written")` resolve as it reports; `write()`
 * resolves with what its first try met: `"busy"` (the database was locked, so it waits for
 * the lock, up to 5 s) or `"written"` (nothing held it back).
 */
export function otherWriter(databaseFile: string, createdAt: string) {
  const child = spawn(
    process.execPath,
    [
      "-e",
      `const db = new (require("better-sqlite3"))(process.argv[1]);
       const insert = db.prepare("insert into visit (user_type, created_at) values ('首页', ?)");
       process.stdout.write("ready\\n");
       process.stdin.once("data", () => {
         db.pragma("busy_timeout = 0");
         try {
           insert.run(process.argv[2]);
         } catch (error) {
           if (error.code !== "SQLITE_BUSY") throw error;
           process.stdout.write("busy\\n");
           db.pragma("busy_timeout = 5000");
           insert.run(process.argv[2]);
         }
         process.stdout.write("written\\n");
         process.exit(0);
       });`,
      databaseFile,
      createdAt,
    ],
    { cwd: packageDir, stdio: ["pipe", "pipe", "inherit"] },
  );
  const said = (word: string) =>
    new Promise<void>((resolve) => {
      child.stdout.on("data", (chunk: Buffer) => {
        if (chunk.toString().includes(word)) resolve();
      });
    });
  const write = (): Promise<"busy" | "written"> => {
    const met = Promise.race([
      said("busy").then(() => "busy" as const),
      said("written").then(() => "written" as const),
    ]);
    child.stdin.write("go\n");
    return met;
  };
  return { child, said, write };
}
