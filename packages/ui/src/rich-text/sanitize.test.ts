import { describe, expect, it } from "vitest";
import { relevelHeadings, safeInlineStyle, sanitizeHtml } from "./sanitize";

describe("inline styles (issue 14, item 6)", () => {
  it("drops a full-screen position: fixed overlay", () => {
    const clean = sanitizeHtml(
      '<div style="position: fixed; top: 0; left: 0; width: 100vw; height: 100vh; z-index: 99999; background: white">请重新登录</div>',
    );
    expect(clean).toBe("<div>请重新登录</div>");
  });

  it.each([
    "position:absolute;top:-100px",
    "transform: translate(0, -500px)",
    "margin-top: -2000px",
    "width: 100000px",
    "display: none",
    "opacity: 0",
    "pointer-events: none",
    "background-image: url(https://evil.example/x.png)",
    "color: expression(alert(1))",
    "color: red; background: url(javascript:alert(1))",
    "font-family: x\\3b position: fixed",
    "inset: 0",
  ])("keeps nothing unsafe of %j", (style) => {
    const clean = sanitizeHtml(`<p style="${style}">x</p>`);
    expect(clean).not.toMatch(
      /position|transform|margin|width|display|opacity|pointer|url|expression|inset/,
    );
  });

  it("keeps text formatting, in both full and inline modes", () => {
    expect(
      sanitizeHtml('<p style="text-align: center; color: #c00; position: fixed">居中</p>'),
    ).toBe('<p style="text-align: center; color: #c00">居中</p>');
    expect(
      sanitizeHtml('<span style="font-weight: bold; z-index: 5">集团</span>', { inline: true }),
    ).toBe('<span style="font-weight: bold">集团</span>');
  });

  it("reads declarations one by one", () => {
    expect(safeInlineStyle("COLOR: Red ; font-size:14px !important;;bogus")).toBe(
      "COLOR: Red; font-size:14px !important",
    );
    expect(safeInlineStyle("background-color: rgba(0, 0, 0, 0.5)")).toBe(
      "background-color: rgba(0, 0, 0, 0.5)",
    );
    expect(safeInlineStyle("color: red; color: url(x)")).toBe("color: red");
  });
});

describe("heading levels of a body under the page's h1", () => {
  it("moves the highest heading to the level asked and keeps the others' distance", () => {
    expect(sanitizeHtml("<h3>A</h3><p>x</p><h4 id='b'>B</h4>", { topHeading: 2 })).toBe(
      '<h2>A</h2><p>x</p><h3 id="b">B</h3>',
    );
    expect(sanitizeHtml("<h1>A</h1><h2>B</h2>", { topHeading: 2 })).toBe("<h2>A</h2><h3>B</h3>");
  });

  it("leaves headings already at that level, text that looks like a tag, and h6 as the floor", () => {
    expect(sanitizeHtml("<h2>A</h2><p>&lt;h3&gt;</p>", { topHeading: 2 })).toBe(
      "<h2>A</h2><p>&lt;h3&gt;</p>",
    );
    expect(relevelHeadings("<h1>A</h1><h6>B</h6>", 3)).toBe("<h3>A</h3><h6>B</h6>");
    expect(sanitizeHtml("<p>no headings</p>", { topHeading: 2 })).toBe("<p>no headings</p>");
  });
});

describe("an article's lead image", () => {
  const body =
    '<p>Intro</p><img src="/a.svg" alt="A" loading="lazy"><p>More</p>' +
    '<img src="/b.svg" alt="B" fetchpriority="high"><img src="/c.svg" alt="C">';

  it("fetches the first image at high priority and lets the later ones load lazily", () => {
    const dom = new DOMParser().parseFromString(
      sanitizeHtml(body, { leadImage: true }),
      "text/html",
    );
    const images = [...dom.images].map((image) => [
      image.getAttribute("src"),
      image.getAttribute("fetchpriority"),
      image.getAttribute("loading"),
    ]);
    expect(images).toEqual([
      ["/a.svg", "high", null],
      ["/b.svg", null, "lazy"],
      ["/c.svg", null, "lazy"],
    ]);
  });

  it("without the option, and in the call after one with it, only the editor's loading stays", () => {
    sanitizeHtml(body, { leadImage: true });
    const dom = new DOMParser().parseFromString(sanitizeHtml(body), "text/html");
    // An editor cannot raise an image's priority: the page decides which image leads.
    expect(
      [...dom.images].map((image) => [
        image.getAttribute("fetchpriority"),
        image.getAttribute("loading"),
      ]),
    ).toEqual([
      [null, "lazy"],
      [null, null],
      [null, null],
    ]);
  });
});
