// Issue 25, item 1: PostgreSQL as a setting. What the operator sees when the URL or the
// database is wrong, and how SITE_DATABASE_CA reaches `pg`.
import { spawnSync } from "node:child_process";
import { createServer, type Server, type Socket } from "node:net";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  DatabaseUnavailableError,
  describeDatabaseUrl,
  openDatabase,
  postgresConnectionString,
} from "./database";

const packageDir = fileURLToPath(new URL("../..", import.meta.url));

describe("PostgreSQL settings", () => {
  it("names the database without its password", () => {
    expect(
      describeDatabaseUrl("postgres://site:s3cret@db.internal:5432/site?sslmode=require"),
    ).toBe("postgres://site@db.internal:5432/site");
  });

  it("gives pg the CA file as sslrootcert, and checks the certificate unless the URL says how", () => {
    const withCa = new URL(postgresConnectionString("postgres://site:pw@db/site", "/etc/ca.pem"));
    expect(withCa.searchParams.get("sslrootcert")).toBe("/etc/ca.pem");
    expect(withCa.searchParams.get("sslmode")).toBe("verify-full");
    const required = new URL(
      postgresConnectionString("postgres://site:pw@db/site?sslmode=require", "/etc/ca.pem"),
    );
    expect(required.searchParams.get("sslmode")).toBe("require");
    expect(postgresConnectionString("postgres://site:pw@db/site")).toBe(
      "postgres://site:pw@db/site",
    );
  });

  it("gives up on a database that does not answer, in one line without the password", async () => {
    // A port that accepts connections and never answers, as a dropped route does.
    const sockets = new Set<Socket>();
    const silent: Server = createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as { port: number };
    const started = Date.now();
    try {
      const opening = openDatabase(
        { engine: "postgres", url: `postgres://site:s3cret@127.0.0.1:${port}/site`, poolSize: 2 },
        { startTimeoutMs: 1_500 },
      );
      await expect(opening).rejects.toBeInstanceOf(DatabaseUnavailableError);
      const message = await opening.catch((error: Error) => error.message);
      expect(message).toMatch(
        new RegExp(
          `^SITE_DATABASE_URL: postgres://site@127.0.0.1:${port}/site did not answer within 1.5 s`,
        ),
      );
      expect(message).not.toContain("s3cret");
      expect(message).not.toContain("\n");
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });

  it("stops the server with one line when the URL is not PostgreSQL", () => {
    const result = spawnSync(process.execPath, ["--import", "tsx", "src/main.ts"], {
      cwd: packageDir,
      env: { ...process.env, PORT: "0", SITE_DATABASE_URL: "mysql://site:s3cret@127.0.0.1/site" },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      "SITE_DATABASE_URL must be a postgres:// URL (got mysql://…)",
    );
  });
});
