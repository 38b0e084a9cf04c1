// The server as an operator runs it: src/main.ts in a process of its own, for the tests of what
// only a process shows (a SIGKILL, a SIGTERM, two processes starting at once).
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { DatabaseTarget } from "../db/database";

const packageDir = fileURLToPath(new URL("../..", import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:<port> */
  base: string;
  /** What it printed until it listened. */
  output: string;
  exited: Promise<number | null>;
}

/** The settings that point a server at a test's database (test-database.ts). */
export function databaseEnv(target: DatabaseTarget, dataDir: string): NodeJS.ProcessEnv {
  return {
    SITE_DATA_DIR: dataDir,
    ...(target.engine === "postgres" ? { SITE_DATABASE_URL: target.url } : {}),
  };
}

/**
 * Starts src/main.ts on a free port; resolves once it listens. Node with tsx's loader, not the
 * tsx command: that one runs the server in a child process, which a SIGKILL of the command
 * would leave running.
 */
export function startServerProcess(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: packageDir,
    env: { ...process.env, HOST: "127.0.0.1", PORT: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening?.[1]) {
        clearTimeout(timer);
        resolve({ child, base: listening[1], output, exited });
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    void exited.then((code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

/** Ends the processes still running (SIGKILL) and waits for them. */
export async function killAll(processes: readonly ChildProcess[]): Promise<void> {
  const running = processes.filter((child) => child.exitCode === null && child.signalCode === null);
  const exits = running.map((child) => new Promise((resolve) => child.once("exit", resolve)));
  for (const child of running) child.kill("SIGKILL");
  await Promise.all(exits);
}
