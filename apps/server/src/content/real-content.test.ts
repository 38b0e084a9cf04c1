// The committed content (apps/server/content), while its writers fill it in: every file that
// is there must be valid, and every media path it names must be a file. Once every file is
// there, the whole folder must load, and load idempotently.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { openTestDatabase } from "../test-support/test-database";
import { loadContent, totalChanges } from "./load";
import { mediaFile, mediaReferences } from "./media";
import { contentFileSpecs, readContentDir, readContentFile } from "./read";

const contentDir = fileURLToPath(new URL("../../content", import.meta.url));
const specs = contentFileSpecs();
const present = specs.filter((spec) => existsSync(join(contentDir, spec.path)));
const mediaDir = join(contentDir, "media");
const mediaLanded = existsSync(mediaDir) && readdirSync(mediaDir, { recursive: true }).length > 0;

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}

describe.skipIf(present.length === 0)("the committed content", () => {
  it.each(present.map((spec) => [spec.path, spec] as const))("%s is valid", async (_path, spec) => {
    await expect(readContentFile(contentDir, spec)).resolves.toBeDefined();
  });

  it.skipIf(!mediaLanded)("names no missing image, video or PDF", async () => {
    const missing: string[] = [];
    for (const spec of present) {
      for (const { source, path } of mediaReferences(await readContentFile(contentDir, spec))) {
        const file = mediaFile(contentDir, path);
        if (file === null || !isFile(file)) missing.push(`${source}: ${path}`);
      }
    }
    expect(missing).toEqual([]);
  });

  // A picture without its size takes no room until it arrives, and the text under it jumps.
  it("gives every picture in rich text its width and height", () => {
    const unsized = present.flatMap((spec) =>
      [...readFileSync(join(contentDir, spec.path), "utf8").matchAll(/<img\b[^>]*>/gi)]
        .map(([tag]) => tag)
        .filter((tag) => !/\swidth="\d+"/.test(tag) || !/\sheight="\d+"/.test(tag))
        .map((tag) => `${spec.path}: ${tag}`),
    );
    expect(unsized).toEqual([]);
  });

  it.skipIf(present.length < specs.length)(
    "loads whole, and a second load changes nothing",
    async () => {
      const database = await openTestDatabase();
      try {
        const content = await readContentDir(contentDir);
        expect(totalChanges(await loadContent(database.db, content))).toBeGreaterThan(0);
        expect(totalChanges(await loadContent(database.db, content))).toBe(0);
      } finally {
        await database.dispose();
      }
    },
  );
});
