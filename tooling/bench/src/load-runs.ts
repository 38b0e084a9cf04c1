// autocannon as issue 12 measures: 10 s at 50 connections, a browser's Accept-Encoding.
import autocannon from "autocannon";
import { get } from "./get";

export interface LoadRun {
  name: string;
  path: string;
  requestsPerSecond: number;
  p99Ms: number;
  failures: number;
}

/**
 * Over HTTPS autocannon speaks HTTP/1.1 (it has no HTTP/2), which the site answers as well.
 * `varying` gives each request its own path (n counts up from 0): a call no cache has seen.
 */
export async function loadRun(
  origin: string,
  ca: string | null,
  name: string,
  path: string,
  varying?: (n: number) => string,
): Promise<LoadRun> {
  const url = `${origin}${path}`;
  const headers = { "accept-encoding": "br, gzip" };
  // Warm: the page rendered once and cached, the file read once.
  await get(url, { ca, headers });
  let sent = 0;
  const result = await autocannon({
    url,
    connections: 50,
    duration: 10,
    headers,
    ...(varying
      ? { requests: [{ setupRequest: (request) => ({ ...request, path: varying(sent++) }) }] }
      : {}),
    ...(ca ? { tlsOptions: { ca } } : {}),
  });
  return {
    name,
    path,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}
