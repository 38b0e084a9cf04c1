import type { FastifyInstance } from "fastify";

export const ROBOTS_TXT = "User-agent: *\nAllow: /\nDisallow: /api/\n";

export function registerRobots(app: FastifyInstance): void {
  app.get("/robots.txt", async (_request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=86400")
      .send(ROBOTS_TXT),
  );
}
