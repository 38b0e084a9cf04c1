import { API_PREFIX } from "@site/api/endpoints";
import Fastify, {
  LogController,
  type FastifyHttp2SecureOptions,
  type FastifyInstance,
  type FastifyServerOptions,
} from "fastify";
import type { Http2SecureServer } from "node:http2";
import type { Socket } from "node:net";
import { registerContentLists } from "./api/content-lists";
import { registerContentSingles } from "./api/content-singles";
import { createErrorResponder } from "./api/errors";
import { registerIpFlag } from "./api/ip-flag";
import { registerMedia } from "./api/media";
import type { ServerConfig } from "./config";
import type { SiteDb } from "./db/database";
import { requestLang } from "./api/language";
import { ruoyiError } from "./ruoyi";
import { serverMessage } from "./server-messages";
import { readContentVersion } from "./stores/content-version";
import { contentVersionKept, contentVersionPerRequest } from "./serving/content-version-source";
import { connectSharedRedis } from "./redis/shared-redis";
import { FILL_HEADER, registerApiCache } from "./serving/api-cache";
import { registerBodyPace } from "./serving/body-pace";
import { registerCompression } from "./serving/compression";
import { registerHttp2RefusedBodyReset } from "./serving/http2-refusals";
import { guardAgainstResetFloods } from "./serving/http2-reset-floods";
import { registerLingeringClose } from "./serving/lingering-close";
import { createDrain, type Drain } from "./serving/drain";
import { HEALTH_PATHS, registerHealth } from "./serving/health";
import { databaseAnswers } from "./db/ping";
import { ResponseCache } from "./serving/response-cache";
import { registerCors } from "./serving/cors";
import { registerEditions } from "./serving/editions";
import { RENDER_CALL_HEADER } from "./serving/page-renderer";
import { isFileRequest } from "./serving/request-logging";
import { registerRobots } from "./serving/robots";
import { registerSitemap } from "./serving/sitemap";
import { registerSpeculationRules } from "./serving/speculation-rules";
import { fallbackSecurityHeaders, registerSecurityHeaders } from "./serving/security";
import { createOutboxWorker, type OutboxWorker } from "./webhook/outbox-worker";
import { registerWrites } from "./writes/register";

export interface AppOptions {
  config: ServerConfig;
  db: SiteDb;
  /** Fastify's logger: true, or its options (tests pass a stream). */
  logger?: boolean | { level?: string; stream?: { write(line: string): void } };
  /** The clock (tests move it). */
  now?: () => Date;
  /** The webhook outbox; by default one for `config.webhook`. */
  outbox?: OutboxWorker;
  /** How the node stops (SIGTERM, issue 27): main.ts keeps it to drain. */
  drain?: Drain;
}

// Compressed pages take ~80 kB each with their three encodings; content answers a few kB.
const PAGE_CACHE_BYTES = 32 * 1024 * 1024;
const API_CACHE_BYTES = 16 * 1024 * 1024;

// Write bodies are a few short fields (D4); uploads have their own limits (multipart).
const JSON_BODY_LIMIT = 32 * 1024;

const BROKEN_REQUEST_BODY = JSON.stringify(ruoyiError(400, serverMessage("badRequest", "zh")));

function refuseBrokenRequest(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable || error.code === "ECONNRESET") {
    socket.destroy();
    return;
  }
  socket.end(
    "HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=utf-8\r\n" +
      `Content-Length: ${Buffer.byteLength(BROKEN_REQUEST_BODY)}\r\nConnection: close\r\n\r\n` +
      BROKEN_REQUEST_BODY,
  );
}

/**
 * Plain HTTP/1.1, or with a certificate HTTPS that speaks HTTP/2 and HTTP/1.1 on one port: a
 * phone then fetches the page's styles, images and scripts over the one connection it opened,
 * instead of a handshake for each further connection over a slow network.
 */
function createFastify(tls: ServerConfig["tls"], options: FastifyServerOptions): FastifyInstance {
  if (!tls) return Fastify(options);
  // The routes use only what HTTP/1.1 and HTTP/2's compatibility API share, so the instance
  // is typed as the HTTP/1.1 one they are written for.
  return Fastify({
    ...options,
    http2: true,
    https: { allowHTTP1: true, cert: tls.cert, key: tls.key },
  } as FastifyHttp2SecureOptions<Http2SecureServer>) as unknown as FastifyInstance;
}

