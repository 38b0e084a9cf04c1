import { describe, expect, it } from "vitest";
import { readConfig } from "./config";

describe("readConfig", () => {
  it("has defaults that run the product from a clone", () => {
    const config = readConfig({});
    expect(config.port).toBe(8080);
    expect(config.rateLimits).toEqual({ submit: 10, upload: 30, visit: 120 });
    expect(config.uploadDailyBytes).toBe(100 * 1024 * 1024);
    expect(config.webhook).toBeNull();
    expect(config.ipFlag).toBe("auto");
    expect(config.trustProxy).toEqual([]);
    expect(config.contentOnStart).toBe("if-empty");
    expect(config.dataDir).toMatch(/apps\/server\/data$/);
    expect(config.contentDir).toMatch(/apps\/server\/content$/);
  });

  it("reads the daily upload allowance in megabytes, and refuses anything else", () => {
    expect(readConfig({ SITE_UPLOAD_DAILY_MB: "5" }).uploadDailyBytes).toBe(5 * 1024 * 1024);
    for (const value of ["0", "-1", "1.5", "lots"]) {
      expect(() => readConfig({ SITE_UPLOAD_DAILY_MB: value }), value).toThrow(
        /SITE_UPLOAD_DAILY_MB/,
      );
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
});
