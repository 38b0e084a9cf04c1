import { API_PREFIX } from "@site/api/endpoints";
import Fastify, { type FastifyInstance } from "fastify";
import { registerContentLists } from "./api/content-lists";
import { registerContentSingles } from "./api/content-singles";
import { registerErrorHandler } from "./api/errors";
import { registerIpFlag } from "./api/ip-flag";
import { registerMedia } from "./api/media";
import type { ServerConfig } from "./config";
import type { SiteDb } from "./db/database";
import { ruoyiError } from "./ruoyi";
import { registerCompression } from "./serving/compression";
import { registerCors } from "./serving/cors";
import { registerEditions } from "./serving/editions";
import { registerRobots } from "./serving/robots";
import { registerSecurityHeaders } from "./serving/security";
import { createOutboxWorker, type OutboxWorker } from "./webhook/outbox-worker";
import { registerWrites } from "./writes/register";

export interface AppOptions {
  config: ServerConfig;
  db: SiteDb;
  logger?: boolean;
  /** The clock (tests move it). */
  now?: () => Date;
  /** The webhook outbox; by default one for `config.webhook`. */
  outbox?: OutboxWorker;
}

// Write bodies are a few short fields (D4); uploads have their own limits (multipart).
const JSON_BODY_LIMIT = 32 * 1024;

export async function buildApp({
  config,
  db,
  logger = false,
  now = () => new Date(),
  outbox: givenOutbox,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: JSON_BODY_LIMIT,
    // D9: X-Forwarded-For counts only from the proxies the settings name.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
  });
  registerErrorHandler(app);
  await registerCompression(app);
  await registerSecurityHeaders(app, config.apiOrigin, config.corsOrigins.length > 0);
  registerCors(app, config.corsOrigins);
  const outbox = givenOutbox ?? createOutboxWorker(db, config.webhook, { now, log: app.log });
  app.addHook("onReady", async () => outbox.start());
  app.addHook("onClose", async () => outbox.stop());

  // D1 order: /api/*, then /PDF/*, then the editions' files and pages.
  await registerWrites(app, { config, db, now, outbox });
  registerContentLists(app, db);
  registerContentSingles(app, db);
  registerIpFlag(app, config.ipFlag);
  await registerMedia(app, config.contentDir);
  app.all(`${API_PREFIX}/*`, async (_request, reply) =>
    reply.code(404).send(ruoyiError(404, "接口不存在")),
  );
  registerRobots(app);
  await registerEditions(app, config.editions);

  return app;
}
