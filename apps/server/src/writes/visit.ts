import { apiPath, endpoints } from "@site/api/endpoints";
// spec 7.2 / D6: the visit record posted on every page load.
import type { FastifyInstance } from "fastify";
import type { SiteDb } from "../db/database";
import { requestLang } from "../api/language";
import { ajaxBody, ruoyiError } from "../ruoyi";
import { serverMessage } from "../server-messages";
import { insertVisit } from "../stores/submissions";
import { isPlainObject } from "./body";
import { perMinute } from "./rate-limits";
import { VISIT_LABELS } from "./visit-labels";

export function registerVisitRoute(
  app: FastifyInstance,
  db: SiteDb,
  { limit, now }: { limit: number; now: () => Date },
): void {
  app.post(apiPath(endpoints.visit), { config: perMinute(limit) }, async (request, reply) => {
    const body = request.body;
    const label = isPlainObject(body) ? body.userType : undefined;
    if (typeof label !== "string" || !VISIT_LABELS.has(label)) {
      return reply
        .code(400)
        .send(ruoyiError(400, serverMessage("unknownVisitLabel", requestLang(request))));
    }
    await insertVisit(db, { userType: label, createdAt: now().toISOString() });
    return ajaxBody();
  });
}
