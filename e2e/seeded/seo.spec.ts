import type { APIRequestContext, Page } from "@playwright/test";
import { endpoints, apiPath } from "@site/api/endpoints";
import { pagesWithoutTwin, twinPaths } from "@site/api/language-pairs";
import { articleNewsTypes } from "@site/api/type-codes";
import { expect, test } from "../support/api-fixtures";
import { sitemapSchemaErrors } from "../support/validate-sitemap";

// Issue 13, item 6: what search engines read, on the real server and its seeded content.
test.use({ apiFixtures: false });

type Lang = "zh" | "en";

/** Meta description lengths, in characters, that search engines show whole. */
const DESCRIPTION_LENGTH: Record<Lang, [number, number]> = { zh: [30, 120], en: [50, 160] };

interface RoutesFile {
  paths: string[];
  pages: Record<string, string>;
}

interface PageHead {
  url: string;
  status: number;
  lang: string;
  title: string;
  description: string | null;
  robots: string | null;
  canonical: string | null;
  alternates: { hreflang: string; href: string }[];
  og: Record<string, string>;
  structuredData: Record<string, unknown>[];
  structuredDataErrors: string[];
}

async function routesOf(request: APIRequestContext, lang: Lang): Promise<RoutesFile> {
  return (await request.get(`/${lang}/routes.json`)).json() as Promise<RoutesFile>;
}

/** The edition's current articles, from the API the pages read. */
async function articleIds(request: APIRequestContext, lang: Lang): Promise<number[]> {
  const ids: number[] = [];
  for (const type of articleNewsTypes) {
    const response = await request.get(apiPath(endpoints.news), {
      params: { dynamicType: type, language: lang === "en" ? 1 : 0 },
    });
    const body = (await response.json()) as { rows: { dynamicId: number }[] };
    ids.push(...body.rows.map((row) => row.dynamicId));
  }
  return ids;
}

/** The served HTML's head, read by the browser's parser (no script runs). */
async function headOf(page: Page, request: APIRequestContext, url: string): Promise<PageHead> {
  const response = await request.get(url);
  const html = await response.text();
  const parsed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "text/html");
    const meta = (key: string) =>
      doc.head
        .querySelector(`meta[name="${key}"], meta[property="${key}"]`)
        ?.getAttribute("content") ?? null;
    const og: Record<string, string> = {};
    for (const tag of doc.head.querySelectorAll('meta[property^="og:"], meta[name^="twitter:"]')) {
      og[tag.getAttribute("property") ?? tag.getAttribute("name") ?? ""] =
        tag.getAttribute("content") ?? "";
    }
    return {
      lang: doc.documentElement.lang,
      title: doc.title,
      titles: doc.querySelectorAll("title").length,
      description: meta("description"),
      robots: meta("robots"),
      canonicals: [...doc.head.querySelectorAll('link[rel="canonical"]')].map(
        (link) => link.getAttribute("href") ?? "",
      ),
      alternates: [...doc.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => ({
        hreflang: link.getAttribute("hreflang") ?? "",
        href: link.getAttribute("href") ?? "",
      })),
      og,
      jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => script.textContent ?? "",
      ),
    };
  }, html);
  expect(parsed.titles, `${url}: one <title>`).toBe(1);
  expect(parsed.canonicals.length, `${url}: at most one canonical`).toBeLessThanOrEqual(1);
  const structuredData: Record<string, unknown>[] = [];
  const structuredDataErrors: string[] = [];
  for (const json of parsed.jsonLd) {
    try {
      structuredData.push(...[JSON.parse(json) as Record<string, unknown>].flat());
    } catch (error) {
      structuredDataErrors.push(String(error));
    }
  }
  return {
    url,
    status: response.status(),
    lang: parsed.lang,
    title: parsed.title,
    description: parsed.description,
    robots: parsed.robots,
    canonical: parsed.canonicals[0] ?? null,
    alternates: parsed.alternates,
    og: parsed.og,
    structuredData,
    structuredDataErrors,
  };
}

function isAbsoluteHttpUrl(value: unknown): boolean {
  return typeof value === "string" && /^https?:\/\/[^/]+(\/|$)/.test(value);
}

