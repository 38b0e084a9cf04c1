// The server's ESLint rule that keeps queries in src/stores and src/db, held to planted code:
// each planted module is linted as if it were a file at that path.
import { ESLint } from "eslint";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const packageDir = fileURLToPath(new URL("../..", import.meta.url));
const eslint = new ESLint({ cwd: packageDir });

const PLANTED = [
  'import { sql } from "kysely";',
  'import type { Kysely } from "kysely";',
  'import type { SiteDb } from "../db/database";',
  'export const visits = (db: SiteDb) => db.selectFrom("visit").selectAll().execute();',
  "export const one = (db: SiteDb) => sql`select 1`.execute(db);",
  'export const clear = (db: SiteDb) => db.deleteFrom("visit").execute();',
  "export const inOne = (db: SiteDb) => db.transaction().execute(async () => {});",
  "export type Any = Kysely<unknown>;",
].join("\n");

async function ruleErrors(file: string): Promise<string[]> {
  const [result] = await eslint.lintText(PLANTED, { filePath: join(packageDir, file) });
  return (result?.messages ?? [])
    .filter((message) =>
      ["no-restricted-imports", "no-restricted-syntax"].includes(message.ruleId ?? ""),
    )
    .map((message) => `${message.line}: ${message.ruleId}`);
}

describe("queries are built only in src/stores and src/db", () => {
  it("refuses kysely's values and query building in a route, a worker or a command", async () => {
    for (const file of ["src/api/planted.ts", "src/webhook/planted.ts", "src/export/planted.ts"]) {
      expect(await ruleErrors(file)).toEqual([
        "1: no-restricted-imports",
        "4: no-restricted-syntax",
        "6: no-restricted-syntax",
        "7: no-restricted-syntax",
      ]);
    }
  });

  it("allows them in a store, in src/db and in tests", async () => {
    for (const file of ["src/stores/planted.ts", "src/db/planted.ts", "src/api/planted.test.ts"]) {
      expect(await ruleErrors(file)).toEqual([]);
    }
  });
});
