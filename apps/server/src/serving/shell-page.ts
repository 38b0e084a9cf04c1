// D1: an edition's single-page shell (its built index.html), which renders any of its routes in
// the browser or its not-found view: sent when a page cannot be rendered on the server, and for
// a refused page request under the refusal's status (D11). Compressed once, when first sent.
import type { Lang } from "@site/forms/lang";
import type { FastifyReply, FastifyRequest } from "fastify";
import { editionForPath } from "../editions";
import { compressForKeeping, preferredEncoding, type CompressedBodies } from "./compression";
import type { EditionBuilds } from "./edition-builds";
import { PAGE_CACHE_CONTROL } from "./page-cache-control";

export type SendShell = (
  request: FastifyRequest,
  reply: FastifyReply,
  pathname: string,
  status: number,
) => Promise<FastifyReply>;

export function shellPages(builds: EditionBuilds): SendShell {
  const bodies = new Map<Lang, CompressedBodies & { identity: string }>();
  return async (request, reply, pathname, status) => {
    const edition = editionForPath(pathname);
    const pages = await builds.pagesOf(edition);
    if (!pages) {
      return reply
        .code(status === 200 || status === 404 ? 503 : status)
        .type("text/plain; charset=utf-8")
        .send(`The ${edition} edition has not been built: run \`pnpm build\`.`);
    }
    let shell = bodies.get(edition);
    if (!shell) {
      shell = { identity: pages.indexHtml, ...compressForKeeping(pages.indexHtml) };
      bodies.set(edition, shell);
    }
    const encoding = preferredEncoding(request.headers["accept-encoding"]);
    reply
      .code(status)
      .type("text/html; charset=utf-8")
      .header("cache-control", PAGE_CACHE_CONTROL)
      .header("vary", "accept-encoding");
    if (encoding) reply.header("content-encoding", encoding);
    return reply.send(encoding ? shell[encoding] : shell.identity);
  };
}
