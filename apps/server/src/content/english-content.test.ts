// Issue 28 (English copy): the English edition's seeded content is English throughout. No
// Chinese character or CJK punctuation reaches an English page, except the deliberate ones
// named here.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

const englishDir = fileURLToPath(new URL("../../content/en", import.meta.url));

/** Han characters, CJK punctuation (。，、“”【】…), kana, Hangul and full-width forms. */
const CJK =
  /[\u2E80-\u2FDF\u3000-\u30FF\u3100-\u31FF\u3400-\u4DBF\u4E00-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFFEF]/u;

/**
 * The deliberate ones, by file and field: the ICP record is a Chinese registration string
 * shown as registered; offices carry their Chinese name beside the English one (the English
 * page shows the English one first). Spec 3 splits an expert's remark into highlight lines on
 * the Chinese full stop, so "。" stands between highlights there and nowhere else.
 */
const CHINESE_ALLOWED = new Set(["config.yaml:icpBa", "offices.yaml:addressZname"]);
const HIGHLIGHT_SEPARATOR = { field: "experts.yaml:remark", separator: "。" };

interface Text {
  file: string;
  field: string;
  path: string;
  value: string;
}

/** Every string value in a parsed YAML document, with the key that holds it. */
function texts(file: string, value: unknown, path = "", field = ""): Text[] {
  if (typeof value === "string") return [{ file, field: `${file}:${field}`, path, value }];
  if (Array.isArray(value))
    return value.flatMap((item, i) => texts(file, item, `${path}[${i}]`, field));
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) =>
      texts(file, item, path ? `${path}.${key}` : key, key),
    );
  }
  return [];
}

const files = readdirSync(englishDir).filter((name) => name.endsWith(".yaml"));
const all = files.flatMap((file) =>
  texts(file, parse(readFileSync(join(englishDir, file), "utf8")) as unknown),
);

/** What a reader of the English pages sees of a text. */
function shown(text: Text): string[] {
  if (text.field === HIGHLIGHT_SEPARATOR.field)
    return text.value.split(HIGHLIGHT_SEPARATOR.separator);
  return [text.value];
}

describe("the English content", () => {
  it("is read from every English content file", () => {
    expect(files).toEqual(expect.arrayContaining(["experts.yaml", "news.yaml", "cases.yaml"]));
    expect(all.length).toBeGreaterThan(500);
  });

  it("holds no Chinese character or CJK punctuation outside the named exceptions", () => {
    const found = all
      .filter((text) => !CHINESE_ALLOWED.has(text.field))
      .filter((text) => shown(text).some((part) => CJK.test(part)))
      .map((text) => `${text.file} ${text.path}: ${text.value.slice(0, 80)}`);
    expect(found).toEqual([]);
  });

  it("keeps the named exceptions to what they are for", () => {
    const remarks = all.filter((text) => text.field === HIGHLIGHT_SEPARATOR.field);
    expect(remarks.length).toBeGreaterThan(0);
    for (const remark of remarks) {
      // Each highlight is English text of its own: no stray CJK comma or bracket in it.
      for (const line of shown(remark)) expect(line).not.toMatch(CJK);
    }
    for (const text of all.filter((t) => CHINESE_ALLOWED.has(t.field))) {
      expect(text.value.length).toBeLessThan(30);
    }
  });

  it("names the PRC qualifications as English readers know them", () => {
    const body = all.map((text) => text.value).join("\n");
    expect(body).not.toMatch(/\bClass I+ Constructor\b/);
    expect(body).not.toMatch(/\bIntermediate Accountant\b/);
    expect(body).not.toMatch(/\bOver more than\b/i);
  });
});
