import { readFileSync } from "node:fs";
import { isIP } from "node:net";
import { resolve } from "node:path";
import type { Lang } from "@site/forms/lang";
import { fileURLToPath } from "node:url";
import type { DatabaseTarget } from "./db/database";
import type { EditionDist } from "./editions";
import { uploadsDir } from "./uploads/folder-files";
import type { UploadsSetting } from "./uploads/upload-files";

// The settings' own types live here, below the modules that take them (issue 29, item 5).

/** getIpFlag's answer: forced, or decided from the client address (D9). */
export type IpFlagSetting = "domestic" | "foreign" | "auto";

export interface BodyPace {
  /** The slowest a body may arrive, averaged over `windowMs`. */
  minBytesPerSecond: number;
  windowMs: number;
  /** The longest a body may go without a byte. */
  stallMs: number;
}

export interface ResetLimit {
  /** Streams a session may reset within `windowMs`; one more closes it. */
  resets: number;
  windowMs: number;
}

/** Whether the content files are loaded at start (content/on-start.ts). */
export type ContentOnStart = "if-empty" | "always" | "never";

export const WEBHOOK_FORMATS = ["wecom", "dingtalk", "feishu", "json"] as const;
export type WebhookFormat = (typeof WEBHOOK_FORMATS)[number];

export interface WebhookSettings {
  url: string;
  format: WebhookFormat;
}

export interface ServerConfig {
  host: string;
  port: number;
  editions: EditionDist[];
  /** Holds the SQLite database file (unless `database` is PostgreSQL) and private uploads (unless `uploads` is a bucket). */
  dataDir: string;
  /** SITE_DATABASE_URL: PostgreSQL; unset, SQLite in the data folder (issue 25). */
  database: DatabaseTarget;
  /**
   * SITE_REDIS_URL and SITE_REDIS_PREFIX (issue 27): limits and the upload quota shared by
   * every node, and content loads announced to them; null: each node's own memory.
   */
  redis: { url: string; prefix: string } | null;
  /** SITE_UPLOADS_URL: complaint images in an S3-compatible bucket; unset, in the data folder (issue 27). */
  uploads: UploadsSetting;
  /** The content files and their media (content/README.md). */
  contentDir: string;
  contentOnStart: ContentOnStart;
  /** Requests a minute per client address (issue 3, writes). */
  rateLimits: { submit: number; upload: number; visit: number };
  /** Upload bytes a day per client address (issue 14, item 4). */
  uploadDailyBytes: number;
  /** Issue 26, item 1: how slowly a request body may arrive before it is cut with a 408. */
  bodyPace: BodyPace;
  /** SITE_DRAIN_SECONDS (issue 27): on SIGTERM, how long `/readyz` says 503 before the stop. */
  drainSeconds: number;
  /** Issue 26, item 2: how many streams an HTTP/2 session may reset before it is closed. */
  http2ResetLimit: ResetLimit;
  /** Where each consultation and complaint is pushed; null: nowhere (export only). */
  webhook: WebhookSettings | null;
  /** getIpFlag's answer: forced, or decided from the client address (D9). */
  ipFlag: IpFlagSetting;
  /** Proxies whose X-Forwarded-For is believed (Fastify `trustProxy`); none by default. */
  trustProxy: string[];
  /** The API's origin when the editions were built to call another one (VITE_API_BASE_URL). */
  apiOrigin: string | null;
  /**
   * Issue 13: each edition's public origin, from which every absolute URL of its pages and the
   * sitemap is built (never from a request's Host header, which would poison the page cache).
   */
  publicUrls: Record<Lang, string>;
  /** True when no public origin was set and the local address stands in (logged at start). */
  publicUrlDefaulted: boolean;
  /** Origins of editions deployed on their own (D1) that may call this API; none by default. */
  corsOrigins: string[];
  /**
   * For the browser tests only: a request may ask for its page to be rendered from
   * `@site/api/fixtures`, or for the single-page shell (serving/test-mode.ts). Off in production.
   */
  testFixtures: boolean;
  /**
   * The certificate and key (PEM) when the server answers HTTPS itself, with HTTP/2 and
   * HTTP/1.1 on one port; null: plain HTTP, e.g. behind a proxy that holds the certificate.
   */
  tls: { cert: string; key: string } | null;
}

