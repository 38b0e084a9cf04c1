import { robotsTxt } from "@site/api/sitemap";
import type { Lang } from "@site/forms/lang";
import type { FastifyInstance } from "fastify";

/** robots.txt naming the sitemap at each edition's public origin (one when they share it). */
export function registerRobots(
  app: FastifyInstance,
  publicUrls: Readonly<Record<Lang, string>>,
): void {
  const body = robotsTxt(
    Object.values(publicUrls).map((origin) => new URL("/sitemap.xml", origin).href),
  );
  app.get("/robots.txt", async (_request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=86400")
      .send(body),
  );
}
