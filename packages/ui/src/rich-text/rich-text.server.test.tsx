// @vitest-environment node
import { renderToString } from "react-dom/server";
import { afterAll, describe, expect, it } from "vitest";
import { InlineHtml } from "./inline-html";
import { RichText } from "./rich-text";
import { sanitizeHtml, setSanitizerWindow } from "./sanitize";
import { installServerSanitizer } from "./server";

const HOSTILE = `<p onclick="x()">a<img src="/api/profile/a.png" alt="图" onerror="alert(1)"></p><script>alert(1)</script><a href="javascript:alert(1)">l</a><div style="position:fixed;color:red">b</div>`;

// A server render without a DOM: DOMPurify would pass its input through there.
describe("without a DOM", () => {
  it("sanitizeHtml falls back to escaped text", () => {
    expect(sanitizeHtml(`<p>ok</p><script>alert(1)</script><img src=x onerror=alert(1)>`)).toBe(
      "ok",
    );
  });

  it("RichText renders text only, no active markup", () => {
    const html = renderToString(
      <RichText html={`<p>a<img src="x" onerror="alert(1)"></p><script>alert(1)</script>`} />,
    );
    expect(html).toBe('<div class="rich-text">a</div>');
  });

  it("InlineHtml renders text only", () => {
    expect(renderToString(<InlineHtml html="<b>集团</b>简介" />)).toBe("<span>集团简介</span>");
  });
});

// Issue 12, item 3: the server sanitizes with the browser's DOMPurify and policy, in jsdom.
describe("with the server sanitizer", () => {
  afterAll(() => setSanitizerWindow(null));

  it("keeps paragraphs, images and safe styles; drops scripts, handlers and layout", () => {
    installServerSanitizer();
    expect(sanitizeHtml(HOSTILE)).toBe(
      '<p>a<img src="/api/profile/a.png" alt="图"></p><a>l</a><div style="color:red">b</div>',
    );
    expect(sanitizeHtml(HOSTILE, { stripImages: true })).toBe(
      '<p>a</p><a>l</a><div style="color:red">b</div>',
    );
    expect(sanitizeHtml(`<b>集团</b><a href="/x">简介</a>`, { inline: true })).toBe(
      "<b>集团</b>简介",
    );
  });

  it("RichText renders the sanitized HTML into the first HTML", () => {
    installServerSanitizer();
    expect(renderToString(<RichText html={`<p>第一段</p><p>第二段<br>续</p>`} />)).toBe(
      '<div class="rich-text"><p>第一段</p><p>第二段<br>续</p></div>',
    );
  });
});
