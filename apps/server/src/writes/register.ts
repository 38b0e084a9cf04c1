import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { ServerConfig } from "../config";
import type { SiteDb } from "../db/database";
import { openUploadFiles } from "../uploads/upload-files";
import { registerComplaintRoute } from "./complaint";
import { registerConsultationRoute } from "./consultation";
import type { Outbox } from "../stores/webhook-outbox";
import type { SharedRedis } from "../redis/shared-redis";
import { registerRateLimits } from "./rate-limits";
import { registerUploadRoute, UPLOAD_LIMITS } from "./upload";
import { MemoryUploadQuota, SharedUploadQuota } from "./upload-quota";
import { scheduleSweeps } from "./sweeps";
import { registerVisitRoute } from "./visit";

/** The writes of spec 7.2 (D4). No route reads them back: operators use the export command. */
export async function registerWrites(
  app: FastifyInstance,
  {
    config,
    db,
    now,
    outbox,
    redis,
  }: {
    config: ServerConfig;
    db: SiteDb;
    now: () => Date;
    outbox: Outbox;
    /** The site's Redis, when it has one: limits and the quota count across nodes. */
    redis: SharedRedis | null;
  },
): Promise<void> {
  await registerRateLimits(app, redis);
  await app.register(multipart, { limits: UPLOAD_LIMITS });
  const { rateLimits } = config;
  const files = await openUploadFiles(config.uploads);
  registerVisitRoute(app, db, { limit: rateLimits.visit, now });
  registerConsultationRoute(app, db, { limit: rateLimits.submit, now, outbox });
  registerComplaintRoute(app, db, { limit: rateLimits.submit, now, outbox });
  registerUploadRoute(app, db, {
    limit: rateLimits.upload,
    now,
    files,
    quota: redis
      ? new SharedUploadQuota(redis, config.uploadDailyBytes, now)
      : new MemoryUploadQuota(config.uploadDailyBytes, now),
    publicUrls: config.publicUrls,
  });

  let stopSweep = () => {};
  app.addHook("onReady", async () => {
    stopSweep = scheduleSweeps(db, files, now, (error) => app.log.error(error));
  });
  app.addHook("onClose", async () => {
    stopSweep();
    files.close();
  });
}
