import { checkImage, checkImageCount, readFileHead, type UploadRefusal } from "@site/forms/upload";
import { useCallback, useEffect, useRef, useState } from "react";

export type UploadStatus = "uploading" | "done" | "failed";

export interface UploadEntry {
  id: number;
  /** The chosen file's own name, for the thumbnail's alt text and button names. */
  name: string;
  /** Object URL of the chosen file ("" where the browser gives none). */
  previewUrl: string;
  status: UploadStatus;
  /** 0–100. */
  progress: number;
  /** The server's name for the upload (spec 7.2), once done. */
  fileName: string | null;
}

export interface RefusedFile {
  name: string;
  refusal: UploadRefusal;
}

export interface UploadOptions {
  /** Report progress as a percentage, 0–100. */
  onProgress: (percent: number) => void;
}

/** Sends one image (D4: as soon as it is chosen); resolves null (or rejects) on failure. */
export type UploadImage = (
  file: File,
  options: UploadOptions,
) => Promise<{ fileName: string } | null>;

function objectUrl(file: File): string {
  return typeof URL.createObjectURL === "function" ? URL.createObjectURL(file) : "";
}

function revoke(url: string) {
  if (url && typeof URL.revokeObjectURL === "function") URL.revokeObjectURL(url);
}

/**
 * The complaint form's images (spec 5.2, D4, D5): each chosen file is checked by its bytes,
 * name, size and the running count, then uploaded at once with its own progress. Object URLs
 * of thumbnails are revoked on remove, clear and unmount.
 */
export function useImageUploads(onUpload: UploadImage) {
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const [refused, setRefused] = useState<RefusedFile[]>([]);
  const entriesRef = useRef<UploadEntry[]>([]);
  const nextId = useRef(1);

  const commit = useCallback((update: (current: UploadEntry[]) => UploadEntry[]) => {
    entriesRef.current = update(entriesRef.current);
    setEntries(entriesRef.current);
  }, []);

  const patch = useCallback(
    (id: number, changes: Partial<UploadEntry>) =>
      commit((current) =>
        current.map((entry) => (entry.id === id ? { ...entry, ...changes } : entry)),
      ),
    [commit],
  );

  const start = useCallback(
    (entry: UploadEntry, file: File) => {
      let result: Promise<{ fileName: string } | null>;
      try {
        result = onUpload(file, {
          onProgress: (percent) =>
            patch(entry.id, { progress: Math.max(0, Math.min(100, Math.round(percent))) }),
        });
      } catch {
        result = Promise.resolve(null);
      }
      result.then(
        (response) =>
          patch(
            entry.id,
            response?.fileName
              ? { status: "done", progress: 100, fileName: response.fileName }
              : { status: "failed" },
          ),
        () => patch(entry.id, { status: "failed" }),
      );
    },
    [onUpload, patch],
  );

  const add = useCallback(
    async (files: readonly File[]) => {
      const refusedNow: RefusedFile[] = [];
      for (const file of files) {
        const refusal =
          checkImage({ name: file.name, size: file.size, head: await readFileHead(file) }) ??
          checkImageCount(entriesRef.current.length, 1);
        if (refusal) {
          refusedNow.push({ name: file.name, refusal });
          continue;
        }
        const entry: UploadEntry = {
          id: nextId.current++,
          name: file.name,
          previewUrl: objectUrl(file),
          status: "uploading",
          progress: 0,
          fileName: null,
        };
        commit((current) => [...current, entry]);
        start(entry, file);
      }
      setRefused(refusedNow);
    },
    [commit, start],
  );

  const remove = useCallback(
    (id: number) => {
      const entry = entriesRef.current.find((item) => item.id === id);
      if (entry) revoke(entry.previewUrl);
      commit((current) => current.filter((item) => item.id !== id));
      setRefused([]);
    },
    [commit],
  );

  const clear = useCallback(() => {
    entriesRef.current.forEach((entry) => revoke(entry.previewUrl));
    commit(() => []);
    setRefused([]);
  }, [commit]);

  useEffect(
    () => () => {
      entriesRef.current.forEach((entry) => revoke(entry.previewUrl));
    },
    [],
  );

  return {
    entries,
    refused,
    add,
    remove,
    clear,
    uploading: entries.some((entry) => entry.status === "uploading"),
    /** D4: uploaded names in the order chosen. */
    fileNames: entries.flatMap((entry) => (entry.fileName ? [entry.fileName] : [])),
  };
}
