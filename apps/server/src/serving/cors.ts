// D1: an edition deployed alone on its own origin calls this API across origins. Only the
// origins the settings name may do so; the API answers them as it answers its own pages.
import { IDEMPOTENCY_KEY_HEADER } from "@site/api/idempotency";
import type { FastifyInstance, FastifyReply } from "fastify";
import { isApiPath } from "../server-paths";

const ALLOWED_METHODS = "GET, POST";
// D14: the writes take the forms' Idempotency-Key across origins too.
const ALLOWED_HEADERS = `Content-Type, ${IDEMPOTENCY_KEY_HEADER}`;
const PREFLIGHT_MAX_AGE = String(10 * 60);

function varyOnOrigin(reply: FastifyReply) {
  const vary = reply.getHeader("vary");
  reply.header("vary", vary ? `${String(vary)}, Origin` : "Origin");
}

export function registerCors(app: FastifyInstance, origins: readonly string[]): void {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  app.addHook("onRequest", async (request, reply) => {
    if (!isApiPath(request.url)) return;
    varyOnOrigin(reply);
    const origin = request.headers.origin;
    if (!origin || !allowed.has(origin)) return;
    reply.header("access-control-allow-origin", origin);
    if (request.method === "OPTIONS" && request.headers["access-control-request-method"]) {
      reply.header("access-control-allow-methods", ALLOWED_METHODS);
      reply.header("access-control-allow-headers", ALLOWED_HEADERS);
      reply.header("access-control-max-age", PREFLIGHT_MAX_AGE);
      return reply.code(204).send();
    }
  });
}
