// Leases (issue 27, item 3): a named job that runs in one place at a time across the server
// processes on one database, held by one process until an expiry, so the job moves on when
// that process vanishes (a session lock would be held for hours by a machine that is gone).
// Each change is one statement, atomic on both engines: PostgreSQL's `on conflict do update`
// locks the row and judges its `where` on the newest version; SQLite writes one at a time.
//
// Times are the caller's clock (the injected `now`), not the database's: tests move time, and
// the expiry is written and compared as every other point in time the stores keep. Nodes'
// clocks must agree to within a few seconds (NTP), far less than a lease lasts; a skew beyond
// that could only make a job run twice for a moment, and `renewLease` in the transaction that
// records the outcome keeps a process that lost its lease from recording anything.
import { randomUUID } from "node:crypto";
import type { SiteDb } from "../db/database";

/** The holder this process takes leases as: a new one at each start. */
export const THIS_PROCESS = randomUUID();

export interface LeaseClaim {
  name: string;
  holder: string;
  now: Date;
  /** The new expiry. */
  until: Date;
}

async function upsertLease(
  db: SiteDb,
  { name, holder, now, until }: LeaseClaim,
  { orMine }: { orMine: boolean },
): Promise<boolean> {
  const expiresAt = until.toISOString();
  const row = await db
    .insertInto("lease")
    .values({ name, holder, expiresAt })
    .onConflict((conflict) =>
      conflict
        .column("name")
        .doUpdateSet({ holder, expiresAt })
        .where((eb) => {
          const expired = eb("lease.expiresAt", "<=", now.toISOString());
          return orMine ? eb.or([expired, eb("lease.holder", "=", holder)]) : expired;
        }),
    )
    .returning("name")
    .executeTakeFirst();
  return row !== undefined;
}

/** Takes the lease when nobody holds it, it has expired, or it is already mine. */
export function takeLease(db: SiteDb, claim: LeaseClaim): Promise<boolean> {
  return upsertLease(db, claim, { orMine: true });
}

/**
 * Takes the lease only when nobody holds it or it has expired, even from myself: one claim per
 * term (an hour's run of the sweeps, whose lease expires when the next run is due).
 */
export function claimExpiredLease(db: SiteDb, claim: LeaseClaim): Promise<boolean> {
  return upsertLease(db, claim, { orMine: false });
}

/**
 * Moves the expiry on while the lease still names me. One that expired and that nobody took
 * since is still mine (nobody else can have done the job meanwhile): taking it over is what
 * ends a lease. In a transaction, it also keeps anyone from taking it until the commit.
 */
export async function renewLease(
  db: SiteDb,
  { name, holder, until }: Omit<LeaseClaim, "now">,
): Promise<boolean> {
  const result = await db
    .updateTable("lease")
    .set({ expiresAt: until.toISOString() })
    .where("name", "=", name)
    .where("holder", "=", holder)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Gives the lease up if it is mine, so another process may take it at once. */
export async function releaseLease(db: SiteDb, name: string, holder: string): Promise<void> {
  await db.deleteFrom("lease").where("name", "=", name).where("holder", "=", holder).execute();
}
