// D4: uploads go through XMLHttpRequest so that upload.onprogress can drive a progress bar
// (ky's streamed upload body is refused by Chromium over HTTP/1.1; toolchain.md pitfall 10).
import { readUploadedFileName } from "./envelope";

export interface UploadOptions {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface UploadRequest extends UploadOptions {
  url: string;
  file: File;
  createXhr: () => XMLHttpRequest;
}

/** One multipart POST with the field `file`; resolves the stored fileName, or null on any failure. */
export function uploadFile(request: UploadRequest): Promise<{ fileName: string } | null> {
  const { url, file, createXhr, onProgress, signal } = request;
  return new Promise((resolve) => {
    if (signal?.aborted) {
      resolve(null);
      return;
    }
    let settled = false;
    let xhr: XMLHttpRequest | undefined;
    const finish = (result: { fileName: string } | null) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener("abort", onAbort);
      resolve(result);
    };
    const onAbort = () => {
      xhr?.abort();
      finish(null);
    };
    try {
      xhr = createXhr();
      const current = xhr;
      current.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) {
          onProgress?.(Math.min(1, Math.max(0, event.loaded / event.total)));
        }
      };
      current.onload = () => {
        if (current.status < 200 || current.status >= 300) return finish(null);
        let body: unknown;
        try {
          body = JSON.parse(current.responseText);
        } catch {
          return finish(null);
        }
        const fileName = readUploadedFileName(body);
        finish(fileName === null ? null : { fileName });
      };
      current.onerror = () => finish(null);
      current.onabort = () => finish(null);
      current.ontimeout = () => finish(null);
      current.open("POST", url);
      current.setRequestHeader("Accept", "application/json");
      const form = new FormData();
      form.append("file", file, file.name);
      current.send(form);
      signal?.addEventListener("abort", onAbort, { once: true });
    } catch {
      finish(null);
    }
  });
}
