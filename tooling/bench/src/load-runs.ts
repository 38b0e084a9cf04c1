// autocannon as issue 12 measures: 10 s at 50 connections, a browser's Accept-Encoding.
import autocannon from "autocannon";

export interface LoadRun {
  name: string;
  path: string;
  requestsPerSecond: number;
  p99Ms: number;
  failures: number;
}

export async function loadRun(origin: string, name: string, path: string): Promise<LoadRun> {
  const url = `${origin}${path}`;
  const headers = { "accept-encoding": "br, gzip" };
  // Warm: the page rendered once and cached, the file read once.
  await fetch(url, { headers });
  const result = await autocannon({ url, connections: 50, duration: 10, headers });
  return {
    name,
    path,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}
