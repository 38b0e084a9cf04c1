import { describe, expect, it } from "vitest";
import { plainTextOf, summaryOf } from "./description";

describe("plainTextOf", () => {
  it("keeps the words of the HTML, entities decoded, on one line", () => {
    expect(
      plainTextOf("<p>税务&amp;合规</p>\n<h3>标题</h3><p>A&#39;s &lt;b&gt; &#x4e2d;</p>"),
    ).toBe("税务&合规 标题 A's <b> 中");
    expect(plainTextOf("<style>p{}</style><p>Text</p><script>x()</script>")).toBe("Text");
  });
});

describe("summaryOf", () => {
  it("is the first sentence when it fits", () => {
    const first =
      "天诚控股集团在2026年商务服务行业大会上荣获年度标杆品牌称号，集团品牌中心负责人代表集团领奖。";
    expect(summaryOf(`${first}评审认为集团服务体系完善。`, "zh")).toBe(first);
    const english =
      "The 2026 Business Services Industry Conference took place in Beijing on 6 November.";
    expect(summaryOf(`${english} The judges noted its service.`, "en")).toBe(english);
  });

  it("takes the next sentences while the first is too short", () => {
    expect(
      summaryOf("Short one. Another short. A third sentence that ends it all. More.", "en"),
    ).toBe("Short one. Another short. A third sentence that ends it all.");
    expect(
      summaryOf("开业了。天诚控股集团北京分公司今日乔迁新址，服务面积扩大一倍。后续。", "zh"),
    ).toBe("开业了。天诚控股集团北京分公司今日乔迁新址，服务面积扩大一倍。");
  });

  it("cuts a long sentence at a word, within the maximum", () => {
    const long = `${"Tiancheng supports small businesses with bookkeeping, ".repeat(5)}and more.`;
    const summary = summaryOf(long, "en");
    expect(summary.length).toBeLessThanOrEqual(160);
    expect(summary.endsWith("…")).toBe(true);
    expect(long.startsWith(summary.slice(0, -1))).toBe(true);
    expect(summary.slice(0, -1)).toMatch(/[a-z]$/);
    const chinese = summaryOf("天".repeat(300), "zh");
    expect([...chinese].length).toBe(120);
  });

  it("keeps decimals and abbreviations inside a sentence", () => {
    expect(
      summaryOf(
        "Version 3.0 of the platform connects invoices, filings and risk alerts on one screen. Next.",
        "en",
      ),
    ).toBe("Version 3.0 of the platform connects invoices, filings and risk alerts on one screen.");
  });

  it("is empty for no text", () => {
    expect(summaryOf("", "zh")).toBe("");
  });
});
