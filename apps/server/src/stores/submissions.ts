// What visitors sent (D4): consultations, complaints and page visits, written by the public
// routes, read only by the exports, deleted by the retention sweep (D5).
import type { Insertable, Selectable } from "kysely";
import type { SiteDb } from "../db/database";
import type { ComplaintTable, ConsultationTable, VisitTable } from "../db/schema";
import { integer, timestamp } from "./columns";

type Consultation = Selectable<ConsultationTable>;
type Complaint = Selectable<ComplaintTable>;
type Visit = Selectable<VisitTable>;

/** Returns the new consultation's id. */
export async function insertConsultation(
  db: SiteDb,
  values: Insertable<ConsultationTable>,
): Promise<number> {
  const { id } = await db
    .insertInto("consultation")
    .values(values)
    .returning("id")
    .executeTakeFirstOrThrow();
  return integer(id);
}

/** Returns the new complaint's id. */
export async function insertComplaint(
  db: SiteDb,
  values: Insertable<ComplaintTable>,
): Promise<number> {
  const { id } = await db
    .insertInto("complaint")
    .values(values)
    .returning("id")
    .executeTakeFirstOrThrow();
  return integer(id);
}

export async function insertVisit(db: SiteDb, values: Insertable<VisitTable>): Promise<void> {
  await db.insertInto("visit").values(values).execute();
}

/** The ids of consultations sent before `createdBefore` (ISO 8601). */
export async function consultationIdsBefore(db: SiteDb, createdBefore: string): Promise<number[]> {
  const rows = await db
    .selectFrom("consultation")
    .select("id")
    .where("createdAt", "<", createdBefore)
    .execute();
  return rows.map((row) => integer(row.id));
}

/** The complaints sent before `createdBefore` (ISO 8601), with the uploads they name. */
export async function complaintsBefore(
  db: SiteDb,
  createdBefore: string,
): Promise<Array<Pick<Complaint, "id" | "customerImgs">>> {
  const rows = await db
    .selectFrom("complaint")
    .select(["id", "customerImgs"])
    .where("createdAt", "<", createdBefore)
    .execute();
  return rows.map((row) => ({ ...row, id: integer(row.id) }));
}

export async function deleteConsultations(db: SiteDb, ids: readonly number[]): Promise<void> {
  await db.deleteFrom("consultation").where("id", "in", ids).execute();
}

export async function deleteComplaints(db: SiteDb, ids: readonly number[]): Promise<void> {
  await db.deleteFrom("complaint").where("id", "in", ids).execute();
}

/** Oldest first; `since` (ISO 8601) keeps those sent from then on. */
export async function listConsultations(db: SiteDb, since?: string): Promise<Consultation[]> {
  let query = db.selectFrom("consultation").selectAll();
  if (since) query = query.where("createdAt", ">=", since);
  const rows = await query.orderBy("id").execute();
  return rows.map((row) => ({ ...row, id: integer(row.id), createdAt: timestamp(row.createdAt) }));
}

/** Oldest first; `since` (ISO 8601) keeps those sent from then on. */
export async function listComplaints(db: SiteDb, since?: string): Promise<Complaint[]> {
  let query = db.selectFrom("complaint").selectAll();
  if (since) query = query.where("createdAt", ">=", since);
  const rows = await query.orderBy("id").execute();
  return rows.map((row) => ({
    ...row,
    id: integer(row.id),
    customerType: integer(row.customerType),
    customerSolve: integer(row.customerSolve),
    createdAt: timestamp(row.createdAt),
  }));
}

/** Oldest first; `since` (ISO 8601) keeps those sent from then on. */
export async function listVisits(db: SiteDb, since?: string): Promise<Visit[]> {
  let query = db.selectFrom("visit").selectAll();
  if (since) query = query.where("createdAt", ">=", since);
  const rows = await query.orderBy("id").execute();
  return rows.map((row) => ({ ...row, id: integer(row.id), createdAt: timestamp(row.createdAt) }));
}
