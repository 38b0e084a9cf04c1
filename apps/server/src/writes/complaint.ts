import { apiPath, endpoints } from "@site/api/endpoints";
// spec 7.2, D4: a complaint, validated with the form's own schema; its images must be uploads
// this server received. 200 only once committed.
import { complaintSchema } from "@site/forms/complaint";
import { fallbackError } from "@site/forms/fallback-error";
import type { FastifyInstance } from "fastify";
import type { SiteDb } from "../db/database";
import { ajaxBody, ruoyiError } from "../ruoyi";
import { requestLang } from "../api/language";
import { serverMessage } from "../server-messages";
import { insertComplaint } from "../stores/submissions";
import { claimUploads } from "../stores/uploads";
import { firstMessage } from "./body";
import { normalizeComplaintBody } from "./complaint-body";
import { refuseKey, requestKey, sendKnownKey, writeOnce } from "./idempotency";
import type { Outbox } from "../stores/webhook-outbox";
import { perMinute } from "./rate-limits";

const schemas = { zh: complaintSchema("zh"), en: complaintSchema("en") };

class UnknownImage extends Error {}

export function registerComplaintRoute(
  app: FastifyInstance,
  db: SiteDb,
  { limit, now, outbox }: { limit: number; now: () => Date; outbox: Outbox },
): void {
  app.post(apiPath(endpoints.complaint), { config: perMinute(limit) }, async (request, reply) => {
    const lang = requestLang(request);
    const given = requestKey(request);
    if (!given.valid) return refuseKey(reply, lang);
    const normalized = normalizeComplaintBody(request.body);
    if (!normalized.ok) {
      return reply.code(400).send(ruoyiError(400, serverMessage(normalized.refusal, lang)));
    }
    const parsed = schemas[lang].safeParse(normalized.input, { error: fallbackError(lang) });
    if (!parsed.success) {
      return reply.code(400).send(ruoyiError(400, firstMessage(parsed.error, lang)));
    }
    const values = parsed.data;
    const at = now();
    const createdAt = at.toISOString();
    const record = {
      customerName: values.customerName,
      customerPhone: values.customerPhone,
      customerCompany: values.customerCompany,
      customerGwname: values.customerGwname,
      customerType: values.customerType,
      customerTypeContent: values.customerTypecontent,
      remark: values.remark,
      customerImgs: values.customerImgs.join(","),
      customerSolve: values.customerSolve,
      customerSolveContent: values.customerSolvecontent,
      createdAt,
    };
    const answer = ajaxBody();
    let outcome;
    try {
      outcome = await writeOnce(
        db,
        { kind: "complaint", key: given.key, parsed: values, now: at, answer },
        async (trx) => {
          const names = [...new Set(values.customerImgs)];
          if (names.length > 0) {
            // Checked inside the transaction, so the upload sweep cannot remove one in between.
            if (!(await claimUploads(trx, names, createdAt))) throw new UnknownImage();
          }
          const id = await insertComplaint(trx, record);
          await outbox.enqueue(trx, "complaint", { id, ...record });
        },
      );
    } catch (error) {
      if (error instanceof UnknownImage)
        return reply.code(400).send(ruoyiError(400, serverMessage("unknownImage", lang)));
      throw error;
    }
    if (outcome.kind !== "stored") return sendKnownKey(reply, outcome, lang);
    outbox.notify();
    return answer;
  });
}