function fromHere(relative: string): string {
  return fileURLToPath(new URL(relative, import.meta.url));
}

/** A folder setting; relative paths are taken from the current directory. */
function folder(value: string | undefined, fallback: string): string {
  return value ? resolve(value) : fallback;
}

function portNumber(value: string | undefined): number {
  if (value === undefined || value === "") return 8080;
  if (/^\d+$/.test(value) && Number(value) <= 65535) return Number(value);
  throw new Error(`PORT must be a port number (got "${value}")`);
}

function perMinute(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  if (/^\d+$/.test(value) && Number(value) > 0) return Number(value);
  throw new Error(`${name} must be a whole number of requests a minute (got "${value}")`);
}

function megabytes(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === "") return fallback * 1024 * 1024;
  if (/^\d+$/.test(value) && Number(value) > 0) return Number(value) * 1024 * 1024;
  throw new Error(`${name} must be a whole number of megabytes (got "${value}")`);
}

function bytesPerSecond(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  if (/^\d+$/.test(value) && Number(value) > 0) return Number(value);
  throw new Error(`${name} must be a whole number of bytes a second (got "${value}")`);
}

function seconds(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  if (/^\d+$/.test(value) && Number(value) <= 300) return Number(value);
  throw new Error(`${name} must be a whole number of seconds, 0 to 300 (got "${value}")`);
}

function oneOf<T extends string>(
  name: string,
  value: string | undefined,
  allowed: readonly T[],
  fallback: T,
): T {
  if (value === undefined || value === "") return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new Error(`${name} must be one of ${allowed.join(", ")} (got "${value}")`);
}

/** The robot's own format when the URL names its host; plain JSON otherwise. */
function inferFormat(url: URL): WebhookFormat {
  if (url.hostname === "qyapi.weixin.qq.com") return "wecom";
  if (url.hostname === "oapi.dingtalk.com") return "dingtalk";
  if (/(^|\.)(feishu\.cn|larksuite\.com)$/.test(url.hostname)) return "feishu";
  return "json";
}

function webhook(env: NodeJS.ProcessEnv): WebhookSettings | null {
  const value = env.SITE_WEBHOOK_URL;
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SITE_WEBHOOK_URL must be an http(s) URL (got "${value}")`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new Error(`SITE_WEBHOOK_URL must be an http(s) URL (got "${value}")`);
  }
  const format = oneOf(
    "SITE_WEBHOOK_FORMAT",
    env.SITE_WEBHOOK_FORMAT,
    WEBHOOK_FORMATS,
    inferFormat(url),
  );
  return { url: url.href, format };
}

const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function proxyList(value: string | undefined): string[] {
  if (!value) return [];
  const entries = value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = "", prefix] = entry.split("/");
    const valid =
      PROXY_NAMES.has(entry) ||
      (isIP(address) !== 0 && (prefix === undefined || /^\d{1,3}$/.test(prefix)));
    if (!valid) {
      throw new Error(
        `SITE_TRUST_PROXY must list addresses or CIDR ranges, e.g. 127.0.0.1,10.0.0.0/8 (got "${entry}")`,
      );
    }
  }
  return entries;
}

function origin(name: string, value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol === "http:" || url.protocol === "https:") return url.origin;
  } catch {
    // reported below
  }
  throw new Error(`${name} must be an http(s) URL (got "${value}")`);
}

function originList(name: string, value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => origin(name, entry) as string);
}

/**
 * `SITE_PUBLIC_URL` for both editions, or `SITE_ZH_PUBLIC_URL` / `SITE_EN_PUBLIC_URL` each;
 * without any, the local address (fine on a developer's machine, wrong behind a domain).
 */
function publicUrls(env: NodeJS.ProcessEnv, port: number) {
  const shared = origin("SITE_PUBLIC_URL", env.SITE_PUBLIC_URL);
  const zh = origin("SITE_ZH_PUBLIC_URL", env.SITE_ZH_PUBLIC_URL) ?? shared;
  const en = origin("SITE_EN_PUBLIC_URL", env.SITE_EN_PUBLIC_URL) ?? shared;
  const local = `http://localhost:${port}`;
  return {
    publicUrls: { zh: zh ?? local, en: en ?? local },
    publicUrlDefaulted: zh === null || en === null,
  };
}

