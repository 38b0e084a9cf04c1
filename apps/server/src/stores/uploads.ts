// The records of complaint images kept in `<data>/uploads/` (D4): written on upload, claimed by
// the complaint that names them, swept when no complaint did within a day.
import type { Insertable } from "kysely";
import type { SiteDb } from "../db/database";
import type { UploadTable } from "../db/schema";
import { integer } from "./columns";

export async function insertUpload(db: SiteDb, values: Insertable<UploadTable>): Promise<void> {
  await db.insertInto("upload").values(values).execute();
}

/**
 * Marks the uploads of these `fileName`s claimed at `claimedAt` (ISO 8601), those not claimed
 * before. False, claiming nothing, when one of them is no upload of this server.
 */
export async function claimUploads(
  db: SiteDb,
  fileNames: readonly string[],
  claimedAt: string,
): Promise<boolean> {
  const known = await db
    .selectFrom("upload")
    .select("fileName")
    .where("fileName", "in", fileNames)
    .execute();
  if (known.length !== fileNames.length) return false;
  await db
    .updateTable("upload")
    .set({ claimedAt })
    .where("fileName", "in", fileNames)
    .where("claimedAt", "is", null)
    .execute();
  return true;
}

/** Uploads no complaint has claimed, made before `createdBefore` (ISO 8601). */
export async function unclaimedUploadsBefore(
  db: SiteDb,
  createdBefore: string,
): Promise<Array<{ id: number; storedName: string }>> {
  const rows = await db
    .selectFrom("upload")
    .select(["id", "storedName"])
    .where("claimedAt", "is", null)
    .where("createdAt", "<", createdBefore)
    .execute();
  return rows.map((row) => ({ ...row, id: integer(row.id) }));
}

/** Deletes the upload's row if it is still unclaimed; true when it did. */
export async function deleteUnclaimedUpload(db: SiteDb, id: number): Promise<boolean> {
  const { numDeletedRows } = await db
    .deleteFrom("upload")
    .where("id", "=", id)
    .where("claimedAt", "is", null)
    .executeTakeFirst();
  return numDeletedRows !== 0n;
}

/** The names inside `<data>/uploads/` of every upload with a row. */
export async function storedNames(db: SiteDb): Promise<string[]> {
  const rows = await db.selectFrom("upload").select("storedName").execute();
  return rows.map((row) => row.storedName);
}

/** The names inside `<data>/uploads/` of the uploads of these `fileName`s. */
export async function storedNamesOf(db: SiteDb, fileNames: readonly string[]): Promise<string[]> {
  const rows = await db
    .selectFrom("upload")
    .select("storedName")
    .where("fileName", "in", fileNames)
    .execute();
  return rows.map((row) => row.storedName);
}

export async function deleteUploads(db: SiteDb, fileNames: readonly string[]): Promise<void> {
  await db.deleteFrom("upload").where("fileName", "in", fileNames).execute();
}
