// Private storage of complaint images (D4): `<data>/uploads/<random>.<ext>`, never served.
import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { open, unlink } from "node:fs/promises";
import { join } from "node:path";
import type { ImageKind } from "@site/forms/upload";
import type { SiteDb } from "../db/database";
import { insertUpload } from "../stores/uploads";

export function uploadsDir(dataDir: string): string {
  return join(dataDir, "uploads");
}

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
  dataDir: string,
  upload: { bytes: Buffer; kind: ImageKind; originalFilename: string; at: Date },
): Promise<StoredUpload> {
  const { ext, contentType } = EXTENSIONS[upload.kind];
  // Random, so a name reveals nothing and cannot be guessed.
  const newFileName = `${randomBytes(16).toString("hex")}.${ext}`;
  const dir = uploadsDir(dataDir);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, newFileName);
  const handle = await open(path, "wx");
  try {
    await handle.writeFile(upload.bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
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
    await unlink(path).catch(() => {});
    throw error;
  }
  return { fileName, newFileName };
}
