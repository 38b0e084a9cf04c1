// The housekeeping that runs every hour while the server runs: unclaimed uploads (D4) and
// records past the retention the privacy pages state (D5).
import type { SiteDb } from "../db/database";
import { sweepIdempotencyKeys } from "./idempotency-sweep";
import { sweepExpiredRecords } from "./retention-sweep";
import { sweepUploads } from "./upload-sweep";

type Sweep = (db: SiteDb, dataDir: string, now: Date) => Promise<unknown>;

const SWEEPS: readonly Sweep[] = [sweepUploads, sweepExpiredRecords, sweepIdempotencyKeys];

export function scheduleSweeps(
  db: SiteDb,
  dataDir: string,
  now: () => Date,
  onError: (error: unknown) => void,
): () => void {
  const timer = setInterval(
    () => {
      for (const sweep of SWEEPS) sweep(db, dataDir, now()).catch(onError);
    },
    60 * 60 * 1000,
  );
  timer.unref();
  return () => clearInterval(timer);
}
