// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { prerenderEdition, staticFileOf } from "./prerender";

function write(path: string, content: string) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

// A built edition in miniature: a shell, routes.json and a server entry that reads the API.
const ENTRY = `
export async function render({ url, fetch, publicSite }) {
  const response = await fetch("http://site.internal/api/pcsystem/TckgConfig/list?language=0");
  const name = (await response.json()).rows?.[0]?.configName ?? "none";
  const status = url.startsWith("/page-not-found") ? 404 : 200;
  const twins = publicSite.other ? Object.keys(publicSite.other.routes).join(",") : "none";
  return { status, html: "<!DOCTYPE html><html><body><h1>" + url + "</h1><p>" + name + "</p><p>" + publicSite.own.origin + " " + twins + "</p></body></html>" };
}
`;

const PUBLIC_URL = "https://www.tiancheng-group.com";

let root: string;
let api: Server;
let apiUrl: string;
let apiFails = false;

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), "site-prerender-"));
  write(join(root, "dist/index.html"), "<html><body><div id=root></div></body></html>");
  write(join(root, "dist/assets/zh/index.js"), "console.log(1)");
  const pages = { "/": "home", "/kuaiji": "kuaiji", "/content": "content" };
  write(
    join(root, "dist/zh/routes.json"),
    JSON.stringify({ edition: "zh", paths: Object.keys(pages), pages }),
  );
  write(join(root, "dist-server/entry-server.js"), ENTRY);
  apiFails = false;
  // The API's server, which also serves the other edition's routes (D1: one origin).
  api = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    if (url.pathname === "/en/routes.json") {
      const pages = { "/indexE": "home", "/kuaijiE": "kuaiji", "/contentE": "content" };
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ edition: "en", paths: Object.keys(pages), pages }));
      return;
    }
    const news = url.pathname.endsWith("/TckgDynamic/list");
    const type = Number(url.searchParams.get("dynamicType"));
    const rows = news
      ? [
          {
            dynamicId: type * 10,
            dynamicType: type,
            dynamicTitle: "t",
            dynamicDate: "2026-11-0" + type,
          },
        ]
      : [{ configName: "天诚" }];
    response.writeHead(apiFails ? 500 : 200, { "content-type": "application/json" });
    response.end(
      JSON.stringify(apiFails ? { code: 500 } : { code: 200, rows, total: rows.length }),
    );
  });
  await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await new Promise((resolve) => api.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

describe("prerenderEdition", () => {
  it("writes each route's rendered page beside the client build; the article page stays the shell", async () => {
    const report = await prerenderEdition({ root, apiUrl, publicUrl: PUBLIC_URL });
    const out = join(root, "dist-static");
    expect(report).toEqual({
      outDir: out,
      rendered: ["/", "/kuaiji"],
      clientRendered: ["/content"],
      sitemap: [
        `${PUBLIC_URL}/`,
        `${PUBLIC_URL}/kuaiji`,
        ...[1, 2, 3, 4, 5, 6].map((type) => `${PUBLIC_URL}/content?id=${type * 10}`),
      ],
      // The published English edition is not there: its routes came from the API's server.
      warnings: [expect.stringContaining(`${PUBLIC_URL}/en/routes.json`)],
    });
    // Rendered with the public origin and the other edition's routes (its alternates).
    expect(readFileSync(join(out, "kuaiji.html"), "utf8")).toContain(
      `${PUBLIC_URL} /indexE,/kuaijiE,/contentE`,
    );
    const sitemap = readFileSync(join(out, "sitemap.xml"), "utf8");
    expect(sitemap).toContain(
      `<xhtml:link rel="alternate" hreflang="en" href="${PUBLIC_URL}/kuaijiE"/>`,
    );
    expect(sitemap).toContain(`<loc>${PUBLIC_URL}/content?id=30</loc>`);
    expect(sitemap).toContain("<lastmod>2026-11-03</lastmod>");
    expect(readFileSync(join(out, "robots.txt"), "utf8")).toContain(
      `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
    );
    expect(readFileSync(join(out, "index.html"), "utf8")).toContain("<h1>/</h1><p>天诚</p>");
    expect(readFileSync(join(out, "kuaiji.html"), "utf8")).toContain("<h1>/kuaiji</h1>");
    expect(readFileSync(join(out, "content.html"), "utf8")).toContain("<div id=root></div>");
    expect(readFileSync(join(out, "404.html"), "utf8")).toContain("<h1>/page-not-found</h1>");
    expect(existsSync(join(out, "assets/zh/index.js"))).toBe(true);
    // The client build keeps its shell.
    expect(readFileSync(join(root, "dist/index.html"), "utf8")).toContain("<div id=root>");
  });

  it("writes nothing when a read fails, and says which", async () => {
    await prerenderEdition({ root, apiUrl, publicUrl: PUBLIC_URL });
    const before = readFileSync(join(root, "dist-static/kuaiji.html"), "utf8");
    apiFails = true;
    await expect(prerenderEdition({ root, apiUrl, publicUrl: PUBLIC_URL })).rejects.toThrow(
      /\/ did not render .*failed reads: .*TckgConfig\/list\?language=0: HTTP 500.*nothing was written/,
    );
    expect(readFileSync(join(root, "dist-static/kuaiji.html"), "utf8")).toBe(before);
  });

  it("names the static files as static hosts serve them", () => {
    expect(staticFileOf("/")).toBe("index.html");
    expect(staticFileOf("/kuaijiE")).toBe("kuaijiE.html");
  });
});