function pemFile(name: string, path: string): string {
  let text: string;
  try {
    text = readFileSync(resolve(path), "utf8");
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new Error(`${name} names a file that cannot be read: ${path} (${reason})`);
  }
  if (!text.includes("-----BEGIN ")) throw new Error(`${name} must name a PEM file (got ${path})`);
  return text;
}

/** `SITE_TLS_CERT` and `SITE_TLS_KEY` together, or neither. */
function tls(env: NodeJS.ProcessEnv): ServerConfig["tls"] {
  const cert = env.SITE_TLS_CERT || undefined;
  const key = env.SITE_TLS_KEY || undefined;
  if (cert === undefined && key === undefined) return null;
  if (cert === undefined || key === undefined) {
    throw new Error("SITE_TLS_CERT and SITE_TLS_KEY must be set together (HTTPS needs both)");
  }
  return { cert: pemFile("SITE_TLS_CERT", cert), key: pemFile("SITE_TLS_KEY", key) };
}

/**
 * SITE_DATABASE_URL (with SITE_DATABASE_CA and SITE_DATABASE_POOL), or SQLite in the data
 * folder. The URL holds a password: no message repeats it.
 */
function databaseTarget(env: NodeJS.ProcessEnv, dataDir: string): DatabaseTarget {
  const url = env.SITE_DATABASE_URL || undefined;
  if (url === undefined) {
    for (const name of ["SITE_DATABASE_CA", "SITE_DATABASE_POOL"]) {
      if (env[name]) throw new Error(`${name} is set but SITE_DATABASE_URL is not`);
    }
    return { engine: "sqlite", dataDir };
  }
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    throw new Error("SITE_DATABASE_URL must be a postgres://user:password@host:5432/db URL");
  }
  if (protocol !== "postgres:" && protocol !== "postgresql:") {
    throw new Error(`SITE_DATABASE_URL must be a postgres:// URL (got ${protocol}//…)`);
  }
  const caFile = env.SITE_DATABASE_CA || undefined;
  if (caFile !== undefined) pemFile("SITE_DATABASE_CA", caFile);
  const pool = env.SITE_DATABASE_POOL || "10";
  const poolSize = Number(pool);
  if (!/^\d+$/.test(pool) || poolSize < 1 || poolSize > 1000) {
    throw new Error(
      `SITE_DATABASE_POOL must be a whole number of connections, 1 to 1000 (got "${pool}")`,
    );
  }
  return {
    engine: "postgres",
    url,
    ...(caFile !== undefined ? { caFile: resolve(caFile) } : {}),
    poolSize,
  };
}

