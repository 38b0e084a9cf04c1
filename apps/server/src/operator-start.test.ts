import { describe, expect, it } from "vitest";
import { readConfig } from "./config";
import { startWarnings } from "./operator-start";

describe("startWarnings", () => {
  it("says when the public address is not set", () => {
    expect(startWarnings(readConfig({}))[0]).toMatch(/^SITE_PUBLIC_URL is not set/);
    expect(startWarnings(readConfig({ SITE_PUBLIC_URL: "https://www.example.cn" }))).toEqual([]);
  });

  it("says when a node of several (a shared database) does not believe its balancer", () => {
    const shared = {
      SITE_PUBLIC_URL: "https://www.example.cn",
      SITE_DATABASE_URL: "postgres://site:pw@db:5432/site",
    };
    expect(startWarnings(readConfig(shared))).toEqual([
      expect.stringMatching(/^SITE_DATABASE_URL is set but SITE_TRUST_PROXY is not/),
    ]);
    expect(startWarnings(readConfig({ ...shared, SITE_TRUST_PROXY: "10.0.0.2" }))).toEqual([]);
  });

  it("names every several-node setting that is set (issue 27)", () => {
    const redisOnly = {
      SITE_PUBLIC_URL: "https://www.example.cn",
      SITE_REDIS_URL: "redis://cache:6379",
    };
    expect(startWarnings(readConfig(redisOnly))).toEqual([
      expect.stringMatching(/^SITE_REDIS_URL is set but SITE_TRUST_PROXY is not/),
    ]);
    const both = { ...redisOnly, SITE_DATABASE_URL: "postgres://site:pw@db:5432/site" };
    expect(startWarnings(readConfig(both))).toEqual([
      expect.stringMatching(
        /^SITE_DATABASE_URL and SITE_REDIS_URL are set but SITE_TRUST_PROXY is not/,
      ),
    ]);
    const all = { ...both, SITE_UPLOADS_URL: "s3://tc-site-uploads/complaints" };
    expect(startWarnings(readConfig(all))).toEqual([
      expect.stringMatching(
        /^SITE_DATABASE_URL, SITE_REDIS_URL and SITE_UPLOADS_URL are set but SITE_TRUST_PROXY is not/,
      ),
    ]);
  });
});
