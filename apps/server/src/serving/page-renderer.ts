// Issue 12, item 1: pages rendered on the server from each edition's built server entry, with
// the page's reads answered in-process by this server's own API routes.
import { answerSucceeded } from "@site/api/envelope";
import type { EditionPlace } from "@site/api/language-pairs";
import type { ConsultFormReturn } from "@site/forms/form-post";
import type { FastifyInstance } from "fastify";
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";

export interface RenderedPage {
  status: number;
  html: string;
}

type EditionRenderResult = RenderedPage | { status: number; redirect: string };

/** Where both editions are served, for the absolute URLs of a page's head (issue 13). */
export interface PublicSite {
  own: EditionPlace;
  other: EditionPlace | null;
}

/** What an edition's `dist-server/entry-server.js` exports (`@site/pages/server`). */
export interface EditionServerEntry {
  render(request: {
    url: string;
    fetch: typeof fetch;
    publicSite: PublicSite | null;
    /** A consultation posted without script that came back (issue 24, item 4). */
    formReturn?: ConsultFormReturn | null;
  }): Promise<EditionRenderResult>;
}

/** The edition's built server entry; null when it has not been built. */
export async function loadServerEntry(path: string): Promise<EditionServerEntry | null> {
  if (!existsSync(path)) return null;
  const module = (await import(pathToFileURL(path).href)) as Partial<EditionServerEntry>;
  if (typeof module.render !== "function") {
    throw new Error(`${path} exports no render function: rebuild the edition.`);
  }
  return module as EditionServerEntry;
}

/** Marks the calls a render sends, so they are not logged as requests of their own. */
export const RENDER_CALL_HEADER = "x-site-render-call";

export interface RenderFetch {
  fetch: typeof fetch;
  /** False once any call failed: such a page is sent, but never cached. */
  complete(): boolean;
}

/** Answers the render's calls through this server's own routes, without a network hop. */
export function inProcessFetch(app: FastifyInstance): RenderFetch {
  let failed = false;
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const reply = await app.inject({
      method: request.method === "POST" ? "POST" : "GET",
      url: `${url.pathname}${url.search}`,
      headers: { accept: "application/json", [RENDER_CALL_HEADER]: "1" },
    });
    if (!answerSucceeded(reply.statusCode, reply.body)) failed = true;
    return new Response(reply.body, {
      status: reply.statusCode,
      headers: { "content-type": String(reply.headers["content-type"] ?? "application/json") },
    });
  };
  return { fetch, complete: () => !failed };
}

/** A render's answer as a page to send, or a redirect. */
export function isRedirect(
  result: EditionRenderResult,
): result is { status: number; redirect: string } {
  return "redirect" in result;
}
