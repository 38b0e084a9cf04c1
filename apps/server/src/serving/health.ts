// D13: `GET /healthz` (the process runs) and `GET /readyz` (it can serve: the database answers,
// and it is not stopping) for balancers and orchestrators. Never cached, limited, logged per
// request or in the sitemap; `/readyz` names what failed.
import type { FastifyInstance } from "fastify";

export const HEALTH_PATHS = ["/healthz", "/readyz"] as const;

/** One part a node needs to serve, by the name `/readyz` reports when it fails. */
export interface ReadinessCheck {
  name: string;
  ready(): Promise<boolean>;
}

export interface Readiness {
  checks: readonly ReadinessCheck[];
  /** True once the node has been told to stop (SIGTERM): balancers move away while it drains. */
  stopping(): boolean;
}

export function registerHealth(app: FastifyInstance, readiness: Readiness): void {
  app.get("/healthz", async (_request, reply) =>
    reply.header("cache-control", "no-store").send({ status: "ok" }),
  );
  app.get("/readyz", async (_request, reply) => {
    reply.header("cache-control", "no-store");
    if (readiness.stopping()) return reply.code(503).send({ status: "stopping" });
    const results = await Promise.all(
      readiness.checks.map(async (check) => ({ name: check.name, ok: await check.ready() })),
    );
    const failed = results.filter((result) => !result.ok).map((result) => result.name);
    return failed.length > 0
      ? reply.code(503).send({ status: "unavailable", failed })
      : reply.send({ status: "ready" });
  });
}
