// Issue 24, item 4: the consultation without script. The page's form posts as an ordinary HTML
// form to the page it is on. It is stored through the JSON write itself (answered in-process,
// as the client's own address: the same limits, rules, outbox and webhook), and answered as a
// page: a success with a redirect to the page showing the sent message (a reload sends nothing
// again), anything else with the page and the form open again, as the visitor left it.
import { apiPath, endpoints } from "@site/api/endpoints";
import { IDEMPOTENCY_KEY_HEADER, newIdempotencyKey } from "@site/api/idempotency";
import { consultFieldErrors } from "@site/forms/consultation";
import { consultationDefaults, type ConsultationValues } from "@site/forms/consultation-values";
import {
  CONSULT_FORM_KIND,
  FORM_KIND_FIELD,
  IDEMPOTENCY_KEY_FIELD,
  SENT_PARAM,
  type ConsultFormReturn,
} from "@site/forms/form-post";
import type { Lang } from "@site/forms/lang";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createHash } from "node:crypto";
import type { PageRefusal } from "../api/errors";

const FORM_CONTENT_TYPE = "application/x-www-form-urlencoded";
/** Three short fields (D4); what is larger is no consultation. */
const FORM_BODY_LIMIT = 16 * 1024;

export interface ConsultFormPostOptions {
  /** The edition a page path belongs to, or null when no page of an edition has that path. */
  pageEdition(pathname: string): Promise<Lang | null>;
  /** Renders the page at `url` with the form open again, never cached. */
  renderReturn(
    request: FastifyRequest,
    reply: FastifyReply,
    url: string,
    returned: ConsultFormReturn,
    status: number,
  ): Promise<unknown>;
  /** How a refused page request is answered (D11: the edition's page under the status). */
  refusePage: PageRefusal;
  /** How a post to a path no page has is answered, as any method but GET is. */
  notFound(request: FastifyRequest, reply: FastifyReply): unknown;
  /** The public origins of the editions (issue 13), which a form may also be posted from. */
  publicOrigins: readonly string[];
}

/**
 * Same site only: the browser says where the post comes from (`Sec-Fetch-Site`); one that does
 * not must name an `Origin` this server serves.
 */
export function isSameSitePost(request: FastifyRequest, publicOrigins: readonly string[]): boolean {
  const site = request.headers["sec-fetch-site"];
  const origin = request.headers.origin;
  if (site === "same-origin") return true;
  if (typeof origin !== "string") return false;
  if (site !== undefined && site !== "same-site") return false;
  return origin === `${request.protocol}://${request.host}` || publicOrigins.includes(origin);
}

function formValues(body: URLSearchParams): ConsultationValues {
  const text = (name: keyof ConsultationValues) => body.get(name) ?? consultationDefaults[name];
  return { name: text("name"), tel: text("tel"), content: text("content") };
}

/**
 * D14: the post's Idempotency-Key. The page everyone shares carries none (a key in it would be
 * everyone's); then the key is derived from who sent what, so a browser sending the same post
 * again within 24 hours stores nothing twice.
 */
function postKey(
  request: FastifyRequest,
  body: URLSearchParams,
  values: ConsultationValues,
): string {
  const given = body.get(IDEMPOTENCY_KEY_FIELD) ?? "";
  if (given !== "") return given;
  const sender = [request.ip, request.headers["user-agent"] ?? ""];
  const sent = [values.name, values.tel, values.content];
  return `form-${createHash("sha256")
    .update(JSON.stringify([...sender, ...sent]))
    .digest("base64url")}`;
}

/** The page to go back to once sent: the same page, marked sent. */
function sentLocation(url: string): string {
  const [pathname = "/", query = ""] = url.split("?", 2);
  const search = new URLSearchParams(query);
  search.set(SENT_PARAM, CONSULT_FORM_KIND);
  return `${pathname}?${search.toString()}`;
}

export async function registerConsultFormPosts(
  app: FastifyInstance,
  options: ConsultFormPostOptions,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      FORM_CONTENT_TYPE,
      { parseAs: "string", bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, new URLSearchParams(body as string)),
    );
    scope.post("/*", async (request, reply) => {
      const url = request.url;
      const pathname = safePathname(url);
      const edition = pathname === null ? null : await options.pageEdition(pathname);
      if (edition === null) return options.notFound(request, reply);
      // No page takes a post but with its form.
      if (!(request.body instanceof URLSearchParams))
        return options.refusePage(request, reply, 404);
      if (!isSameSitePost(request, options.publicOrigins)) {
        return options.refusePage(request, reply, 403);
      }
      const body = request.body;
      if (body.get(FORM_KIND_FIELD) !== CONSULT_FORM_KIND) {
        return options.refusePage(request, reply, 400);
      }
      const values = formValues(body);
      const stored = await app.inject({
        method: "POST",
        url: `${apiPath(endpoints.consultation)}${edition === "en" ? "?language=1" : ""}`,
        payload: values,
        headers: { [IDEMPOTENCY_KEY_HEADER]: postKey(request, body, values) },
        // The visitor's own address, so the write's limit counts this post with the others.
        remoteAddress: request.ip,
      });
      if (stored.statusCode === 200 && isSuccess(stored.body)) {
        return reply.redirect(sentLocation(url), 303);
      }
      const errors = stored.statusCode === 400 ? consultFieldErrors(edition, values) : {};
      // The page this visitor alone gets (never cached) carries a fresh key for the next attempt.
      const key = newIdempotencyKey();
      const returned: ConsultFormReturn =
        Object.keys(errors).length > 0
          ? { state: "invalid", values, errors, key }
          : { state: "failed", values, key };
      const status = stored.statusCode >= 400 ? stored.statusCode : 500;
      return options.renderReturn(request, reply, url, returned, status);
    });
  });
}

function safePathname(url: string): string | null {
  try {
    return decodeURIComponent(new URL(url, "http://localhost").pathname);
  } catch {
    return null;
  }
}

function isSuccess(body: string): boolean {
  try {
    return (JSON.parse(body) as { code?: unknown }).code === 200;
  } catch {
    return false;
  }
}
