// One row, raised by every content load that changes something (issue 12, item 5): a running
// server drops its cached pages and answers when it sees a new version.
import type { SiteDb } from "../db/database";
import { integer } from "./columns";

/** The version of the loaded content: it changes whenever a load changes something. */
export async function readContentVersion(db: SiteDb): Promise<number> {
  const row = await db
    .selectFrom("contentVersion")
    .select("version")
    .where("id", "=", 1)
    .executeTakeFirst();
  return row ? integer(row.version) : 0;
}

export async function raiseContentVersion(db: SiteDb): Promise<void> {
  await db
    .updateTable("contentVersion")
    .set((eb) => ({ version: eb("version", "+", 1) }))
    .where("id", "=", 1)
    .execute();
}
