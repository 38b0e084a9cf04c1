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
    expect(config.uploads).toEqual({ kind: "folder", dir: join(config.dataDir, "uploads") });
    expect(config.drainSeconds).toBe(5);
  });

  it("takes an S3-compatible bucket for the images from SITE_UPLOADS_URL (issue 27)", () => {
    expect(readConfig({ SITE_UPLOADS_URL: "s3://site-uploads" }).uploads).toEqual({
      kind: "bucket",
      bucket: "site-uploads",
      prefix: "",
      endpoint: null,
      region: "us-east-1",
      forcePathStyle: false,
    });
    expect(readConfig({ SITE_UPLOADS_URL: "s3://site-uploads/" }).uploads).toMatchObject({
      prefix: "",
    });
    expect(
      readConfig({
        SITE_UPLOADS_URL: "s3://site.uploads-1250000000/complaints/images/",
        SITE_S3_ENDPOINT: "https://cos.ap-guangzhou.myqcloud.com/",
        SITE_S3_REGION: "ap-guangzhou",
        SITE_S3_FORCE_PATH_STYLE: "true",
      }).uploads,
    ).toEqual({
      kind: "bucket",
      bucket: "site.uploads-1250000000",
      prefix: "complaints/images",
      endpoint: "https://cos.ap-guangzhou.myqcloud.com",
      region: "ap-guangzhou",
      forcePathStyle: true,
    });
    expect(
      readConfig({
        SITE_UPLOADS_URL: "s3://uploads/site",
        SITE_S3_ENDPOINT: "http://127.0.0.1:9000",
        SITE_S3_FORCE_PATH_STYLE: "false",
      }).uploads,
    ).toMatchObject({ endpoint: "http://127.0.0.1:9000", forcePathStyle: false });
    // The credentials are the SDK's to read: the settings neither want nor keep them.
    const withKeys = readConfig({
      SITE_UPLOADS_URL: "s3://uploads/site",
      AWS_ACCESS_KEY_ID: "AKIAEXAMPLE",
      AWS_SECRET_ACCESS_KEY: "s3cret",
    });
    expect(JSON.stringify(withKeys)).not.toMatch(/AKIAEXAMPLE|s3cret/);
  });

  it("refuses upload settings it cannot use, on one line naming the setting and no secret", () => {
    const refusals: Array<[NodeJS.ProcessEnv, RegExp]> = [
      [
        { SITE_UPLOADS_URL: "/var/site/uploads" },
        /^SITE_UPLOADS_URL must be an s3:\/\/bucket\/prefix URL \(got "\/var\/site\/uploads"\)$/,
      ],
      [
        { SITE_UPLOADS_URL: "https://s3.amazonaws.com/bucket" },
        /^SITE_UPLOADS_URL must be an s3:\/\/bucket\/prefix URL \(got https:\/\/…\)$/,
      ],
      [{ SITE_UPLOADS_URL: "S3://bucket" }, /^SITE_UPLOADS_URL must be an s3:\/\/bucket/],
      [{ SITE_UPLOADS_URL: "s3://" }, /^SITE_UPLOADS_URL must name a bucket/],
      [
        { SITE_UPLOADS_URL: "s3://My_Bucket/x" },
        /^SITE_UPLOADS_URL must name a bucket .*\(got "My_Bucket"\)$/,
      ],
      [
        { SITE_UPLOADS_URL: "s3://key:s3cret@bucket/x" },
        /^SITE_UPLOADS_URL must not hold credentials/,
      ],
      [
        { SITE_UPLOADS_URL: "s3://bucket/x?versioning=1" },
        /^SITE_UPLOADS_URL must be an s3:\/\/bucket\/prefix URL, without \? or #/,
      ],
      [{ SITE_UPLOADS_URL: "s3://bucket/a/../b" }, /^SITE_UPLOADS_URL's prefix/],
      [{ SITE_UPLOADS_URL: "s3://bucket//a" }, /^SITE_UPLOADS_URL's prefix/],
      [{ SITE_UPLOADS_URL: "s3://bucket/图片" }, /^SITE_UPLOADS_URL's prefix/],
      [
        { SITE_UPLOADS_URL: "s3://bucket", SITE_S3_ENDPOINT: "minio:9000" },
        /^SITE_S3_ENDPOINT must be an http\(s\) URL/,
      ],
      [
        { SITE_UPLOADS_URL: "s3://bucket", SITE_S3_ENDPOINT: "ftp://minio:9000" },
        /^SITE_S3_ENDPOINT must be an http\(s\) URL/,
      ],
      [
        { SITE_UPLOADS_URL: "s3://bucket", SITE_S3_ENDPOINT: "https://key:s3cret@minio:9000" },
        /^SITE_S3_ENDPOINT must not hold credentials/,
      ],
      [
        { SITE_UPLOADS_URL: "s3://bucket", SITE_S3_REGION: "US East" },
        /^SITE_S3_REGION must be a region name/,
      ],
      [
        { SITE_UPLOADS_URL: "s3://bucket", SITE_S3_FORCE_PATH_STYLE: "yes" },
        /^SITE_S3_FORCE_PATH_STYLE must be one of true, false \(got "yes"\)$/,
      ],
      [
        { SITE_S3_ENDPOINT: "http://127.0.0.1:9000" },
        /^SITE_S3_ENDPOINT is set but SITE_UPLOADS_URL is not$/,
      ],
      [{ SITE_S3_REGION: "cn-hangzhou" }, /^SITE_S3_REGION is set but SITE_UPLOADS_URL is not$/],
      [
        { SITE_S3_FORCE_PATH_STYLE: "true" },
        /^SITE_S3_FORCE_PATH_STYLE is set but SITE_UPLOADS_URL is not$/,
      ],
    ];
    for (const [env, message] of refusals) {
      let thrown: unknown;
      try {
        readConfig({ AWS_SECRET_ACCESS_KEY: "s3cret", ...env });
      } catch (error) {
        thrown = error;
      }
      expect(thrown, JSON.stringify(env)).toBeInstanceOf(Error);
      expect((thrown as Error).message).toMatch(message);
      expect((thrown as Error).message).not.toContain("s3cret");
      expect((thrown as Error).message).not.toContain("\n");
    }
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