/** The required fields of each kind of node the pages carry (Google's structured-data rules). */
function structuredDataProblems(head: PageHead): string[] {
  const problems = [...head.structuredDataErrors];
  for (const node of head.structuredData) {
    const type = node["@type"];
    if (node["@context"] !== "https://schema.org") problems.push(`${String(type)}: @context`);
    const need = (ok: boolean, field: string) => {
      if (!ok) problems.push(`${String(type)}: ${field}`);
    };
    if (type === "Organization") {
      need(typeof node.name === "string" && node.name !== "", "name");
      need(isAbsoluteHttpUrl(node.url), "url");
      need(isAbsoluteHttpUrl((node.logo as { url?: unknown } | undefined)?.url), "logo.url");
      need(Array.isArray(node.contactPoint) && node.contactPoint.length > 0, "contactPoint");
      need(Array.isArray(node.sameAs) && node.sameAs.every(isAbsoluteHttpUrl), "sameAs");
    } else if (type === "BreadcrumbList") {
      const items = node.itemListElement as
        { position: number; name: string; item: string }[] | undefined;
      need(Array.isArray(items) && items.length >= 2, "itemListElement");
      items?.forEach((item, index) => {
        need(item.position === index + 1, `item ${index} position`);
        need(typeof item.name === "string" && item.name !== "", `item ${index} name`);
        need(isAbsoluteHttpUrl(item.item), `item ${index} item`);
      });
      need(items?.at(-1)?.item === head.canonical, "the last crumb is the page");
    } else if (type === "NewsArticle") {
      need(typeof node.headline === "string" && node.headline !== "", "headline");
      need(/^\d{4}-\d{2}-\d{2}/.test(String(node.datePublished)), "datePublished");
      need(Array.isArray(node.image) && node.image.every(isAbsoluteHttpUrl), "image");
      const publisher = node.publisher as { name?: unknown; logo?: { url?: unknown } } | undefined;
      need(typeof publisher?.name === "string", "publisher.name");
      need(isAbsoluteHttpUrl(publisher?.logo?.url), "publisher.logo");
    } else if (type === "LocalBusiness") {
      need(typeof node.name === "string" && node.name !== "", "name");
      const address = node.address as { streetAddress?: unknown } | undefined;
      need(typeof address?.streetAddress === "string", "address.streetAddress");
    } else {
      problems.push(`unexpected node ${String(type)}`);
    }
  }
  return problems;
}

function typesOf(head: PageHead): unknown[] {
  return head.structuredData.map((node) => node["@type"]);
}

