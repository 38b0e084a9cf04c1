// The two calls a server-rendered page makes by itself, before any of its islands needs the
// API: D6's visit record and D3's country check. They use `fetch` alone, so the page's first
// script carries no HTTP library (issue 24, item 5); the client (`./client`) sends them through
// here too.
import { API_PREFIX, endpoints } from "./endpoints";
import { isWriteSuccess, readIpFlag } from "./envelope";
import { normalizeBaseUrl } from "./media";

export interface BeaconTarget {
  /** Where the API lives, `${baseUrl}/api`; "" for the same origin. */
  baseUrl: string;
  fetch?: typeof fetch;
  /** Default 10000, as RuoYi's own front end waits. */
  timeoutMs?: number;
}

async function bodyOf(target: BeaconTarget, path: string, init: RequestInit): Promise<unknown> {
  const send = target.fetch ?? globalThis.fetch;
  const abort = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A fetch that ignores its signal still ends the call.
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      abort.abort();
      reject(new Error("timeout"));
    }, target.timeoutMs ?? 10_000);
  });
  try {
    const url = `${normalizeBaseUrl(target.baseUrl)}${API_PREFIX}/${path}`;
    const response = await Promise.race([send(url, { ...init, signal: abort.signal }), timedOut]);
    return response.ok ? ((await response.json()) as unknown) : undefined;
  } catch {
    // network error, timeout, invalid JSON
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/** D6: one visit record; true when the server stored it. */
export async function recordVisit(target: BeaconTarget, label: string): Promise<boolean> {
  const body = await bodyOf(target, endpoints.visit, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ userType: label }),
    // A record sent as the visitor leaves still arrives.
    keepalive: true,
  });
  return isWriteSuccess(body);
}

/** D3: whether the visitor is in the country; null when the server cannot tell. */
export async function getIpFlag(target: BeaconTarget): Promise<boolean | null> {
  return readIpFlag(await bodyOf(target, endpoints.ipFlag, { method: "GET" }));
}
