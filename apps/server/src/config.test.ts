import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readConfig } from "./config";

describe("readConfig", () => {
  it("has defaults that run the product from a clone", () => {
    const config = readConfig({});
    expect(config.port).toBe(8080);
    expect(config.rateLimits).toEqual({ submit: 10, upload: 30, visit: 120 });
    expect(config.uploadDailyBytes).toBe(100 * 1024 * 1024);
    expect(config.bodyPace).toEqual({ minBytesPerSecond: 4096, windowMs: 10_000, stallMs: 30_000 });
    expect(config.http2ResetLimit).toEqual({ resets: 200, windowMs: 10_000 });
    expect(config.webhook).toBeNull();
    expect(config.ipFlag).toBe("auto");
    expect(config.trustProxy).toEqual([]);
    expect(config.contentOnStart).toBe("if-empty");
    expect(config.dataDir).toMatch(/apps\/server\/data$/);
    expect(config.contentDir).toMatch(/apps\/server\/content$/);
    expect(config.publicUrls).toEqual({ zh: "http://localhost:8080", en: "http://localhost:8080" });
    expect(config.publicUrlDefaulted).toBe(true);
    expect(config.tls).toBeNull();
    expect(config.database).toEqual({ engine: "sqlite", dataDir: config.dataDir });
    expect(config.drainSeconds).toBe(5);
  });

  it("takes PostgreSQL from SITE_DATABASE_URL, with its pool and CA (issue 25)", () => {
    const url = "postgres://site:s3cret@db.internal:5432/site?sslmode=require";
    expect(readConfig({ SITE_DATABASE_URL: url }).database).toEqual({
      engine: "postgres",
      url,
      poolSize: 10,
    });
    const dir = mkdtempSync(join(tmpdir(), "site-ca-"));
    try {
      const ca = join(dir, "ca.pem");
      writeFileSync(ca, "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n");
      expect(
        readConfig({ SITE_DATABASE_URL: url, SITE_DATABASE_CA: ca, SITE_DATABASE_POOL: "25" })
          .database,
      ).toEqual({ engine: "postgres", url, caFile: ca, poolSize: 25 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("takes Redis from SITE_REDIS_URL with a key prefix, site: by default (issue 27)", () => {
    expect(readConfig({}).redis).toBeNull();
    expect(readConfig({ SITE_REDIS_URL: "redis://:s3cret@cache:6379/2" }).redis).toEqual({
      url: "redis://:s3cret@cache:6379/2",
      prefix: "site:",
    });
    expect(
      readConfig({ SITE_REDIS_URL: "rediss://cache:6380", SITE_REDIS_PREFIX: "tc-site:" }).redis,
    ).toEqual({ url: "rediss://cache:6380", prefix: "tc-site:" });
  });

  it("refuses database settings it cannot use, naming the setting and never the password", () => {
    const refusals: Array<[NodeJS.ProcessEnv, RegExp]> = [
      [
        { SITE_DATABASE_URL: "mysql://site:s3cret@db:3306/site" },
        /^SITE_DATABASE_URL must be a postgres:\/\/ URL/,
      ],
      [{ SITE_DATABASE_URL: "site:s3cret@db/site" }, /^SITE_DATABASE_URL must be a postgres:\/\//],
      [
        { SITE_DATABASE_URL: "postgres://site:s3cret@db/site", SITE_DATABASE_POOL: "0" },
        /^SITE_DATABASE_POOL /,
      ],
      [
        { SITE_DATABASE_URL: "postgres://site:s3cret@db/site", SITE_DATABASE_POOL: "ten" },
        /^SITE_DATABASE_POOL /,
      ],
      [
        {
          SITE_DATABASE_URL: "postgres://site:s3cret@db/site",
          SITE_DATABASE_CA: "/nowhere/ca.pem",
        },
        /^SITE_DATABASE_CA names a file that cannot be read/,
      ],
      [{ SITE_DATABASE_POOL: "5" }, /^SITE_DATABASE_POOL is set but SITE_DATABASE_URL is not/],
      [{ SITE_REDIS_URL: "http://:s3cret@cache:6379" }, /^SITE_REDIS_URL must be a redis:\/\//],
      [{ SITE_REDIS_URL: "cache:6379" }, /^SITE_REDIS_URL must be a redis:\/\//],
      [
        { SITE_REDIS_URL: "redis://:s3cret@cache:6379", SITE_REDIS_PREFIX: "a b" },
        /^SITE_REDIS_PREFIX must be/,
      ],
      [{ SITE_REDIS_PREFIX: "site:" }, /^SITE_REDIS_PREFIX is set but SITE_REDIS_URL is not/],
      [{ SITE_DRAIN_SECONDS: "-1" }, /^SITE_DRAIN_SECONDS must be a whole number of seconds/],
      [{ SITE_DRAIN_SECONDS: "301" }, /^SITE_DRAIN_SECONDS must be a whole number of seconds/],
    ];
    for (const [env, message] of refusals) {
      let thrown: unknown;
      try {
        readConfig(env);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(Error);
      expect((thrown as Error).message).toMatch(message);
      expect((thrown as Error).message).not.toContain("s3cret");
      expect((thrown as Error).message).not.toContain("\n");
    }
  });

  it("builds absolute URLs from the public origin, one for both editions or one each (issue 13)", () => {
    const shared = readConfig({ SITE_PUBLIC_URL: "https://www.tiancheng-group.com/" });
    expect(shared.publicUrls).toEqual({
      zh: "https://www.tiancheng-group.com",
      en: "https://www.tiancheng-group.com",
    });
    expect(shared.publicUrlDefaulted).toBe(false);
    const apart = readConfig({
      SITE_PUBLIC_URL: "https://www.tiancheng-group.com",
      SITE_EN_PUBLIC_URL: "https://en.tiancheng-group.com",
    });
    expect(apart.publicUrls.en).toBe("https://en.tiancheng-group.com");
    expect(apart.publicUrls.zh).toBe("https://www.tiancheng-group.com");
    expect(() => readConfig({ SITE_PUBLIC_URL: "www.tiancheng-group.com" })).toThrow(
      "SITE_PUBLIC_URL must be an http(s) URL",
    );
  });

  it("reads the daily upload allowance in megabytes, and refuses anything else", () => {
    expect(readConfig({ SITE_UPLOAD_DAILY_MB: "5" }).uploadDailyBytes).toBe(5 * 1024 * 1024);
    for (const value of ["0", "-1", "1.5", "lots"]) {
      expect(() => readConfig({ SITE_UPLOAD_DAILY_MB: value }), value).toThrow(
        /SITE_UPLOAD_DAILY_MB/,
      );
    }
  });

  it("reads the minimum body rate in bytes a second, and refuses anything else", () => {
    expect(readConfig({ SITE_BODY_MIN_RATE: "1024" }).bodyPace.minBytesPerSecond).toBe(1024);
    for (const value of ["0", "-1", "1.5", "4k"]) {
      expect(() => readConfig({ SITE_BODY_MIN_RATE: value }), value).toThrow(/SITE_BODY_MIN_RATE/);
    }
  });

  it("picks the robot's format from its URL unless told", () => {
    const wecom = "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=k";
    expect(readConfig({ SITE_WEBHOOK_URL: wecom }).webhook).toEqual({
      url: wecom,
      format: "wecom",
    });
    expect(
      readConfig({ SITE_WEBHOOK_URL: "https://oapi.dingtalk.com/robot/send?access_token=t" })
        .webhook?.format,
    ).toBe("dingtalk");
    expect(
      readConfig({ SITE_WEBHOOK_URL: "https://open.feishu.cn/open-apis/bot/v2/hook/x" }).webhook
        ?.format,
    ).toBe("feishu");
    expect(
      readConfig({
        SITE_WEBHOOK_URL: "https://ops.example.com/hook",
        SITE_WEBHOOK_FORMAT: "dingtalk",
      }).webhook?.format,
    ).toBe("dingtalk");
    expect(readConfig({ SITE_WEBHOOK_URL: "https://ops.example.com/hook" }).webhook?.format).toBe(
      "json",
    );
  });

  it("refuses settings it cannot read, naming them", () => {
    expect(() => readConfig({ SITE_WEBHOOK_URL: "ftp://x" })).toThrow(/SITE_WEBHOOK_URL/);
    expect(() =>
      readConfig({ SITE_WEBHOOK_URL: "https://x", SITE_WEBHOOK_FORMAT: "slack" }),
    ).toThrow(/SITE_WEBHOOK_FORMAT/);
    expect(() => readConfig({ SITE_RATE_SUBMIT: "ten" })).toThrow(/SITE_RATE_SUBMIT/);
    expect(() => readConfig({ PORT: "http" })).toThrow(/PORT/);
    expect(() => readConfig({ SITE_IP_FLAG: "yes" })).toThrow(/SITE_IP_FLAG/);
    expect(() => readConfig({ SITE_TRUST_PROXY: "my-proxy" })).toThrow(/SITE_TRUST_PROXY/);
    expect(() => readConfig({ SITE_CONTENT_ON_START: "sometimes" })).toThrow(
      /SITE_CONTENT_ON_START/,
    );
  });

  it("reads proxy lists with names and ranges", () => {
    expect(readConfig({ SITE_TRUST_PROXY: "loopback, 10.0.0.0/8,::1" }).trustProxy).toEqual([
      "loopback",
      "10.0.0.0/8",
      "::1",
    ]);
  });

  it("reads the HTTPS certificate and key together, and names a file it cannot use", () => {
    const dir = mkdtempSync(join(tmpdir(), "site-config-"));
    try {
      const cert = join(dir, "cert.pem");
      const key = join(dir, "key.pem");
      const notPem = join(dir, "cert.der");
      writeFileSync(cert, "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n");
      writeFileSync(key, "-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----\n");
      writeFileSync(notPem, "0\u0082\u0001");
      expect(readConfig({ SITE_TLS_CERT: cert, SITE_TLS_KEY: key }).tls).toEqual({
        cert: expect.stringContaining("BEGIN CERTIFICATE"),
        key: expect.stringContaining("BEGIN PRIVATE KEY"),
      });
      expect(() => readConfig({ SITE_TLS_CERT: cert })).toThrow(/SITE_TLS_CERT and SITE_TLS_KEY/);
      expect(() => readConfig({ SITE_TLS_KEY: key })).toThrow(/SITE_TLS_CERT and SITE_TLS_KEY/);
      expect(() =>
        readConfig({ SITE_TLS_CERT: join(dir, "missing.pem"), SITE_TLS_KEY: key }),
      ).toThrow(/SITE_TLS_CERT names a file that cannot be read: .*missing\.pem \(ENOENT\)/);
      expect(() => readConfig({ SITE_TLS_CERT: notPem, SITE_TLS_KEY: key })).toThrow(
        /SITE_TLS_CERT must name a PEM file/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
