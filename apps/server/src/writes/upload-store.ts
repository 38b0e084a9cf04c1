// Private storage of complaint images (D4): `<random>.<ext>` in the data folder's `uploads/` or
// the bucket (uploads/upload-files.ts), never served, and a row that records it.
import { randomBytes } from "node:crypto";
import type { ImageKind } from "@site/forms/upload";
import type { SiteDb } from "../db/database";
import { insertUpload } from "../stores/uploads";
import { uploadFilesAt, type UploadPlace } from "../uploads/upload-files";

export { uploadsDir } from "../uploads/folder-files";

const EXTENSIONS: Record<ImageKind, { ext: string; contentType: string }> = {
  jpeg: { ext: "jpg", contentType: "image/jpeg" },
  png: { ext: "png", contentType: "image/png" },
};

export interface StoredUpload {
  fileName: string;
  newFileName: string;
}

/** The name the client is given: RuoYi's `/profile/upload/yyyy/MM/dd/...` (backend-contract.md 3). */
function publicName(at: Date, file: string): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `/profile/upload/${at.getFullYear()}/${pad(at.getMonth() + 1)}/${pad(at.getDate())}/${file}`;
}

export async function storeUpload(
  db: SiteDb,
  place: UploadPlace,
  upload: { bytes: Buffer; kind: ImageKind; originalFilename: string; at: Date },
): Promise<StoredUpload> {
  const files = uploadFilesAt(place);
  const { ext, contentType } = EXTENSIONS[upload.kind];
  // Random, so a name reveals nothing and cannot be guessed.
  const newFileName = `${randomBytes(16).toString("hex")}.${ext}`;
  // The file is durable before its row exists: a row never names a file that is not there.
  await files.put(newFileName, upload.bytes, contentType);
  const fileName = publicName(upload.at, newFileName);
  try {
    await insertUpload(db, {
      fileName,
      storedName: newFileName,
      originalFilename: upload.originalFilename.slice(0, 255),
      contentType,
      sizeBytes: upload.bytes.length,
      createdAt: upload.at.toISOString(),
      claimedAt: null,
    });
  } catch (error) {
    // Left behind if this fails too (the bucket gone as well): the upload sweep clears it.
    await files.delete(newFileName).catch(() => {});
    throw error;
  }
  return { fileName, newFileName };
}
