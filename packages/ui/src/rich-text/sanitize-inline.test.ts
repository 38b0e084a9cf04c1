import { describe, expect, it } from "vitest";
import { sanitizeInlineHtml } from "./sanitize-inline";

describe("sanitizeInlineHtml (menu labels and titles, without DOMPurify)", () => {
  it.each([
    [`<b>集团</b><a href="/x">简介</a><div>块</div><img src="a.png">`, "<b>集团</b>简介块"],
    [
      '<span style="font-weight: bold; z-index: 5">集团</span>',
      '<span style="font-weight: bold">集团</span>',
    ],
    ['<span class="hl" onclick="x()" id="a">关于</span>', '<span class="hl">关于</span>'],
    ["第一行<br/>第二行", "第一行<br>第二行"],
    ["<em><strong>深</strong>层</em>", "<em><strong>深</strong>层</em>"],
    [
      "&lt;script&gt;alert(1)&lt;/script&gt; 1 &amp; 2",
      "&lt;script&gt;alert(1)&lt;/script&gt; 1 &amp; 2",
    ],
    ["服务&nbsp;中心", "服务&nbsp;中心"],
  ])("%j → %j", (input, output) => {
    expect(sanitizeInlineHtml(input)).toBe(output);
  });

  it.each([
    `<script>alert(1)</script>关于`,
    `<style>body{display:none}</style>关于`,
    `<svg><script>alert(1)</script></svg>关于`,
    `<template><img src=x onerror=alert(1)></template>关于`,
    `<iframe src="javascript:alert(1)"></iframe>关于`,
    `<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>关于`,
    `<b title="</b><img src=x onerror=alert(1)>">关于</b>`,
    `<math><mi><style><img src=x onerror=alert(1)></style></mi></math>关于`,
    `<span style="background:url(javascript:alert(1))">关于</span>`,
  ])("leaves nothing active of %j", (input) => {
    const output = sanitizeInlineHtml(input);
    expect(output).toContain("关于");
    expect(output).not.toMatch(/<(?!\/?(?:b|span)\b)|onerror|javascript:|url\(/i);
  });

  it("returns an empty string for missing input", () => {
    expect(sanitizeInlineHtml(null)).toBe("");
    expect(sanitizeInlineHtml("")).toBe("");
  });
});
