// Issue 12: a route rendered on the server with its data, from its edition's server entry, and
// kept in the page cache when every read succeeded. In test mode (the browser tests) a request
// may ask for fixture data or for the shell instead.
import type { ConsultFormReturn } from "@site/forms/form-post";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { editionForPath } from "../editions";
import type { EditionBuilds } from "./edition-builds";
import { PAGE_CACHE_CONTROL } from "./page-cache-control";
import {
  inProcessFetch,
  isRedirect,
  type EditionServerEntry,
  type PublicSite,
  type RenderFetch,
} from "./page-renderer";
import { renderKey } from "./render-key";
import type { Produced, ResponseCache } from "./response-cache";
import { sendAnswer } from "./send-answer";
import { fixtureFetch, testRequest } from "./test-mode";

/** A consultation posted without script, coming back to its page (issue 24, item 4). */
export interface FormComingBack {
  returned: ConsultFormReturn;
  status: number;
}

/**
 * Renders and sends the page; true once sent. False when the edition has no built server entry,
 * or the render failed (logged): the caller sends the shell, and the browser renders the page
 * as it always could. (A boolean, not the reply: a reply is thenable, and awaiting it yields
 * undefined, which read as "not sent".)
 */
export type RenderPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  pathname: string,
  search: URLSearchParams,
  form?: FormComingBack | null,
) => Promise<boolean>;

async function produce(
  entry: EditionServerEntry,
  url: string,
  calls: RenderFetch,
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

export function pageRendering(
  app: FastifyInstance,
  builds: EditionBuilds,
  { pageCache, testFixtures }: { pageCache?: ResponseCache; testFixtures: boolean },
): RenderPage {
  return async (request, reply, pathname, search, form = null) => {
    const test = testFixtures ? testRequest(request) : null;
    if (test?.mode === "shell") return false;
    const edition = editionForPath(pathname);
    try {
      const entry = await builds.serverEntryOf(edition);
      if (!entry) return false;
      const key = renderKey(pathname, search, await builds.pagesOf(edition));
      const publicSite = await builds.publicSiteOf(edition);
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
  };
}
