import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test-support/test-app";
import { isLocalAddress } from "./ip-address";

let server: TestApp | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function flag(remoteAddress: string, headers: Record<string, string> = {}) {
  const response = await server!.app.inject({
    url: "/api/moudle/apisystem/ApiSoft/getIpFlag",
    remoteAddress,
    headers,
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers["cache-control"]).toBe("no-store");
  const body = response.json();
  expect(body).toMatchObject({ code: 200, msg: "操作成功" });
  return body.data as boolean;
}

describe("getIpFlag (D9)", () => {
  it("answers true in China, false elsewhere, from the offline database", async () => {
    server = await createTestApp({ seed: false });
    expect(await flag("114.114.114.114")).toBe(true);
    expect(await flag("240e:1::1")).toBe(true);
    expect(await flag("::ffff:114.114.114.114")).toBe(true);
    expect(await flag("8.8.8.8")).toBe(false);
    expect(await flag("2a03:2880::1")).toBe(false);
    expect(await flag("::ffff:8.8.8.8")).toBe(false);
  });

  it("answers true for loopback, private and unknown addresses", async () => {
    server = await createTestApp({ seed: false });
    for (const ip of [
      "127.0.0.1",
      "::1",
      "::ffff:127.0.0.1",
      "10.1.2.3",
      "172.16.5.4",
      "172.31.255.255",
      "192.168.1.10",
      "::ffff:192.168.1.10",
      "fc00::1",
      "fd12:3456::1",
      "fe80::1",
      "198.51.100.1",
    ]) {
      expect(await flag(ip), ip).toBe(true);
    }
  });

  it("ignores X-Forwarded-For unless the peer is a trusted proxy", async () => {
    server = await createTestApp({ seed: false });
    expect(await flag("10.0.0.5", { "x-forwarded-for": "8.8.8.8" })).toBe(true);
    expect(await flag("8.8.8.8", { "x-forwarded-for": "114.114.114.114" })).toBe(false);
    await server.close();

    server = await createTestApp({
      seed: false,
      env: { SITE_TRUST_PROXY: "10.0.0.0/8, 127.0.0.1" },
    });
    expect(await flag("10.0.0.5", { "x-forwarded-for": "8.8.8.8" })).toBe(false);
    expect(await flag("10.0.0.5", { "x-forwarded-for": "114.114.114.114" })).toBe(true);
    // A header from an untrusted peer still counts for nothing.
    expect(await flag("8.8.8.8", { "x-forwarded-for": "114.114.114.114" })).toBe(false);
  });

  it("answers what SITE_IP_FLAG forces", async () => {
    server = await createTestApp({ seed: false, env: { SITE_IP_FLAG: "foreign" } });
    expect(await flag("114.114.114.114")).toBe(false);
    expect(await flag("127.0.0.1")).toBe(false);
    await server.close();
    server = await createTestApp({ seed: false, env: { SITE_IP_FLAG: "domestic" } });
    expect(await flag("8.8.8.8")).toBe(true);
  });
});

describe("isLocalAddress", () => {
  it("draws the private ranges' edges", () => {
    expect(isLocalAddress("172.15.255.255")).toBe(false);
    expect(isLocalAddress("172.32.0.0")).toBe(false);
    expect(isLocalAddress("192.169.0.1")).toBe(false);
    expect(isLocalAddress("fe00::1")).toBe(false);
    expect(isLocalAddress("not an address")).toBe(false);
  });
});