export async function buildApp({
  config,
  db,
  logger = false,
  now = () => new Date(),
  outbox: givenOutbox,
  drain = createDrain(),
}: AppOptions): Promise<FastifyInstance> {
  const errors = createErrorResponder();
  const app = createFastify(config.tls, {
    logger,
    bodyLimit: JSON_BODY_LIMIT,
    frameworkErrors: errors.frameworkErrors,
    // Issue 14, item 1: no log line per static file.
    logController: new LogController({
      disableRequestLogging: (request) =>
        isFileRequest(request.url) ||
        (HEALTH_PATHS as readonly string[]).includes(request.url) ||
        request.headers[RENDER_CALL_HEADER] !== undefined ||
        request.headers[FILL_HEADER] !== undefined,
    }),
    // A request Node's HTTP parser cannot read gets a RuoYi body too, not Fastify's.
    clientErrorHandler: refuseBrokenRequest,
    // D9: X-Forwarded-For counts only from the proxies the settings name.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
  });
  errors.register(app);
  drain.register(app);
  registerLingeringClose(app);
  registerBodyPace(app, config.bodyPace);
  if (config.tls) {
    registerHttp2RefusedBodyReset(app);
    guardAgainstResetFloods(app.server as unknown as Http2SecureServer, config.http2ResetLimit);
  }
  // Issue 27, item 1: with several nodes, limits and content loads go through Redis.
  const redis = config.redis ? connectSharedRedis(config.redis, app.log) : null;
  // Issue 12, item 5: pages and content reads kept until the content command loads a change.
  const readVersion = () => readContentVersion(db);
  const versions = redis
    ? contentVersionKept(readVersion, redis)
    : contentVersionPerRequest(readVersion);
  const contentVersion = versions.current;
  app.addHook("onReady", async () => redis?.connected());
  app.addHook("onClose", async () => {
    versions.close();
    await redis?.close();
  });
  const security = {
    apiOrigin: config.apiOrigin,
    sharedAcrossOrigins: config.corsOrigins.length > 0,
    tls: config.tls !== null,
  };
  errors.setFallbackHeaders(fallbackSecurityHeaders(security));
  registerCompression(app);
  await registerSecurityHeaders(app, security);
  registerCors(app, config.corsOrigins);
  // After the security and CORS hooks, so an answer from the cache carries their headers.
  registerApiCache(app, new ResponseCache({ maxBytes: API_CACHE_BYTES, contentVersion }));
  const outbox = givenOutbox ?? createOutboxWorker(db, config.webhook, { now, log: app.log });
  app.addHook("onReady", async () => outbox.start());
  app.addHook("onClose", async () => outbox.stop());

  registerHealth(app, {
    checks: [
      { name: "database", ready: () => databaseAnswers(db) },
      ...(redis ? [{ name: "redis", ready: () => redis.ping() }] : []),
    ],
    stopping: drain.stopping,
  });
  // D1 order: /api/*, then /PDF/*, then the editions' files and pages.
  await registerWrites(app, { config, db, now, outbox, redis });
  registerContentLists(app, db);
  registerContentSingles(app, db);
  registerIpFlag(app, config.ipFlag);
  await registerMedia(app, config.contentDir);
  app.all(`${API_PREFIX}/*`, async (request, reply) =>
    reply.code(404).send(ruoyiError(404, serverMessage("noSuchApi", requestLang(request)))),
  );
  registerRobots(app, config.publicUrls);
  registerSpeculationRules(app);
  registerSitemap(app, {
    db,
    contentVersion,
    editions: config.editions,
    publicUrls: config.publicUrls,
  });
  errors.setPageRefusal(
    await registerEditions(app, config.editions, {
      testFixtures: config.testFixtures,
      publicUrls: config.publicUrls,
      pageCache: new ResponseCache({ maxBytes: PAGE_CACHE_BYTES, contentVersion }),
    }),
  );

  return app;
}
