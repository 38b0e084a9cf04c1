import type { Lang } from "@site/forms/lang";
// D1: serving the built editions on one origin.
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { existsSync } from "node:fs";
import { stat } from "node:fs/promises";
import { relative, resolve, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import {
  editionForPath,
  normalizeRoutePath,
  readEditionPages,
  type EditionDist,
  type EditionPages,
} from "../editions";
import type { PageRefusal } from "../api/errors";
import { requestLang } from "../api/language";
import { ruoyiError } from "../ruoyi";
import { preferredEncoding } from "./compression";
import { serverMessage } from "../server-messages";

const HASHED_ASSET = /\/assets\/(zh|en)\//;
/** Source maps stay on disk, never served (issue 14, item 1). */
const SOURCE_MAP = /\.map$/i;

interface PageBodies {
  identity: string;
  br: Buffer;
  gzip: Buffer;
}

/** index.html compressed once, when first sent. */
function pageBodies(html: string): PageBodies {
  return {
    identity: html,
    br: brotliCompressSync(html, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }),
    gzip: gzipSync(html, { level: 9 }),
  };
}

/** Registers the pages and files; returns how a refused page request is answered. */
export async function registerEditions(
  app: FastifyInstance,
  editions: readonly EditionDist[],
): Promise<PageRefusal> {
  const builtEditions = editions.filter((edition) => existsSync(edition.root));
  if (builtEditions.length > 0) {
    // Only for reply.sendFile: which file to send is decided below, across both dist folders.
    await app.register(fastifyStatic, {
      root: builtEditions.map((edition) => edition.root),
      serve: false,
      index: false,
      // The build writes .br and .gz beside each text asset (packages/ui's edition config):
      // they are sent as they are, so no large file is compressed per request (issue 14).
      preCompressed: true,
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
    if (SOURCE_MAP.test(pathname)) return null;
    for (const { root } of builtEditions) {
      const absolute = resolve(root, `.${pathname}`);
      if (!absolute.startsWith(resolve(root) + sep)) continue;
      const info = await stat(absolute).catch(() => null);
      if (info?.isFile()) return { root, file: relative(root, absolute) };
    }
    return null;
  }

  const bodiesCache = new Map<Lang, PageBodies>();
  const pagesCache = new Map<Lang, EditionPages | null>();
  async function pagesOf(edition: Lang): Promise<EditionPages | null> {
    if (!pagesCache.has(edition)) {
      const dist = editions.find((candidate) => candidate.edition === edition);
      pagesCache.set(edition, dist ? await readEditionPages(dist) : null);
    }
    return pagesCache.get(edition) ?? null;
  }

  /** The edition's page under `status`: its shell renders the route, or its not-found view. */
  async function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    pathname: string,
    status: number,
  ) {
    const edition = editionForPath(pathname);
    const pages = await pagesOf(edition);
    if (!pages) {
      return reply
        .code(status === 200 || status === 404 ? 503 : status)
        .type("text/plain; charset=utf-8")
        .send(`The ${edition} edition has not been built: run \`pnpm build\`.`);
    }
    let bodies = bodiesCache.get(edition);
    if (!bodies) {
      bodies = pageBodies(pages.indexHtml);
      bodiesCache.set(edition, bodies);
    }
    const encoding = preferredEncoding(request.headers["accept-encoding"]);
    reply
      .code(status)
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .header("vary", "accept-encoding");
    if (encoding) reply.header("content-encoding", encoding);
    return reply.send(encoding ? bodies[encoding] : bodies.identity);
  }

  // D11: a client mistake on a page path gets the edition's page (its not-found view for the
  // unknown path), never a JSON body. The path is the raw one: it may not decode.
  const refusePage: PageRefusal = (request, reply, status) =>
    sendPage(request, reply, request.url.split("?")[0] ?? "/", status);

  // D1: any other path gets its edition's index.html; unknown routes with status 404, so the
  // edition's own not-found view renders under a truthful status.
  async function servePath(request: FastifyRequest, reply: FastifyReply) {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(request.url, "http://localhost").pathname);
    } catch {
      return refusePage(request, reply, 400);
    }
    // A missing media file or brochure (the static handlers pass it on to the not-found handler).
    if (pathname.startsWith("/api/") || pathname.startsWith("/PDF/")) {
      return reply.code(404).send(ruoyiError(404, serverMessage("notFound", requestLang(request))));
    }
    const distFile = await findDistFile(pathname);
    if (distFile) return reply.sendFile(distFile.file, distFile.root);
    const pages = await pagesOf(editionForPath(pathname));
    const known = pages?.paths.has(normalizeRoutePath(pathname)) ?? false;
    return sendPage(request, reply, pathname, known ? 200 : 404);
  }

  // Files are sent precompressed or as they are, and pages from memory in their precompressed
  // variants: nothing on this route is compressed per request.
  app.get("/*", servePath);
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      const status = 404;
      if (request.url.startsWith("/api/") || request.url.startsWith("/PDF/")) {
        return reply
          .code(status)
          .send(ruoyiError(status, serverMessage("notFound", requestLang(request))));
      }
      return refusePage(request, reply, status);
    }
    return servePath(request, reply);
  });
  return refusePage;
}
