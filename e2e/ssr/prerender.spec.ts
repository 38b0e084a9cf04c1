import type { Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { test } from "../support/api-fixtures";
import { expect, serveMedia } from "../support/page-helpers";
import { sitemapSchemaErrors } from "../support/validate-sitemap";

// Issue 12, item 6: an edition deployed alone on a static host, prerendered from the running
// API (the test server), serves every route's full page, and the browser hydrates it.

const repository = fileURLToPath(new URL("../..", import.meta.url));

function prerender(edition: "zh" | "en", apiUrl: string): string {
  const out = mkdtempSync(join(tmpdir(), `site-static-${edition}-`));
  execFileSync("pnpm", ["--filter", `@site/${edition}`, "prerender"], {
    cwd: repository,
    env: {
      ...process.env,
      SITE_API_URL: apiUrl,
      SITE_PUBLIC_URL: `https://${edition}.tiancheng-group.example`,
      SITE_PRERENDER_OUT: out,
    },
    stdio: "pipe",
  });
  return out;
}

/** Serves one file of the static site as the document at `path`; assets come from the server. */
async function serveStatic(page: Page, path: string, html: string): Promise<void> {
  await page.route(`**${path}`, (route) =>
    route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html }),
  );
}

test("the English edition prerendered for a static host hydrates its islands from its files", async ({
  page,
  baseURL,
  apiCalls,
  pageErrors,
}) => {
  test.slow();
  const out = prerender("en", baseURL!);
  try {
    expect(existsSync(join(out, "index.html"))).toBe(true);
    const article = readFileSync(join(out, "contentE.html"), "utf8");
    expect(article).not.toContain("site-islands");
    const html = readFileSync(join(out, "kuaijiE.html"), "utf8");
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(
      "<title>Accounting &amp; Registration | Tiancheng Holdings Group</title>",
    );
    expect(html).toContain('<script type="application/json" id="site-islands">');
    expect(readFileSync(join(out, "404.html"), "utf8")).toContain("Page not found");

    await serveMedia(page);
    await serveStatic(page, "/kuaijiE", html);
    await page.goto("/kuaijiE");
    await expect(page.locator("h1")).toHaveText("Accounting & Registration");
    await expect(page.locator("html")).toHaveAttribute("data-app-ready", "");
    await page.waitForLoadState("networkidle");
    expect(
      apiCalls.filter((call) => call.method === "GET" && call.path.startsWith("/api/pcsystem/")),
    ).toEqual([]);
    expect(pageErrors).toEqual([]);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

test("the Chinese edition's prerendered home is its rendered home page", async ({ baseURL }) => {
  test.slow();
  const out = prerender("zh", baseURL!);
  try {
    const home = readFileSync(join(out, "index.html"), "utf8");
    expect(home).toContain(
      "<title>天诚控股集团 | 一站式企业服务：财税、资质、企贷、知识产权与出海</title>",
    );
    // Its own sitemap and robots.txt, at its public address, the English twins paired.
    const sitemap = readFileSync(join(out, "sitemap.xml"), "utf8");
    expect(sitemap).toContain("<loc>https://zh.tiancheng-group.example/kuaiji</loc>");
    expect(sitemap).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="https://zh.tiancheng-group.example/kuaijiE"/>',
    );
    expect(sitemap).toMatch(/<loc>https:\/\/zh\.tiancheng-group\.example\/content\?id=\d+<\/loc>/);
    expect(await sitemapSchemaErrors(sitemap)).toEqual([]);
    expect(readFileSync(join(out, "robots.txt"), "utf8")).toContain(
      "Sitemap: https://zh.tiancheng-group.example/sitemap.xml",
    );
    expect(home).toContain('<link rel="canonical" href="https://zh.tiancheng-group.example/"/>');
    expect(home).toMatch(/<h1[^>]*>天诚控股集团：一站式企业服务/);
    expect(readFileSync(join(out, "content.html"), "utf8")).toContain('<div id="root"></div>');
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
