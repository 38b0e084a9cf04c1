// @vitest-environment node
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { InlineHtml, RichText } from "./rich-text";
import { sanitizeHtml } from "./sanitize";

// Pages will render on a server (no DOM): DOMPurify would pass the input through there.
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
