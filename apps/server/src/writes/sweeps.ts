// The housekeeping that runs every hour while the server runs: unclaimed uploads (D4) and
// records past the retention the privacy pages state (D5), retry keys past 24 hours (D14).
import type { SiteDb } from "../db/database";
import { claimExpiredLease, THIS_PROCESS } from "../stores/leases";
import { sweepIdempotencyKeys } from "./idempotency-sweep";
import type { UploadPlace } from "../uploads/upload-files";
import { sweepExpiredRecords } from "./retention-sweep";
import { sweepUploads } from "./upload-sweep";

type Sweep = (db: SiteDb, files: UploadPlace, now: Date) => Promise<unknown>;

const SWEEPS: readonly Sweep[] = [sweepUploads, sweepExpiredRecords, sweepIdempotencyKeys];

// Once an hour for the whole site (issue 27, item 3; D13): each node checks every few minutes,
// and the one whose claim on the `sweeps` lease goes through runs that hour's sweeps; the lease
// expires at the next whole hour, when the next claim may go through, whichever node makes it.
const SWEEPS_LEASE = "sweeps";
const HOUR_MS = 60 * 60 * 1000;
export const SWEEP_CHECK_MS = 5 * 60 * 1000;

export interface SweepScheduleOptions {
  /** Who claims the runs (default: this process). Two schedulers on one database are two nodes. */
  holder?: string;
  /** How often the node asks whether this hour's run is still unclaimed. */
  checkMs?: number;
  /** What runs (default: the list above). */
  sweeps?: readonly Sweep[];
}

/** Runs the sweeps if this hour's run is not claimed yet; true when this call ran them. */
export async function runSweepsIfDue(
  db: SiteDb,
  files: UploadPlace,
  now: Date,
  onError: (error: unknown) => void,
  { holder = THIS_PROCESS, sweeps = SWEEPS }: SweepScheduleOptions = {},
): Promise<boolean> {
  const nextHour = new Date((Math.floor(now.getTime() / HOUR_MS) + 1) * HOUR_MS);
  const claim = { name: SWEEPS_LEASE, holder, now, until: nextHour };
  if (!(await claimExpiredLease(db, claim))) return false;
  await Promise.all(sweeps.map((sweep) => sweep(db, files, now).catch(onError)));
  return true;
}

export function scheduleSweeps(
  db: SiteDb,
  files: UploadPlace,
  now: () => Date,
  onError: (error: unknown) => void,
  { checkMs = SWEEP_CHECK_MS, ...options }: SweepScheduleOptions = {},
): () => void {
  const timer = setInterval(() => {
    runSweepsIfDue(db, files, now(), onError, options).catch(onError);
  }, checkMs);
  timer.unref();
  return () => clearInterval(timer);
}