test.describe("what search engines read (issue 13)", () => {
  test.describe.configure({ timeout: 180_000 });

  test("every route has its twin in the other edition, or is listed as having none", async ({
    request,
  }) => {
    const zh = await routesOf(request, "zh");
    const en = await routesOf(request, "en");
    for (const [own, other] of [
      [zh, en],
      [en, zh],
    ] as const) {
      const twins = twinPaths(other.pages);
      for (const [path, page] of Object.entries(own.pages)) {
        expect(
          page in twins || page in pagesWithoutTwin,
          `${path} (${page}) has no twin and is not listed as having none`,
        ).toBe(true);
      }
    }
  });

  test("every page's head: unique title, description, canonical, alternates and structured data", async ({
    page,
    request,
    baseURL,
  }) => {
    const heads = new Map<string, PageHead>();
    const titles = new Map<string, string>();
    for (const lang of ["zh", "en"] as const) {
      const { pages } = await routesOf(request, lang);
      const detailPath = Object.entries(pages).find(([, id]) => id === "content")![0];
      const urls = [
        ...Object.entries(pages)
          .filter(([, id]) => id !== "content")
          // A menu key (D7) and an unknown parameter change nothing of the head.
          .map(([path]) => `${path}?key=2&utm_source=baidu`),
        ...(await articleIds(request, lang)).map((id) => `${detailPath}?id=${id}&type=2`),
      ];
      for (const url of urls) {
        const head = await headOf(page, request, url);
        heads.set(url, head);
        expect(head.status, url).toBe(200);
        expect(head.lang, url).toBe(lang === "zh" ? "zh-CN" : "en");
        expect(head.robots, url).toBeNull();
        const seen = titles.get(head.title);
        expect(seen, `${url} has the title of ${seen}: "${head.title}"`).toBeUndefined();
        titles.set(head.title, url);
        const [min, max] = DESCRIPTION_LENGTH[lang];
        const length = [...(head.description ?? "")].length;
        expect(length, `${url} description "${head.description}"`).toBeGreaterThanOrEqual(min);
        expect(length, `${url} description "${head.description}"`).toBeLessThanOrEqual(max);
        // The canonical URL: absolute, without the menu key or the detail page's type.
        const expected = new URL(url, baseURL);
        expected.searchParams.delete("key");
        expected.searchParams.delete("utm_source");
        expected.searchParams.delete("type");
        expect(head.canonical, url).toBe(expected.href);
        expect(head.og["og:url"], url).toBe(head.canonical);
        expect(head.og["og:locale"], url).toBe(lang === "zh" ? "zh_CN" : "en_US");
        expect(head.og["og:title"], url).toBe(head.title);
        expect(head.og["og:description"], url).toBe(head.description);
        expect(head.og["twitter:card"], url).toBe("summary_large_image");
        expect(structuredDataProblems(head), url).toEqual([]);
        expect(typesOf(head), url).toContain("Organization");
        if (url.startsWith(detailPath)) expect(typesOf(head), url).toContain("NewsArticle");
        else if (!["/", "/indexE"].includes(new URL(url, baseURL).pathname)) {
          expect(typesOf(head), url).toContain("BreadcrumbList");
        }
        if (/^\/quanqiubujvE?\?/.test(url)) expect(typesOf(head), url).toContain("LocalBusiness");
      }
    }
    // Every canonical URL answers 200 and names itself; every image the cards name exists.
    const images = new Set<string>();
    for (const head of heads.values()) {
      const canonical = await headOf(page, request, head.canonical!);
      expect(canonical.status, head.canonical!).toBe(200);
      expect(canonical.canonical, head.canonical!).toBe(head.canonical);
      images.add(head.og["og:image"]!);
    }
    for (const image of images) {
      const response = await request.get(image);
      expect(response.status(), image).toBe(200);
      expect(response.headers()["content-type"], image).toMatch(/^image\/(png|jpeg|webp|gif)/);
    }
  });

  test("twin routes name each other, reciprocally, with x-default to the Chinese page", async ({
    page,
    request,
    baseURL,
  }) => {
    const kuaiji = await headOf(page, request, "/kuaiji");
    const kuaijiE = await headOf(page, request, "/kuaijiE");
    const pair = [
      { hreflang: "zh-CN", href: new URL("/kuaiji", baseURL).href },
      { hreflang: "en", href: new URL("/kuaijiE", baseURL).href },
      { hreflang: "x-default", href: new URL("/kuaiji", baseURL).href },
    ];
    expect(kuaiji.alternates).toEqual(pair);
    expect(kuaijiE.alternates).toEqual([pair[1], pair[0], pair[2]]);
    for (const lang of ["zh", "en"] as const) {
      const { pages } = await routesOf(request, lang);
      for (const path of Object.keys(pages)) {
        const head = await headOf(page, request, path);
        for (const alternate of head.alternates) {
          const other = await headOf(page, request, alternate.href);
          expect(other.status, alternate.href).toBe(200);
          const back = other.alternates.map((entry) => `${entry.hreflang} ${entry.href}`).sort();
          expect(back, `${alternate.href} names ${path} back`).toEqual(
            head.alternates.map((entry) => `${entry.hreflang} ${entry.href}`).sort(),
          );
        }
      }
    }
  });

  test("the not-found page is kept out of the index", async ({ page, request }) => {
    for (const url of ["/no-such-page", "/no-such-pageE", "/content?id=99999&type=2"]) {
      const head = await headOf(page, request, url);
      expect(head.status, url).toBe(404);
      expect(head.robots, url).toBe("noindex");
      expect(head.canonical, url).toBeNull();
    }
  });

  test("the sitemap follows its schema and lists every route and article, each answering 200 as its own canonical", async ({
    page,
    request,
    baseURL,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(await sitemapSchemaErrors(xml)).toEqual([]);
    const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map(([, loc]) =>
      loc!.replace(/&amp;/g, "&"),
    );
    expect(new Set(locs).size).toBe(locs.length);
    const expected: string[] = [];
    for (const lang of ["zh", "en"] as const) {
      const { pages } = await routesOf(request, lang);
      for (const [path, id] of Object.entries(pages)) {
        if (id === "content") {
          for (const article of await articleIds(request, lang)) {
            expected.push(new URL(`${path}?id=${article}`, baseURL).href);
          }
        } else expected.push(new URL(path, baseURL).href);
      }
    }
    expect([...locs].sort()).toEqual([...expected].sort());
    for (const loc of locs) {
      const head = await headOf(page, request, loc);
      expect(head.status, loc).toBe(200);
      expect(head.canonical, loc).toBe(loc);
    }
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Allow: /api/profile/");
    expect(robots).toContain(`Sitemap: ${new URL("/sitemap.xml", baseURL).href}`);
  });
});
