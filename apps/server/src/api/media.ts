// Media under /api/profile/ (content/media) and brochures under /PDF/ (content/pdf), D1 and
// spec 7. Uploads live elsewhere (the data folder) and have no route at all (D4).
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { join } from "node:path";
import { BROCHURE_PREFIX, MEDIA_PREFIX } from "../server-paths";

// Media names are not content-hashed: a week, then revalidated by ETag / Last-Modified.
const MEDIA_CACHE_SECONDS = 7 * 24 * 60 * 60;

export async function registerMedia(app: FastifyInstance, contentDir: string): Promise<void> {
  for (const [folder, prefix] of [
    ["media", MEDIA_PREFIX],
    ["pdf", BROCHURE_PREFIX],
  ] as const) {
    await app.register(fastifyStatic, {
      root: join(contentDir, folder),
      prefix,
      decorateReply: false,
      index: false,
      redirect: false,
      dotfiles: "deny",
      maxAge: MEDIA_CACHE_SECONDS * 1000,
      // An edition deployed on its own origin (D1) shows these images too.
      setHeaders(reply) {
        reply.header("cross-origin-resource-policy", "cross-origin");
      },
    });
  }
}
