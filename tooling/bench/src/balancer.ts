// HAProxy (Debian's `haproxy`) in front of the bench's nodes (issue 27, item 7), as README's
// "Several nodes" shows: it asks each node's /readyz every second, takes a node out at its first
// 503 and back after two 200s, tries a request again on another node when the connection it
// picked was closed under it, and sends visitors to the nodes anyway when none is ready.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { get } from "./get";
import { freePort } from "./site-server";

export interface Balancer {
  origin: string;
  /** The state HAProxy holds for each node, by name: "UP", "DOWN", "MAINT", ... */
  states(): Promise<Record<string, string>>;
  stop(): Promise<void>;
}

export function haproxyConfig(
  port: number,
  statsPort: number,
  nodes: ReadonlyArray<{ name: string; port: number }>,
): string {
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  timeout http-keep-alive 10s
  option http-keep-alive
  # Each visitor's own address, which the nodes believe from SITE_TRUST_PROXY.
  option forwardfor
  # A request whose connection a stopping node closed goes to the other node.
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response response-timeout

frontend site
  bind 127.0.0.1:${port}
  default_backend nodes

backend nodes
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  default-server inter 1s fall 1 rise 2
${nodes.map((node) => `  server ${node.name} 127.0.0.1:${node.port} check`).join("\n")}
  # When no node says it is ready (the database or Redis away everywhere), visitors still go to
  # them: they serve cached pages and answer what they cannot do themselves, with a RuoYi body.
${nodes.map((node) => `  server ${node.name}-anyway 127.0.0.1:${node.port} backup`).join("\n")}

frontend stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /stats
`;
}

export async function startBalancer(
  nodes: ReadonlyArray<{ name: string; port: number }>,
  port: number,
): Promise<Balancer> {
  const dir = mkdtempSync(join(tmpdir(), "site-bench-haproxy-"));
  const statsPort = await freePort();
  const configFile = join(dir, "haproxy.cfg");
  writeFileSync(configFile, haproxyConfig(port, statsPort, nodes));
  const child: ChildProcess = spawn("haproxy", ["-db", "-f", configFile], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const failed = new Promise<never>((_, reject) => {
    child.once("error", (error) =>
      reject(new Error(`haproxy did not start (${error.message}): apt-get install haproxy`)),
    );
  });
  const balancer: Balancer = {
    origin: `http://127.0.0.1:${port}`,
    async states() {
      const csv = (await get(`http://127.0.0.1:${statsPort}/stats;csv`)).body.toString("utf8");
      const [header = "", ...lines] = csv.replace(/^# /, "").trim().split("\n");
      const columns = header.split(",");
      const states: Record<string, string> = {};
      for (const line of lines) {
        const cells = line.split(",");
        const row = Object.fromEntries(columns.map((name, index) => [name, cells[index] ?? ""]));
        const checked = row.svname !== "BACKEND" && row.svname !== "FRONTEND" && row.bck !== "1";
        if (row.pxname === "nodes" && checked) {
          states[row.svname!] = row.status!.split(" ")[0]!;
        }
      }
      return states;
    },
    async stop() {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await Promise.race([
    failed,
    waitUntil(balancer, "every node UP", (states) =>
      Object.values(states).every((s) => s === "UP"),
    ),
  ]);
  return balancer;
}

/** Polls HAProxy's view until `holds`; fails after 30 s. */
export async function waitUntil(
  balancer: Balancer,
  what: string,
  holds: (states: Record<string, string>) => boolean,
): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const states = await balancer.states();
      if (Object.keys(states).length > 0 && holds(states)) return;
    } catch {
      // HAProxy not listening yet
    }
    if (Date.now() > deadline) throw new Error(`HAProxy: not ${what} within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
