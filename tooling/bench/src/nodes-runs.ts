// BENCH_NODES=2 (issue 27, item 7): two nodes of the built server on one PostgreSQL and one Redis
// behind HAProxy. autocannon drives visitors' requests (a cached page and a list call, in turn)
// through the balancer while the nodes are restarted one after the other with SIGTERM, as a
// deploy does; every failed request counts. Then the throughput of two nodes against one.
import autocannon from "autocannon";
import { startBalancer, waitUntil, type Balancer } from "./balancer";
import { createBenchDatabase } from "./bench-database";
import { get } from "./get";
import { freePort, startSiteServer, type RunningServer } from "./site-server";

const REDIS_URL = process.env.SITE_BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";
const PATHS = [
  "/kuaiji",
  "/api/pcsystem/TckgDynamic/list?dynamicType=1&pageNum=1&pageSize=10&language=0",
];
const CONNECTIONS = 50;
const headers = { "accept-encoding": "br, gzip" };

export interface NodesRun {
  name: string;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  p99Ms: number;
  failures: number;
}

export interface NodesRuns {
  oneNode: NodesRun;
  twoNodes: NodesRun;
  rollingRestart: NodesRun;
  /** What happened during the rolling restart, with seconds from its start. */
  steps: string[];
}

async function drive(origin: string, name: string, seconds: number): Promise<NodesRun> {
  for (const path of PATHS) await get(`${origin}${path}`, { headers });
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: seconds,
    headers,
    requests: PATHS.map((path) => ({ path })),
  });
  return {
    name,
    seconds,
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function nodesRuns(nodeCount: number): Promise<NodesRuns> {
  const database = await createBenchDatabase();
  const balancerPort = await freePort();
  const env = {
    SITE_REDIS_URL: REDIS_URL,
    SITE_REDIS_PREFIX: `bench-${process.pid}-${Date.now().toString(36)}:`,
    SITE_TRUST_PROXY: "127.0.0.1",
    SITE_PUBLIC_URL: `http://127.0.0.1:${balancerPort}`,
  };
  const ports = await Promise.all(Array.from({ length: nodeCount }, () => freePort()));
  const names = ports.map((_, index) => `node${index + 1}`);
  const start = (port: number) => startSiteServer(null, { databaseUrl: database.url, port, env });
  // All at once on the empty database, as a first deploy of several nodes does.
  const nodes: RunningServer[] = await Promise.all(ports.map(start));
  let balancer: Balancer | undefined;
  let single: Balancer | undefined;
  try {
    balancer = await startBalancer(
      ports.map((port, index) => ({ name: names[index]!, port })),
      balancerPort,
    );
    const steps: string[] = [];
    const began = Date.now();
    const at = () => `${((Date.now() - began) / 1000).toFixed(1)} s`;
    // Long enough for every node's drain (5 s), stop, start and two health checks.
    const seconds = 8 + nodeCount * 14;
    const load = drive(balancer.origin, "rolling restart", seconds);
    await pause(3_000);
    for (const [index, node] of nodes.entries()) {
      steps.push(`${at()} SIGTERM ${names[index]}`);
      await node.stop();
      steps.push(`${at()} ${names[index]} stopped`);
      nodes[index] = await start(ports[index]!);
      steps.push(`${at()} ${names[index]} started`);
      await waitUntil(balancer, `${names[index]} UP`, (states) => states[names[index]!] === "UP");
      steps.push(`${at()} ${names[index]} UP at the balancer`);
    }
    const rollingRestart = await load;
    if (steps.length < nodeCount * 4) throw new Error("the rolling restart did not finish");
    if (Date.now() - began > seconds * 1000 + 2_000) {
      steps.push(`${at()} the restarts outlasted the load run: the last ones were not under load`);
    }

    const twoNodes = await drive(balancer.origin, `${nodeCount} nodes`, 10);
    single = await startBalancer([{ name: names[0]!, port: ports[0]! }], await freePort());
    const oneNode = await drive(single.origin, "1 node", 10);
    return { oneNode, twoNodes, rollingRestart, steps };
  } finally {
    await single?.stop();
    await balancer?.stop();
    await Promise.all(nodes.map((node) => node.stop()));
    await database.drop();
  }
}