/** SITE_REDIS_URL (redis:// or rediss://) with its key prefix, or none. */
function redisSettings(env: NodeJS.ProcessEnv): ServerConfig["redis"] {
  const url = env.SITE_REDIS_URL || undefined;
  const prefix = env.SITE_REDIS_PREFIX;
  if (url === undefined) {
    if (prefix) throw new Error("SITE_REDIS_PREFIX is set but SITE_REDIS_URL is not");
    return null;
  }
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    throw new Error("SITE_REDIS_URL must be a redis://[:password@]host:6379[/db] URL");
  }
  if (protocol !== "redis:" && protocol !== "rediss:") {
    throw new Error(`SITE_REDIS_URL must be a redis:// or rediss:// URL (got ${protocol}//…)`);
  }
  if (prefix !== undefined && prefix !== "" && !/^[\w:.-]{1,64}$/.test(prefix)) {
    throw new Error(
      `SITE_REDIS_PREFIX must be 1 to 64 letters, digits or _ : . - (got "${prefix}")`,
    );
  }
  return { url, prefix: prefix || "site:" };
}

const S3_SETTINGS = ["SITE_S3_ENDPOINT", "SITE_S3_REGION", "SITE_S3_FORCE_PATH_STYLE"];

// S3's own rule for bucket names, which OSS, COS and MinIO keep too.
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const KEY_PREFIX = /^[A-Za-z0-9!_.*'()-]+(?:\/[A-Za-z0-9!_.*'()-]+)*$/;

/**
 * SITE_UPLOADS_URL=s3://bucket/prefix with SITE_S3_ENDPOINT, SITE_S3_REGION and
 * SITE_S3_FORCE_PATH_STYLE, or the data folder's `uploads/`. The credentials are the SDK's to
 * read (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY): no setting here holds or repeats them.
 */
function uploads(env: NodeJS.ProcessEnv, dataDir: string): UploadsSetting {
  const url = env.SITE_UPLOADS_URL || undefined;
  if (url === undefined) {
    for (const name of S3_SETTINGS) {
      if (env[name]) throw new Error(`${name} is set but SITE_UPLOADS_URL is not`);
    }
    return { kind: "folder", dir: uploadsDir(dataDir) };
  }
  if (!url.startsWith("s3://")) {
    const scheme = /^[a-z][a-z0-9+.-]*:/i.exec(url)?.[0];
    throw new Error(
      `SITE_UPLOADS_URL must be an s3://bucket/prefix URL (got ${scheme ? `${scheme}//…` : `"${url}"`})`,
    );
  }
  if (url.includes("@")) {
    throw new Error(
      "SITE_UPLOADS_URL must not hold credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY",
    );
  }
  const parts = /^s3:\/\/([^/?#]*)\/?([^?#]*)$/.exec(url);
  if (!parts) {
    throw new Error(
      `SITE_UPLOADS_URL must be an s3://bucket/prefix URL, without ? or # (got "${url}")`,
    );
  }
  const [, bucket = "", path = ""] = parts;
  if (!BUCKET_NAME.test(bucket)) {
    throw new Error(
      `SITE_UPLOADS_URL must name a bucket of 3 to 63 lowercase letters, digits, dots and hyphens (got "${bucket}")`,
    );
  }
  const prefix = path.replace(/\/+$/, "");
  if (prefix !== "" && (!KEY_PREFIX.test(prefix) || /(^|\/)\.\.?(\/|$)/.test(prefix))) {
    throw new Error(
      `SITE_UPLOADS_URL's prefix must be folder names of letters, digits and !-_.*'() joined by / (got "${path}")`,
    );
  }
  const region = env.SITE_S3_REGION || "us-east-1";
  if (!/^[a-z0-9-]{1,40}$/.test(region)) {
    throw new Error(
      `SITE_S3_REGION must be a region name such as us-east-1 or cn-hangzhou (got "${region}")`,
    );
  }
  return {
    kind: "bucket",
    bucket,
    prefix,
    endpoint: endpoint(env.SITE_S3_ENDPOINT),
    region,
    forcePathStyle:
      oneOf(
        "SITE_S3_FORCE_PATH_STYLE",
        env.SITE_S3_FORCE_PATH_STYLE,
        ["true", "false"],
        "false",
      ) === "true",
  };
}

/** SITE_S3_ENDPOINT: the S3-compatible service's URL, path kept; null for AWS's own. */
function endpoint(value: string | undefined): string | null {
  if (!value) return null;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    // reported below
  }
  if (url && (url.username || url.password)) {
    throw new Error(
      "SITE_S3_ENDPOINT must not hold credentials: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY",
    );
  }
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) {
    throw new Error(`SITE_S3_ENDPOINT must be an http(s) URL (got "${value}")`);
  }
  return url.href.replace(/\/$/, "");
}

