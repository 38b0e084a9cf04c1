// Issue 14, item 6: content link and path fields accept only http(s) and site-relative URLs.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { contentFixture, writeContentFixture } from "../test-support/content-fixture";
import { isSiteLink, SITE_LINK_ERROR } from "./links";
import { ContentError, readContentDir } from "./read";

let contentDir: string;

beforeEach(() => {
  contentDir = join(mkdtempSync(join(tmpdir(), "site-links-")), "content");
});

afterEach(() => {
  rmSync(join(contentDir, ".."), { recursive: true, force: true });
});

const REFUSED = [
  "javascript:alert(1)",
  "JavaScript:alert(document.cookie)",
  " javascript:alert(1)",
  "java\tscript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "vbscript:msgbox(1)",
  "//evil.example/kuaiji",
  "/\\evil.example",
  "\\\\evil.example",
  "mailto:a@b.c",
  "ftp://example.com/x",
  "http://",
  "https:evil.example",
  "kuaiji",
  "/kuai ji",
  "/x\u0000",
];

describe("isSiteLink", () => {
  it.each(REFUSED)("refuses %j", (value) => {
    expect(isSiteLink(value)).toBe(false);
  });

  it.each(["/", "/kuaiji", "/contentE?id=3&type=2", "https://example.com/a?b=c", "http://x.cn"])(
    "accepts %j",
    (value) => {
      expect(isSiteLink(value)).toBe(true);
    },
  );
});

describe("menu paths in content files", () => {
  async function problemsWith(classifyPath: unknown): Promise<string[]> {
    const menu = contentFixture()["zh/menu.yaml"] as Array<Record<string, unknown>>;
    const services = menu[1] as { children: Array<Record<string, unknown>> };
    services.children[0] = { ...services.children[0], classifyPath };
    writeContentFixture(contentDir, { "zh/menu.yaml": menu });
    try {
      await readContentDir(contentDir);
    } catch (error) {
      if (error instanceof ContentError) return [...error.problems];
      throw error;
    }
    return [];
  }

  it.each(["javascript:alert(1)", "//evil.example", "data:text/html,x"])(
    "refuses classifyPath %j, naming the field",
    async (value) => {
      const problems = await problemsWith(value);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^zh\/menu\.yaml .*classifyPath/);
      expect(problems[0]).toContain(SITE_LINK_ERROR);
    },
  );

  it("accepts site paths, http(s) URLs and a blank path", async () => {
    for (const value of ["/kuaiji", "https://example.com", "", null]) {
      expect(await problemsWith(value), String(value)).toEqual([]);
    }
  });
});
