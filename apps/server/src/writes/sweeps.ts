// The housekeeping that runs every hour while the server runs: unclaimed uploads (D4) and
// records past the retention the privacy pages state (D5).
import type { SiteDb } from "../db/database";
import type { UploadFiles } from "../uploads/upload-files";
import { sweepExpiredRecords } from "./retention-sweep";
import { sweepUploads } from "./upload-sweep";

type Sweep = (db: SiteDb, files: UploadFiles, now: Date) => Promise<unknown>;

const SWEEPS: readonly Sweep[] = [sweepUploads, sweepExpiredRecords];

export function scheduleSweeps(
  db: SiteDb,
  files: UploadFiles,
  now: () => Date,
  onError: (error: unknown) => void,
): () => void {
  const timer = setInterval(
    () => {
      for (const sweep of SWEEPS) sweep(db, files, now()).catch(onError);
    },
    60 * 60 * 1000,
  );
  timer.unref();
  return () => clearInterval(timer);
}
