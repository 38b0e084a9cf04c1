import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../test/axe";
import { InlineHtml } from "./inline-html";
import { RichText } from "./rich-text";
import { sanitizeHtml, stripHtmlToText } from "./sanitize";

describe("sanitizeHtml", () => {
  it("removes scripts, event handlers, javascript: links and frames", () => {
    const clean = sanitizeHtml(
      `<p onclick="x()">a</p><script>alert(1)</script><img src="x.png" onerror="alert(1)" alt="i"><a href="javascript:alert(1)">l</a><iframe src="https://e.com"></iframe>`,
    );
    expect(clean).not.toMatch(/script|onerror|onclick|javascript:|iframe/i);
    expect(clean).toContain("<p>a</p>");
    expect(clean).toContain('<img src="x.png" alt="i">');
  });

  it("strips images when asked, keeping the text around them", () => {
    const clean = sanitizeHtml(`<p>before<img src="a.png" alt="a">after</p>`, {
      stripImages: true,
    });
    expect(clean).toBe("<p>beforeafter</p>");
  });

  it("keeps only inline formatting in inline mode", () => {
    const clean = sanitizeHtml(`<b>集团</b><a href="/x">简介</a><div>块</div><img src="a.png">`, {
      inline: true,
    });
    expect(clean).toBe("<b>集团</b>简介块");
  });

  it("gives links that open a new tab rel=noopener", () => {
    expect(sanitizeHtml(`<a href="https://e.com" target="_blank">e</a>`)).toBe(
      '<a href="https://e.com" target="_blank" rel="noopener noreferrer">e</a>',
    );
  });

  it("returns an empty string for missing input", () => {
    expect(sanitizeHtml(null)).toBe("");
    expect(sanitizeHtml(undefined)).toBe("");
  });
});

describe("stripHtmlToText (server fallback)", () => {
  it("drops scripts with their content and every tag, and escapes what is left", () => {
    expect(stripHtmlToText(`<p>a &amp; b</p><script>alert("<p>")</script><b>c</b> 1 < 2 & 3`)).toBe(
      "a &amp; b c 1 &lt; 2 &amp; 3",
    );
  });

  it("leaves no markup even from a broken tag", () => {
    expect(stripHtmlToText(`x<img src=x onerror=alert(1)`)).toBe("x");
  });
});

describe("RichText", () => {
  it("renders sanitized HTML without scripts or handlers", async () => {
    const { container } = render(
      <RichText
        html={`<h2>标题</h2><p>正文</p><script>alert(1)</script><img src="a.png" alt="图" onerror="alert(1)">`}
      />,
    );
    expect(container.querySelector("script")).toBeNull();
    expect(container.querySelector("[onerror]")).toBeNull();
    expect(container.querySelector("h2")?.textContent).toBe("标题");
    expect(container.querySelector("img")?.getAttribute("alt")).toBe("图");
    await expectNoAxeViolations(container);
  });

  it("strips images when stripImages is set", () => {
    const { container } = render(
      <RichText stripImages html={`<p>a<img src="a.png" alt="x"></p>`} />,
    );
    expect(container.querySelector("img")).toBeNull();
    expect(container.textContent).toBe("a");
  });

  it("merges className and passes other props to its div", () => {
    const { container } = render(<RichText html="<p>a</p>" className="extra" id="about" />);
    const div = container.firstElementChild;
    expect(div?.className).toBe("rich-text extra");
    expect(div?.id).toBe("about");
  });

  it("renders nothing for empty or missing HTML", () => {
    expect(render(<RichText html="" />).container.innerHTML).toBe("");
    expect(render(<RichText html={null} />).container.innerHTML).toBe("");
    expect(render(<RichText html="   " />).container.innerHTML).toBe("");
  });
});

describe("InlineHtml", () => {
  it("renders a span with inline formatting only", () => {
    const { container } = render(
      <InlineHtml html={`<span style="color:red">关于</span><p>我们</p>`} />,
    );
    expect(container.innerHTML).toBe('<span><span style="color:red">关于</span>我们</span>');
  });
});
