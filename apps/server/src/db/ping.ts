import { sql } from "kysely";
import type { SiteDb } from "./database";

/** Whether the database answers a trivial query within `timeoutMs` (for `/readyz`). */
export async function databaseAnswers(db: SiteDb, timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>(
    (resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)),
  );
  try {
    return await Promise.race([
      sql`select 1`.execute(db).then(
        () => true,
        () => false,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
