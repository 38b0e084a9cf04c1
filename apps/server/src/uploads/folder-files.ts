// Complaint images in a folder: `<data>/uploads/<random>.<ext>` (D4), one node's own disk.
import { randomBytes } from "node:crypto";
import { mkdir, open, readdir, readFile, rename, stat, unlink } from "node:fs/promises";
import { join } from "node:path";
import type { StoredFile, UploadFiles } from "./upload-files";

export function uploadsDir(dataDir: string): string {
  return join(dataDir, "uploads");
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === "ENOENT";
}

async function syncPath(path: string): Promise<void> {
  const handle = await open(path, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export function folderFiles(dir: string): UploadFiles {
  return {
    where: dir,
    scratchDir: dir,
    async put(name, bytes) {
      await mkdir(dir, { recursive: true });
      // Written whole and on disk under a temporary name, then renamed: a crash never leaves a
      // half-written file under a name a row holds (a restore replaces files in place).
      const partial = join(dir, `.put-${randomBytes(12).toString("hex")}`);
      try {
        const handle = await open(partial, "wx");
        try {
          await handle.writeFile(bytes);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(partial, join(dir, name));
      } catch (error) {
        await unlink(partial).catch(() => {});
        throw error;
      }
      // The rename itself is on disk once the folder is.
      await syncPath(dir);
    },
    async delete(name) {
      await unlink(join(dir, name)).catch((error: unknown) => {
        if (!isMissing(error)) throw error;
      });
    },
    async read(name) {
      try {
        return await readFile(join(dir, name));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async list() {
      const entries = await readdir(dir, { withFileTypes: true }).catch((error: unknown) => {
        if (isMissing(error)) return [];
        throw error;
      });
      const files: StoredFile[] = [];
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const info = await stat(join(dir, entry.name)).catch(() => null);
        if (info) files.push({ name: entry.name, modifiedAt: info.mtime });
      }
      return files;
    },
    close() {},
  };
}
