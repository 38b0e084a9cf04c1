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
import {
  inProcessFetch,
  isRedirect,
  loadServerEntry,
  type EditionServerEntry,
  type PublicSite,
} from "./page-renderer";
import type { EditionPlace } from "@site/api/language-pairs";
import { fixtureFetch, testRequest } from "./test-mode";
import type { Produced, ResponseCache } from "./response-cache";
import { sendAnswer } from "./send-answer";
import { pageQuery, type PageId } from "@site/api/page-catalog";
import { CONSULT_FORM_KIND, SENT_PARAM, type ConsultFormReturn } from "@site/forms/form-post";
import { registerConsultFormPosts } from "./consult-form-post";

const HASHED_ASSET = /\/assets\/(zh|en)\//;
/**
 * Pages are checked for changes on every visit; `no-transform` keeps Baidu's and carriers'
 * transcoding proxies from rewriting them (issue 13).
 */
const PAGE_CACHE_CONTROL = "no-cache, no-transform";
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

  /** An edition's place for absolute URLs: its public origin and the routes its build declared. */
  async function placeOf(edition: Lang): Promise<EditionPlace | null> {
    const pages = await pagesOf(edition);
    if (!pages || !publicUrls) return null;
    return { lang: edition, origin: publicUrls[edition], routes: Object.fromEntries(pages.pages) };
  }

  async function publicSiteOf(edition: Lang): Promise<PublicSite | null> {
    const own = await placeOf(edition);
    return own ? { own, other: await placeOf(edition === "zh" ? "en" : "zh") } : null;
  }

  const entries = new Map<Lang, Promise<EditionServerEntry | null>>();
  function serverEntryOf(edition: Lang): Promise<EditionServerEntry | null> {
    let entry = entries.get(edition);
    if (!entry) {
      const path = editions.find((candidate) => candidate.edition === edition)?.serverEntry;
      entry = path ? loadServerEntry(path) : Promise.resolve(null);
      entries.set(edition, entry);
    }
    return entry;
  }

  /**
   * Issue 12, item 5: what a page is rendered from, and cached under: its path and the query
   * parameters its page renders from (a menu `key` or a tracking parameter changes nothing).
   * Null for a path of no known page (the not-found view): rendered as asked, never kept.
   */
  function renderKey(pathname: string, search: URLSearchParams, pages: EditionPages | null) {
    const page = pages?.pages.get(normalizeRoutePath(pathname));
    if (!page) return null;
    const kept = new URLSearchParams();
    for (const name of pageQuery(page as PageId)) {
      const value = search.get(name);
      if (value !== null) kept.set(name, value);
    }
    // Issue 24: the page a consultation sent without script returns to shows the sent message.
    if (search.get(SENT_PARAM) === CONSULT_FORM_KIND) kept.set(SENT_PARAM, CONSULT_FORM_KIND);
    const query = kept.toString();
    return query ? `${pathname}?${query}` : pathname;
  }

  async function produce(
    entry: EditionServerEntry,
    url: string,
    calls: ReturnType<typeof inProcessFetch>,
    publicSite: PublicSite | null,
    formReturn: ConsultFormReturn | null = null,
  ): Promise<Produced> {
    const result = await entry.render({ url, fetch: calls.fetch, publicSite, formReturn });
    if (isRedirect(result)) {
      return {
        status: result.status,
        contentType: "text/plain",
        body: "",
        cacheable: false,
        location: result.redirect,
      };
    }
    return {
      status: result.status,
      contentType: "text/html; charset=utf-8",
      body: result.html,
      // A page rendered while a read failed shows that section empty (D3): sent, never kept.
      cacheable: calls.complete(),
    };
  }

  /**
   * Issue 12: the route rendered on the server, with its data; true once sent. False when the
   * edition has no built server entry, or the render failed (logged): the client shell is sent
   * instead, and the browser renders the page as it always could. (A boolean, not the reply:
   * a reply is thenable, and awaiting it yields undefined, which read as "not sent".)
   */
  async function renderPage(
    request: FastifyRequest,
    reply: FastifyReply,
    pathname: string,
    search: URLSearchParams,
    form: { returned: ConsultFormReturn; status: number } | null = null,
  ): Promise<boolean> {
    const test = testFixtures ? testRequest(request) : null;
    if (test?.mode === "shell") return false;
    const edition = editionForPath(pathname);
    try {
      const entry = await serverEntryOf(edition);
      if (!entry) return false;
      const key = renderKey(pathname, search, await pagesOf(edition));
      const publicSite = await publicSiteOf(edition);
      const answer =
        key && pageCache && !test && !form
          ? await pageCache.get(key, () => produce(entry, key, inProcessFetch(app), publicSite))
          : await produce(
              entry,
              key ?? request.url,
              test ? fixtureFetch(test.bad) : inProcessFetch(app),
              publicSite,
              form?.returned,
            );
      // A form that came back is this visitor's alone: never kept, under its own status.
      if (form) Object.assign(answer, { status: form.status, cacheable: false });
      if ("location" in answer && answer.location) {
        reply.redirect(answer.location, answer.status);
      } else {
        sendAnswer(request, reply, answer, PAGE_CACHE_CONTROL);
      }
      return true;
    } catch (error) {
      request.log.error({ err: error }, `server render of ${pathname} failed; sent the shell`);
      return false;
    }
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
      .header("cache-control", PAGE_CACHE_CONTROL)
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
    let search: URLSearchParams;
    try {
      const url = new URL(request.url, "http://localhost");
      pathname = decodeURIComponent(url.pathname);
      search = url.searchParams;
    } catch {
      return refusePage(request, reply, 400);
    }
    // A missing media file or brochure (the static handlers pass it on to the not-found handler).
    if (pathname.startsWith("/api/") || pathname.startsWith("/PDF/")) {
      return reply.code(404).send(ruoyiError(404, serverMessage("notFound", requestLang(request))));
    }
    const distFile = await findDistFile(pathname);
    if (distFile) return reply.sendFile(distFile.file, distFile.root);
    if (await renderPage(request, reply, pathname, search)) return reply;
    const pages = await pagesOf(editionForPath(pathname));
    const known = pages?.paths.has(normalizeRoutePath(pathname)) ?? false;
    return sendPage(request, reply, pathname, known ? 200 : 404);
  }

  // Files are sent precompressed or as they are, and pages from memory in their precompressed
  // variants: nothing on this route is compressed per request.
  async function refuseOtherMethod(request: FastifyRequest, reply: FastifyReply) {
    const status = 404;
    if (request.url.startsWith("/api/") || request.url.startsWith("/PDF/")) {
      return reply
        .code(status)
        .send(ruoyiError(status, serverMessage("notFound", requestLang(request))));
    }
    return refusePage(request, reply, status);
  }

  app.get("/*", servePath);
  await registerConsultFormPosts(app, {
    async pageEdition(pathname) {
      if (pathname.startsWith("/api/") || pathname.startsWith("/PDF/")) return null;
      const edition = editionForPath(pathname);
      const pages = await pagesOf(edition);
      return pages?.paths.has(normalizeRoutePath(pathname)) ? edition : null;
    },
    async renderReturn(request, reply, url, returned, status) {
      const { pathname, searchParams } = new URL(url, "http://localhost");
      const rendered = await renderPage(
        request,
        reply,
        decodeURIComponent(pathname),
        searchParams,
        {
          returned,
          status,
        },
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
