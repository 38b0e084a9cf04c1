import { describe, expect, it, vi } from "vitest";
import { createApi } from "./client";
import { answerApiRequest } from "./fixtures";

const BASE = "http://test.local";

/** Just enough of XMLHttpRequest for the upload, driven by the test. */
class FakeXhr {
  method = "";
  url = "";
  body: unknown = undefined;
  headers: Record<string, string> = {};
  status = 0;
  responseText = "";
  aborted = false;
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === "string" ? body : JSON.stringify(body);
    this.onload?.();
  }
  fail() {
    this.onerror?.();
  }
}

function setup(baseUrl = BASE) {
  const xhrs: FakeXhr[] = [];
  const api = createApi({
    lang: "zh",
    baseUrl,
    createXhr: () => {
      const xhr = new FakeXhr();
      xhrs.push(xhr);
      return xhr as unknown as XMLHttpRequest;
    },
  });
  const current = () => {
    const xhr = xhrs.at(-1);
    if (!xhr) throw new Error("no XMLHttpRequest was created");
    return xhr;
  };
  return { api, xhrs, current };
}

const receipt = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "receipt.png", { type: "image/png" });

describe("uploadImage (D4)", () => {
  it("posts multipart form data with the field file and resolves the stored fileName", async () => {
    const { api, current } = setup();
    const file = receipt();
    const result = api.uploadImage(file);
    const xhr = current();
    expect(xhr.method).toBe("POST");
    expect(xhr.url).toBe(`${BASE}/api/common/upload2`);
    expect(xhr.body).toBeInstanceOf(FormData);
    const form = xhr.body as FormData;
    expect([...form.keys()]).toEqual(["file"]);
    const sentFile = form.get("file") as File;
    expect(sentFile.name).toBe("receipt.png");
    expect(sentFile.size).toBe(4);

    const answer = answerApiRequest("POST", new URL(xhr.url), form);
    xhr.respond(answer?.status ?? 500, answer?.body);
    await expect(result).resolves.toEqual({
      fileName: "/profile/upload/2026/11/25/receipt_20261125103000A001.png",
    });
  });

  it("is same-origin by default", () => {
    const { api, current } = setup("");
    void api.uploadImage(receipt());
    expect(current().url).toBe("/api/common/upload2");
  });

  it("reports progress fractions from upload.onprogress", async () => {
    const { api, current } = setup();
    const onProgress = vi.fn<(fraction: number) => void>();
    const result = api.uploadImage(receipt(), { onProgress });
    const xhr = current();
    xhr.progress(0, 4000);
    xhr.progress(1000, 4000);
    xhr.progress(2000, 4000, false);
    xhr.progress(4000, 4000);
    xhr.respond(200, {
      code: 200,
      msg: "操作成功",
      fileName: "/profile/upload/2026/11/25/receipt_20261125103000A001.png",
    });
    await result;
    expect(onProgress.mock.calls.map(([fraction]) => fraction)).toEqual([0, 0.25, 1]);
  });

  it("accepts the fileName inside data too", async () => {
    const { api, current } = setup();
    const result = api.uploadImage(receipt());
    current().respond(200, { code: 200, data: { fileName: "/profile/upload/x.png" } });
    await expect(result).resolves.toEqual({ fileName: "/profile/upload/x.png" });
  });

  it.each([
    ["code 500 with HTTP 200", 200, { code: 500, msg: "文件[x.webp]后缀[webp]不正确" }],
    ["HTTP 413", 413, { code: 413, msg: "图片不能超过10MB" }],
    ["HTTP 415", 415, { code: 415, msg: "仅支持 JPG/PNG" }],
    ["a success without fileName", 200, { code: 200, msg: "操作成功" }],
    ["a fileName that is not text", 200, { code: 200, fileName: 42 }],
    ["invalid JSON", 200, "<html>"],
  ])("resolves null on %s", async (_, status, body) => {
    const { api, current } = setup();
    const result = api.uploadImage(receipt());
    current().respond(status, body);
    await expect(result).resolves.toBeNull();
  });

  it("resolves null on a network error", async () => {
    const { api, current } = setup();
    const result = api.uploadImage(receipt());
    current().fail();
    await expect(result).resolves.toBeNull();
  });

  it("aborts the request when the signal aborts", async () => {
    const { api, current } = setup();
    const controller = new AbortController();
    const result = api.uploadImage(receipt(), { signal: controller.signal });
    controller.abort();
    await expect(result).resolves.toBeNull();
    expect(current().aborted).toBe(true);
  });

  it("sends nothing when the signal is already aborted", async () => {
    const { api, xhrs } = setup();
    const controller = new AbortController();
    controller.abort();
    await expect(api.uploadImage(receipt(), { signal: controller.signal })).resolves.toBeNull();
    expect(xhrs).toHaveLength(0);
  });

  it("resolves null when the request cannot even be opened", async () => {
    const api = createApi({
      lang: "en",
      baseUrl: BASE,
      createXhr: () => {
        throw new Error("XMLHttpRequest is not available");
      },
    });
    await expect(api.uploadImage(receipt())).resolves.toBeNull();
  });
});
