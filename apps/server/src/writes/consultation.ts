import { apiPath, endpoints } from "@site/api/endpoints";
// spec 7.2, D4: a consultation, validated with the form's own schema; 200 only once committed.
import { consultationSchema } from "@site/forms/consultation";
import { fallbackError } from "@site/forms/fallback-error";
import type { FastifyInstance } from "fastify";
import type { SiteDb } from "../db/database";
import { writeTransaction } from "../db/dialect";
import { ajaxBody, ruoyiError } from "../ruoyi";
import { requestLang } from "../api/language";
import { serverMessage } from "../server-messages";
import { insertConsultation } from "../stores/submissions";
import { firstMessage, isPlainObject } from "./body";
import type { Outbox } from "./outbox";
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
      if (!isPlainObject(request.body)) {
        return reply.code(400).send(ruoyiError(400, serverMessage("badBody", lang)));
      }
      const parsed = schemas[lang].safeParse(request.body, { error: fallbackError(lang) });
      if (!parsed.success) {
        return reply.code(400).send(ruoyiError(400, firstMessage(parsed.error, lang)));
      }
      const createdAt = now().toISOString();
      await writeTransaction(db, async (trx) => {
        const id = await insertConsultation(trx, { ...parsed.data, createdAt });
        await outbox.enqueue(trx, "consultation", { id, ...parsed.data, createdAt });
      });
      outbox.notify();
      return ajaxBody();
    },
  );
}
