import { describe, expect, it } from "vitest";
import {
  normalizeBaseUrl,
  resolveMediaUrl,
  rewriteRichText,
  splitMediaList,
  stripImages,
} from "./media";

const BASE = "http://test.local";

describe("resolveMediaUrl (D3)", () => {
  it("prefixes /profile paths with the API base", () => {
    expect(resolveMediaUrl(BASE, "/profile/upload/2025/01/05/a_20250105143012A001.png")).toBe(
      `${BASE}/api/profile/upload/2025/01/05/a_20250105143012A001.png`,
    );
    expect(resolveMediaUrl("", "/profile/x.png")).toBe("/api/profile/x.png");
  });

  it("does not prefix /api twice", () => {
    expect(resolveMediaUrl(BASE, "/api/profile/x.png")).toBe(`${BASE}/api/profile/x.png`);
    expect(resolveMediaUrl("", "/api/profile/x.png")).toBe("/api/profile/x.png");
  });

  it("maps admin-build prefixes to /api", () => {
    expect(resolveMediaUrl(BASE, "/prod-api/profile/x.png")).toBe(`${BASE}/api/profile/x.png`);
    expect(resolveMediaUrl(BASE, "/dev-api/profile/x.png")).toBe(`${BASE}/api/profile/x.png`);
  });

  it("keeps a path that merely starts with the letters api", () => {
    expect(resolveMediaUrl(BASE, "/apidocs/x.png")).toBe(`${BASE}/api/apidocs/x.png`);
  });

  it("leaves absolute URLs as they are", () => {
    expect(resolveMediaUrl(BASE, "https://cdn.example.com/a.png")).toBe(
      "https://cdn.example.com/a.png",
    );
    expect(resolveMediaUrl(BASE, "HTTP://cdn.example.com/a.png")).toBe(
      "HTTP://cdn.example.com/a.png",
    );
    expect(resolveMediaUrl(BASE, "//cdn.example.com/a.png")).toBe("//cdn.example.com/a.png");
    expect(resolveMediaUrl(BASE, "data:image/png;base64,AAAA")).toBe("data:image/png;base64,AAAA");
  });

  it("roots a bare relative path under /api", () => {
    expect(resolveMediaUrl(BASE, "profile/x.png")).toBe(`${BASE}/api/profile/x.png`);
  });

  it("gives null for nothing", () => {
    expect(resolveMediaUrl(BASE, "")).toBeNull();
    expect(resolveMediaUrl(BASE, "   ")).toBeNull();
    expect(resolveMediaUrl(BASE, null)).toBeNull();
    expect(resolveMediaUrl(BASE, undefined)).toBeNull();
  });

  it("trims the path", () => {
    expect(resolveMediaUrl(BASE, " /profile/x.png ")).toBe(`${BASE}/api/profile/x.png`);
  });
});

describe("normalizeBaseUrl", () => {
  it("drops trailing slashes and defaults to same origin", () => {
    expect(normalizeBaseUrl(undefined)).toBe("");
    expect(normalizeBaseUrl("")).toBe("");
    expect(normalizeBaseUrl("http://test.local//")).toBe("http://test.local");
  });
});

describe("rewriteRichText (D3)", () => {
  it("rewrites src and href values with an admin or profile prefix", () => {
    const html =
      '<p><img src="/prod-api/profile/a.png" alt="a"><img src="/dev-api/profile/b.png">' +
      '<img src="/api/profile/c.png"><img src="/profile/d.png"></p>' +
      '<a href="/profile/upload/e.pdf" target="_blank">PDF</a>';
    expect(rewriteRichText(BASE, html)).toBe(
      `<p><img src="${BASE}/api/profile/a.png" alt="a"><img src="${BASE}/api/profile/b.png">` +
        `<img src="${BASE}/api/profile/c.png"><img src="${BASE}/api/profile/d.png"></p>` +
        `<a href="${BASE}/api/profile/upload/e.pdf" target="_blank">PDF</a>`,
    );
  });

  it("keeps same-origin /api paths unchanged when the base is empty", () => {
    expect(
      rewriteRichText("", '<img src="/prod-api/profile/a.png"><img src="/api/profile/b.png">'),
    ).toBe('<img src="/api/profile/a.png"><img src="/api/profile/b.png">');
  });

  it("handles single quotes, bare values, spaces around = and upper case", () => {
    expect(
      rewriteRichText(
        BASE,
        "<IMG SRC='/profile/a.png'><img src=/profile/b.png><a href = \"/dev-api/x\">x</a>",
      ),
    ).toBe(
      `<IMG SRC='${BASE}/api/profile/a.png'><img src=${BASE}/api/profile/b.png><a href = "${BASE}/api/x">x</a>`,
    );
  });

  it("leaves other links, other attributes and text alone", () => {
    const html =
      '<a href="https://example.com/profile/x">x</a><a href="/zixun">news</a>' +
      '<img data-src="/profile/lazy.png" src="https://cdn.example.com/a.png" title="/profile/t.png">' +
      '<p>src="/profile/in-text.png" is only text</p><a href="/profiles/x">y</a>';
    expect(rewriteRichText(BASE, html)).toBe(html);
  });

  it("copes with quoted > inside a tag", () => {
    expect(rewriteRichText(BASE, '<img alt="a > b" src="/profile/a.png">')).toBe(
      `<img alt="a > b" src="${BASE}/api/profile/a.png">`,
    );
  });

  it("returns empty text as it is", () => {
    expect(rewriteRichText(BASE, "")).toBe("");
  });
});

describe("stripImages (D3 list views)", () => {
  it("removes img tags and keeps the rest", () => {
    expect(
      stripImages(
        '<p>前言</p><p style="text-align: center;"><img src="/a.png" alt="x > y" width="800"/></p><p>正文<IMG src=b.png></img></p>',
      ),
    ).toBe('<p>前言</p><p style="text-align: center;"></p><p>正文</p>');
  });

  it("keeps text that only mentions img", () => {
    expect(stripImages("<p>&lt;img&gt; and images</p>")).toBe("<p>&lt;img&gt; and images</p>");
  });
});

describe("splitMediaList (briefImgs)", () => {
  it("splits on commas, trims and resolves each path", () => {
    expect(
      splitMediaList(
        BASE,
        "/profile/a.png, /profile/b.png,,https://cdn.example.com/c.png ，/profile/d.png",
      ),
    ).toEqual([
      `${BASE}/api/profile/a.png`,
      `${BASE}/api/profile/b.png`,
      "https://cdn.example.com/c.png",
      `${BASE}/api/profile/d.png`,
    ]);
  });

  it("gives no images for an empty list", () => {
    expect(splitMediaList(BASE, "")).toEqual([]);
  });
});
