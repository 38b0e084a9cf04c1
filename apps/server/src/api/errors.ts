// Every refusal is a real HTTP status with a RuoYi body (D9) in the visitor's language (D11),
// including the ones Fastify and its plugins raise (bad JSON, body too large, wrong content
// type, rate limit, a malformed URL, ...): no framework message reaches a visitor. Under
// /api the body is JSON; on page paths the answer is the edition's page under the status.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isDatabaseUnavailable } from "../db/unavailable";
import { ruoyiError } from "../ruoyi";
import { UploadsUnavailableError } from "../uploads/upload-files";
import { serverMessage, statusMessageId, type ServerMessageId } from "../server-messages";
import { requestLang } from "./language";

/** A refusal of what the client sent, with the message the visitor reads. */
export class ClientError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageId: ServerMessageId,
  ) {
    super(messageId);
    this.name = "ClientError";
  }
}

/** Answers a refused page request with the edition's own page (serving/editions.ts). */
export type PageRefusal = (
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
) => FastifyReply | Promise<FastifyReply>;

function rawPath(url: string): string {
  return url.split("?")[0] ?? "/";
}

/** API, media and brochure paths answer with JSON; every other path is a page (D1). */
export function isPagePath(url: string): boolean {
  const path = rawPath(url);
  return !/^\/(?:api|PDF)(?:\/|$)/.test(path);
}

export interface ErrorResponder {
  /** Fastify's `frameworkErrors` option: a malformed URL and the like. */
  frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void;
  register(app: FastifyInstance): void;
  /** Set once the editions are registered. */
  setPageRefusal(refusal: PageRefusal): void;
  /** Headers for answers no hook runs for (the security headers). */
  setFallbackHeaders(headers: Record<string, string>): void;
}

export function createErrorResponder(): ErrorResponder {
  let pageRefusal: PageRefusal | null = null;
  let fallbackHeaders: Record<string, string> = {};

  function refuse(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    messageId: ServerMessageId,
  ) {
    if (isPagePath(request.url) && pageRefusal && status < 500) {
      return pageRefusal(request, reply, status);
    }
    return reply
      .code(status)
      .send(ruoyiError(status, serverMessage(messageId, requestLang(request))));
  }

  function handle(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    // The database went away (issue 25), or the uploads' bucket (issue 27): a 503 the client may
    // retry, nothing written; the pool, or the bucket's client, reconnects for a later request.
    // (The bucket's errors come first: their causes carry socket codes the database's test reads.)
    const bucket = error instanceof UploadsUnavailableError;
    if (bucket || isDatabaseUnavailable(error)) {
      if (bucket) request.log.warn({ reason: error.message }, "uploads bucket unavailable");
      else request.log.warn({ code: (error as { code?: unknown }).code }, "database unavailable");
      reply.header("retry-after", "5");
      return refuse(request, reply, 503, "unavailable");
    }
    const status =
      typeof error.statusCode === "number" && error.statusCode >= 400 && error.statusCode < 600
        ? error.statusCode
        : 500;
    if (status >= 500) request.log.error(error);
    // Server faults say nothing about the inside; client faults keep Fastify's code for the log.
    else request.log.info({ code: error.code, status }, error.message);
    const messageId =
      error instanceof ClientError
        ? error.messageId
        : error.code === "FST_ERR_CTP_INVALID_JSON_BODY" ||
            error.code === "FST_ERR_CTP_EMPTY_JSON_BODY"
          ? "badBody"
          : statusMessageId(status);
    return refuse(request, reply, status, messageId);
  }

  return {
    frameworkErrors(error, request, reply) {
      request.log.info({ code: error.code }, error.message);
      reply.headers(fallbackHeaders);
      void refuse(request, reply, 400, error.code === "FST_ERR_BAD_URL" ? "badUrl" : "badRequest");
    },
    register(app) {
      app.setErrorHandler(handle);
    },
    setPageRefusal(refusal) {
      pageRefusal = refusal;
    },
    setFallbackHeaders(headers) {
      fallbackHeaders = headers;
    },
  };
}
