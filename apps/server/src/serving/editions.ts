// D1: serving the built editions on one origin.
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { existsSync } from "node:fs";
import { stat } from "node:fs/promises";
import { relative, resolve, sep } from "node:path";
import {
  editionForPath,
  normalizeRoutePath,
  readEditionPages,
  type Edition,
  type EditionDist,
  type EditionPages,
} from "../editions";
import { ruoyiError } from "../ruoyi";

const HASHED_ASSET = /\/assets\/(zh|en)\//;

export async function registerEditions(
  app: FastifyInstance,
  editions: readonly EditionDist[],
): Promise<void> {
  const builtEditions = editions.filter((edition) => existsSync(edition.root));
  if (builtEditions.length > 0) {
    // Only for reply.sendFile: which file to send is decided below, across both dist folders.
    await app.register(fastifyStatic, {
      root: builtEditions.map((edition) => edition.root),
      serve: false,
      index: false,
      setHeaders(reply, filePath) {
        reply.header(
          "cache-control",
          HASHED_ASSET.test(filePath) ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
    });
  }

  /** D1: a file that exists in either dist folder is served as is. */
  async function findDistFile(pathname: string): Promise<{ root: string; file: string } | null> {
    for (const { root } of builtEditions) {
      const absolute = resolve(root, `.${pathname}`);
      if (!absolute.startsWith(resolve(root) + sep)) continue;
      const info = await stat(absolute).catch(() => null);
      if (info?.isFile()) return { root, file: relative(root, absolute) };
    }
    return null;
  }

  const pagesCache = new Map<Edition, EditionPages | null>();
  async function pagesOf(edition: Edition): Promise<EditionPages | null> {
    if (!pagesCache.has(edition)) {
      const dist = editions.find((candidate) => candidate.edition === edition);
      pagesCache.set(edition, dist ? await readEditionPages(dist) : null);
    }
    return pagesCache.get(edition) ?? null;
  }

  // D1: any other path gets its edition's index.html; unknown routes with status 404, so the
  // edition's own not-found view renders under a truthful status.
  async function servePath(request: FastifyRequest, reply: FastifyReply) {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(request.url, "http://localhost").pathname);
    } catch {
      return reply.code(400).send(ruoyiError(400, "Bad Request"));
    }
    // A missing media file or brochure (the static handlers pass it on to the not-found handler).
    if (pathname.startsWith("/api/") || pathname.startsWith("/PDF/")) {
      return reply.code(404).send(ruoyiError(404, "资源不存在"));
    }
    const distFile = await findDistFile(pathname);
    if (distFile) return reply.sendFile(distFile.file, distFile.root);
    const edition = editionForPath(pathname);
    const pages = await pagesOf(edition);
    if (!pages) {
      return reply
        .code(503)
        .type("text/plain; charset=utf-8")
        .send(`The ${edition} edition has not been built: run \`pnpm build\`.`);
    }
    const known = pages.paths.has(normalizeRoutePath(pathname));
    return reply
      .code(known ? 200 : 404)
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .send(pages.indexHtml);
  }

  // A route, not only the not-found handler: route hooks (compression) apply to routes.
  app.get("/*", servePath);
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      return reply.code(404).send(ruoyiError(404, "Not Found"));
    }
    return servePath(request, reply);
  });
}