/** Settings come from the environment; the defaults run the whole product from a clone. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = portNumber(env.PORT);
  const dataDir = folder(env.SITE_DATA_DIR, fromHere("../data"));
  // src/ in development and dist/ after the bundle are both one level below the package.
  return {
    host: env.HOST ?? "0.0.0.0",
    port,
    ...publicUrls(env, port),
    editions: [
      {
        edition: "zh",
        root: folder(env.SITE_ZH_DIST, fromHere("../../zh/dist")),
        serverEntry: folder(
          env.SITE_ZH_SERVER_ENTRY,
          fromHere("../../zh/dist-server/entry-server.js"),
        ),
      },
      {
        edition: "en",
        root: folder(env.SITE_EN_DIST, fromHere("../../en/dist")),
        serverEntry: folder(
          env.SITE_EN_SERVER_ENTRY,
          fromHere("../../en/dist-server/entry-server.js"),
        ),
      },
    ],
    dataDir,
    database: databaseTarget(env, dataDir),
    redis: redisSettings(env),
    uploads: uploads(env, dataDir),
    contentDir: folder(env.SITE_CONTENT_DIR, fromHere("../content")),
    contentOnStart: oneOf(
      "SITE_CONTENT_ON_START",
      env.SITE_CONTENT_ON_START,
      ["if-empty", "always", "never"],
      "if-empty",
    ),
    rateLimits: {
      submit: perMinute("SITE_RATE_SUBMIT", env.SITE_RATE_SUBMIT, 10),
      upload: perMinute("SITE_RATE_UPLOAD", env.SITE_RATE_UPLOAD, 30),
      visit: perMinute("SITE_RATE_VISIT", env.SITE_RATE_VISIT, 120),
    },
    uploadDailyBytes: megabytes("SITE_UPLOAD_DAILY_MB", env.SITE_UPLOAD_DAILY_MB, 100),
    // 4 KiB/s averaged over 10 s: a 10 MB photo on a slow 1.6 Mbps phone link (200 kB/s)
    // passes fifty times over; a client sending a byte now and then to hold a connection does not.
    bodyPace: {
      minBytesPerSecond: bytesPerSecond("SITE_BODY_MIN_RATE", env.SITE_BODY_MIN_RATE, 4096),
      windowMs: 10_000,
      stallMs: 30_000,
    },
    // Far above the few streams a browser cancels when a visitor leaves a page early, far below
    // the thousands a second of a flood (and below nghttp2's own limit, which closes with
    // INTERNAL_ERROR and tells the client nothing of why).
    http2ResetLimit: { resets: 200, windowMs: 10_000 },
    drainSeconds: seconds("SITE_DRAIN_SECONDS", env.SITE_DRAIN_SECONDS, 5),
    webhook: webhook(env),
    ipFlag: oneOf("SITE_IP_FLAG", env.SITE_IP_FLAG, ["domestic", "foreign", "auto"], "auto"),
    trustProxy: proxyList(env.SITE_TRUST_PROXY),
    apiOrigin: origin("SITE_API_BASE_URL", env.SITE_API_BASE_URL),
    corsOrigins: originList("SITE_CORS_ORIGINS", env.SITE_CORS_ORIGINS),
    testFixtures:
      oneOf("SITE_TEST_FIXTURES", env.SITE_TEST_FIXTURES, ["off", "on"], "off") === "on",
    tls: tls(env),
  };
}
