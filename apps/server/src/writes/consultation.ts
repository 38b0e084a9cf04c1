import { apiPath, endpoints } from "@site/api/endpoints";
// spec 7.2, D4: a consultation, validated with the form's own schema; 200 only once committed.
import { consultationSchema } from "@site/forms/consultation";
import { fallbackError } from "@site/forms/fallback-error";
import type { FastifyInstance } from "fastify";
import type { SiteDb } from "../db/database";
import { ajaxBody, ruoyiError } from "../ruoyi";
import { requestLang } from "../api/language";
import { serverMessage } from "../server-messages";
import { insertConsultation } from "../stores/submissions";
import { firstMessage, isPlainObject } from "./body";
import { refuseKey, requestKey, sendKnownKey, writeOnce } from "./idempotency";
import type { Outbox } from "../stores/webhook-outbox";
import { perMinute } from "./rate-limits";

const schemas = { zh: consultationSchema("zh"), en: consultationSchema("en") };

export function registerConsultationRoute(
  app: FastifyInstance,
  db: SiteDb,
  { limit, now, outbox }: { limit: number; now: () => Date; outbox: Outbox },
): void {
  app.post(
    apiPath(endpoints.consultation),
    { config: perMinute(limit) },
    async (request, reply) => {
      const lang = requestLang(request);
      const given = requestKey(request);
      if (!given.valid) return refuseKey(reply, lang);
      if (!isPlainObject(request.body)) {
        return reply.code(400).send(ruoyiError(400, serverMessage("badBody", lang)));
      }
      const parsed = schemas[lang].safeParse(request.body, { error: fallbackError(lang) });
      if (!parsed.success) {
        return reply.code(400).send(ruoyiError(400, firstMessage(parsed.error, lang)));
      }
      const at = now();
      const createdAt = at.toISOString();
      const answer = ajaxBody();
      const outcome = await writeOnce(
        db,
        { kind: "consultation", key: given.key, parsed: parsed.data, now: at, answer },
        async (trx) => {
          const id = await insertConsultation(trx, { ...parsed.data, createdAt });
          await outbox.enqueue(trx, "consultation", { id, ...parsed.data, createdAt });
        },
      );
      if (outcome.kind !== "stored") return sendKnownKey(reply, outcome, lang);
      outbox.notify();
      return answer;
    },
  );
}
