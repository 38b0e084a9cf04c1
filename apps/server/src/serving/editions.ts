// D1: both built editions served on one origin: their files, their pages rendered on the
// server (or their shell), and the not-found answers. Each part is a module of its own; this one
// routes a request to them.
import type { Lang } from "@site/forms/lang";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { PageRefusal } from "../api/errors";
import { requestLang } from "../api/language";
import { editionForPath, normalizeRoutePath, type EditionDist } from "../editions";
import { ruoyiError } from "../ruoyi";
import { serverMessage } from "../server-messages";
import { isServerPath } from "../server-paths";
import { registerConsultFormPosts } from "./consult-form-post";
import { registerDistFiles } from "./dist-files";
import { editionBuilds } from "./edition-builds";
import { pageRendering } from "./page-rendering";
import type { ResponseCache } from "./response-cache";
import { shellPages } from "./shell-page";

/** Registers the pages and files; returns how a refused page request is answered. */
export async function registerEditions(
  app: FastifyInstance,
  editions: readonly EditionDist[],
  {
    testFixtures = false,
    pageCache,
    publicUrls,
  }: {
    testFixtures?: boolean;
    pageCache?: ResponseCache;
    /** Each edition's public origin (issue 13); the page heads carry no absolute URL without. */
    publicUrls?: Readonly<Record<Lang, string>>;
  } = {},
): Promise<PageRefusal> {
  const findDistFile = await registerDistFiles(app, editions);
  const builds = editionBuilds(editions, publicUrls);
  const renderPage = pageRendering(app, builds, { pageCache, testFixtures });
  const sendShell = shellPages(builds);

  // D11: a client mistake on a page path gets the edition's page (its not-found view for the
  // unknown path), never a JSON body. The path is the raw one: it may not decode.
  const refusePage: PageRefusal = (request, reply, status) =>
    sendShell(request, reply, request.url.split("?")[0] ?? "/", status);

  /** An API or brochure path nothing answered: the API's not-found body (spec 7). */
  function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
    return reply.code(404).send(ruoyiError(404, serverMessage("notFound", requestLang(request))));
  }

  // D1: any other path gets its edition's page, rendered on the server or as its shell; unknown
  // routes with status 404, so the edition's own not-found view renders under a truthful status.
  async function servePath(request: FastifyRequest, reply: FastifyReply) {
    let pathname: string;
    let search: URLSearchParams;
    try {
      const url = new URL(request.url, "http://localhost");
      pathname = decodeURIComponent(url.pathname);
      search = url.searchParams;
    } catch {
      return refusePage(request, reply, 400);
    }
    // A missing media file or brochure (the static handlers pass it on to the not-found handler).
    if (isServerPath(pathname)) return apiNotFound(request, reply);
    const distFile = await findDistFile(pathname);
    if (distFile) return reply.sendFile(distFile.file, distFile.root);
    if (await renderPage(request, reply, pathname, search)) return reply;
    const pages = await builds.pagesOf(editionForPath(pathname));
    const known = pages?.paths.has(normalizeRoutePath(pathname)) ?? false;
    return sendShell(request, reply, pathname, known ? 200 : 404);
  }

  // Files are sent precompressed or as they are, and pages from memory in their precompressed
  // variants: nothing on this route is compressed per request.
  async function refuseOtherMethod(request: FastifyRequest, reply: FastifyReply) {
    if (isServerPath(request.url)) return apiNotFound(request, reply);
    return refusePage(request, reply, 404);
  }

  app.get("/*", servePath);
  await registerConsultFormPosts(app, {
    async pageEdition(pathname) {
      if (isServerPath(pathname)) return null;
      const edition = editionForPath(pathname);
      const pages = await builds.pagesOf(edition);
      return pages?.paths.has(normalizeRoutePath(pathname)) ? edition : null;
    },
    async renderReturn(request, reply, url, returned, status) {
      const { pathname, searchParams } = new URL(url, "http://localhost");
      const form = { returned, status };
      const rendered = await renderPage(
        request,
        reply,
        decodeURIComponent(pathname),
        searchParams,
        form,
      );
      // Without a server entry there is no form to come back to: the shell, under the status.
      if (!rendered) return refusePage(request, reply, status);
      return reply;
    },
    refusePage,
    notFound: refuseOtherMethod,
    publicOrigins: Object.values(publicUrls ?? {}).map((href) => new URL(href).origin),
  });
  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") {
      return refuseOtherMethod(request, reply);
    }
    return servePath(request, reply);
  });
  return refusePage;
}
