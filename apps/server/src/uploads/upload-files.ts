// Where complaint images live (D4, D13): the data folder's `uploads/` on one node, or an
// S3-compatible bucket (SITE_UPLOADS_URL) that every node shares. Private either way: no route
// serves them; operators read them through backup (src/backup).
import { folderFiles, uploadsDir } from "./folder-files";

export interface StoredFile {
  name: string;
  modifiedAt: Date;
}

export interface UploadFiles {
  /** The folder, or `s3://bucket/prefix`, for an operator's message. */
  readonly where: string;
  /**
   * A local folder for files on their way in (a received body before it is re-encoded, a
   * restore's staged images). Beside the files for the folder, so the upload sweep clears what
   * a crash leaves there; the system's temp folder for a bucket.
   */
  readonly scratchDir: string;
  /** Stores the file under `name`, replacing one of that name; durable when it resolves. */
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Removes the file; one already gone is no error. */
  delete(name: string): Promise<void>;
  /** The file's bytes; null when there is none of that name. */
  read(name: string): Promise<Buffer | null>;
  /** Every stored file, with rows or without (what a crash left). */
  list(): Promise<StoredFile[]>;
  close(): void;
}

export interface BucketSetting {
  kind: "bucket";
  bucket: string;
  /** Without slashes at either end; "" for the bucket's top. */
  prefix: string;
  /** SITE_S3_ENDPOINT; null: AWS's own for the region. */
  endpoint: string | null;
  region: string;
  forcePathStyle: boolean;
}

/** SITE_UPLOADS_URL's bucket, or (unset) the data folder's `uploads/`. */
export type UploadsSetting = { kind: "folder"; dir: string } | BucketSetting;

/**
 * The bucket did not answer or refused (network, 5xx, credentials): a request that meets this
 * is answered 503 as a database outage is (api/errors.ts), and nothing was stored.
 */
export class UploadsUnavailableError extends Error {
  override name = "UploadsUnavailableError";
}

export async function openUploadFiles(setting: UploadsSetting): Promise<UploadFiles> {
  if (setting.kind === "folder") return folderFiles(setting.dir);
  // Loaded only for a bucket: a node on its own folder never pays for the SDK.
  const { bucketFiles } = await import("./bucket-files");
  return bucketFiles(setting);
}

/** Where the files live, or a data folder (its `uploads/`), as commands and tests name it. */
export type UploadPlace = UploadFiles | string;

export function uploadFilesAt(place: UploadPlace): UploadFiles {
  return typeof place === "string" ? folderFiles(uploadsDir(place)) : place;
}
