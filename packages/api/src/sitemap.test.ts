import { describe, expect, it } from "vitest";
import { articleEntry, robotsTxt, routeEntries, sitemapXml } from "./sitemap";

const HEAD =
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';

describe("sitemapXml", () => {
  it("writes one url element per entry, with loc and the optional lastmod", () => {
    expect(
      sitemapXml([
        { loc: "https://example.cn/", lastmod: "2025-01-05" },
        { loc: "https://example.cn/about" },
      ]),
    ).toBe(
      HEAD +
        "  <url>\n" +
        "    <loc>https://example.cn/</loc>\n" +
        "    <lastmod>2025-01-05</lastmod>\n" +
        "  </url>\n" +
        "  <url>\n" +
        "    <loc>https://example.cn/about</loc>\n" +
        "  </url>\n" +
        "</urlset>\n",
    );
  });

  it("writes an empty urlset for no entries", () => {
    expect(sitemapXml([])).toBe(HEAD + "</urlset>\n");
  });

  it("writes an xhtml:link per alternate, after loc and lastmod", () => {
    expect(
      sitemapXml([
        {
          loc: "https://example.cn/about",
          lastmod: "2025-01-05T14:30:12+08:00",
          alternates: [
            { hreflang: "zh-CN", href: "https://example.cn/about" },
            { hreflang: "en", href: "https://example.com/about" },
            { hreflang: "x-default", href: "https://example.com/about" },
          ],
        },
      ]),
    ).toBe(
      HEAD +
        "  <url>\n" +
        "    <loc>https://example.cn/about</loc>\n" +
        "    <lastmod>2025-01-05T14:30:12+08:00</lastmod>\n" +
        '    <xhtml:link rel="alternate" hreflang="zh-CN" href="https://example.cn/about"/>\n' +
        '    <xhtml:link rel="alternate" hreflang="en" href="https://example.com/about"/>\n' +
        '    <xhtml:link rel="alternate" hreflang="x-default" href="https://example.com/about"/>\n' +
        "  </url>\n" +
        "</urlset>\n",
    );
  });

  it("escapes & in a query string, in loc and in href", () => {
    const xml = sitemapXml([
      {
        loc: "https://example.cn/content?id=1&x=2",
        alternates: [{ hreflang: "en", href: "https://example.com/content?id=1&x=2" }],
      },
    ]);
    expect(xml).toContain("<loc>https://example.cn/content?id=1&amp;x=2</loc>");
    expect(xml).toContain('href="https://example.com/content?id=1&amp;x=2"');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it("escapes < > \" ' in text and attribute values", () => {
    const xml = sitemapXml([
      {
        loc: "https://example.cn/a?q='<b>\"",
        alternates: [{ hreflang: `en"><x y='`, href: "https://example.com/a?q='<b>\"" }],
      },
    ]);
    expect(xml).toContain("<loc>https://example.cn/a?q=&apos;&lt;b&gt;&quot;</loc>");
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="en&quot;&gt;&lt;x y=&apos;" ' +
        'href="https://example.com/a?q=&apos;&lt;b&gt;&quot;"/>',
    );
  });

  it("accepts the W3C date forms: a date, and a datetime with seconds and a zone", () => {
    for (const lastmod of [
      "2024-02-29",
      "2025-01-05T14:30:12Z",
      "2025-01-05T14:30:12.345Z",
      "2025-01-05T14:30:12-05:00",
      "2025-01-05T23:59:59+14:00",
      new Date(Date.UTC(2025, 0, 5)).toISOString(),
    ]) {
      expect(sitemapXml([{ loc: "https://example.cn/", lastmod }])).toContain(
        `<lastmod>${lastmod}</lastmod>`,
      );
    }
  });

  it("throws for a loc that is not an absolute http(s) URL", () => {
    for (const loc of [
      "/content?id=1&x=2",
      "example.cn/about",
      "//example.cn/about",
      "ftp://example.cn/file",
      "javascript:alert(1)",
      "https://",
      "https:///about",
      "https://example.cn/a b",
      "HTTPS://example.cn/",
      "",
    ]) {
      expect(() => sitemapXml([{ loc }]), loc).toThrow(/is not an absolute http\(s\) URL/);
    }
  });

  it("names the entry that fails", () => {
    expect(() => sitemapXml([{ loc: "https://example.cn/" }, { loc: "/about" }])).toThrow(
      'sitemap entries[1]: loc "/about" is not an absolute http(s) URL',
    );
  });

  it("takes a loc of 2048 characters and throws for one of 2049", () => {
    const base = "https://example.cn/";
    const loc2048 = base + "a".repeat(2048 - base.length);
    expect(sitemapXml([{ loc: loc2048 }])).toContain(`<loc>${loc2048}</loc>`);
    expect(() => sitemapXml([{ loc: `${loc2048}a` }])).toThrow(
      "loc is 2049 characters long; the limit is 2048",
    );
  });

  it("throws for a lastmod that is not a W3C date", () => {
    for (const lastmod of [
      "",
      "yesterday",
      "2025-1-5",
      "05/01/2025",
      "2025-13-01",
      "2025-02-29",
      "2025-04-31",
      "2025-01-00",
      "2025-01-05 14:30:12Z",
      "2025-01-05T14:30:12",
      "2025-01-05T14:30Z",
      "2025-01-05T24:00:00Z",
      "2025-01-05T14:30:12+15:00",
      "2025-01-05Z",
    ]) {
      expect(() => sitemapXml([{ loc: "https://example.cn/", lastmod }]), lastmod).toThrow(
        /lastmod .* is not a W3C date/,
      );
    }
  });

  it("throws for an alternate href that is not an absolute http(s) URL", () => {
    expect(() =>
      sitemapXml([
        { loc: "https://example.cn/about", alternates: [{ hreflang: "en", href: "/en/about" }] },
      ]),
    ).toThrow('sitemap entries[0]: alternate href "/en/about" is not an absolute http(s) URL');
  });

  it("takes 50,000 entries and throws for 50,001", () => {
    const entries = Array.from({ length: 50_000 }, (_, i) => ({ loc: `https://example.cn/${i}` }));
    expect(sitemapXml(entries).match(/<url>/g)).toHaveLength(50_000);
    expect(() => sitemapXml([...entries, { loc: "https://example.cn/one-more" }])).toThrow(
      "a sitemap holds at most 50000 URLs; got 50001",
    );
  });
});

describe("an edition's sitemap entries and robots.txt (issue 13, item 4)", () => {
  const zh = {
    lang: "zh" as const,
    origin: "https://www.tiancheng-group.com",
    routes: { "/": "home", "/kuaiji": "kuaiji", "/content": "content" },
  };
  const en = {
    lang: "en" as const,
    origin: "https://www.tiancheng-group.com",
    routes: { "/indexE": "home", "/kuaijiE": "kuaiji", "/contentE": "content" },
  };

  it("lists each route but the detail page, twins with their alternates", () => {
    const entries = routeEntries(zh, en, "2026-11-20T08:00:00.000Z");
    expect(entries.map((entry) => entry.loc)).toEqual([
      "https://www.tiancheng-group.com/",
      "https://www.tiancheng-group.com/kuaiji",
    ]);
    expect(entries[1]).toEqual({
      loc: "https://www.tiancheng-group.com/kuaiji",
      lastmod: "2026-11-20T08:00:00.000Z",
      alternates: [
        { hreflang: "zh-CN", href: "https://www.tiancheng-group.com/kuaiji" },
        { hreflang: "en", href: "https://www.tiancheng-group.com/kuaijiE" },
        { hreflang: "x-default", href: "https://www.tiancheng-group.com/kuaiji" },
      ],
    });
    expect(routeEntries(zh, null)[1]).toEqual({ loc: "https://www.tiancheng-group.com/kuaiji" });
  });

  it("lists an article at the detail page's canonical URL", () => {
    expect(articleEntry(en, 1001, "2026-11-06")).toEqual({
      loc: "https://www.tiancheng-group.com/contentE?id=1001",
      lastmod: "2026-11-06",
    });
    expect(articleEntry({ ...en, routes: { "/indexE": "home" } }, 1001)).toBeNull();
  });

  it("lets crawlers fetch the media under the API, not its calls, and names the sitemaps", () => {
    expect(
      robotsTxt([
        "https://www.tiancheng-group.com/sitemap.xml",
        "https://www.tiancheng-group.com/sitemap.xml",
      ]),
    ).toBe(
      "User-agent: *\nAllow: /\nAllow: /api/profile/\nDisallow: /api/\n\n" +
        "Sitemap: https://www.tiancheng-group.com/sitemap.xml\n",
    );
  });
});
