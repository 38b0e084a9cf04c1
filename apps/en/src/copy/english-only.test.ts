// Issue 28 (English copy): every string of the English edition's copy is English. No Chinese
// character or CJK punctuation, except the deliberate ones named here.
import { describe, expect, it } from "vitest";
import { routeDescriptions } from "../route-descriptions";
import { routeTable } from "../route-table";

const modules = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts"], {
  eager: true,
});

/** Han characters, CJK punctuation (。，、“”【】…), kana, Hangul and full-width forms. */
const CJK =
  /[\u2E80-\u2FDF\u3000-\u30FF\u3100-\u31FF\u3400-\u4DBF\u4E00-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFFEF]/u;

/**
 * The deliberate ones: the language switcher names the other edition in its own language
 * (D8: a link `中文`), and search engines learn the group's Chinese name as its alternate name.
 */
const ALLOWED = new Set([
  "shell.ts shellCopy.language.other.label",
  "seo.ts seoCopy.organization.alternateName",
]);

function strings(value: unknown, path: string, seen = new Set<unknown>()): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (value === null || typeof value !== "object" || seen.has(value)) return [];
  seen.add(value);
  return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`, seen));
}

const copy = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports).flatMap(([name, value]) =>
    strings(value, `${file.replace("./", "")} ${name}`),
  ),
);

describe("the English edition's copy", () => {
  it("is read from every copy module", () => {
    expect(Object.keys(modules).length).toBeGreaterThan(20);
    expect(copy.length).toBeGreaterThan(500);
  });

  it("holds no Chinese character or CJK punctuation outside the named exceptions", () => {
    const found = [
      ...copy,
      ...routeTable.map((route): [string, string] => [`route ${route.path}`, route.title]),
      ...Object.entries(routeDescriptions).map(([page, text]): [string, string] => [
        `description ${page}`,
        text,
      ]),
    ]
      .filter(([path, text]) => !ALLOWED.has(path) && CJK.test(text))
      .map(([path, text]) => `${path}: ${text}`);
    expect(found).toEqual([]);
  });

  it("still has the named exceptions where they are", () => {
    const paths = new Set(copy.filter(([, text]) => CJK.test(text)).map(([path]) => path));
    expect([...paths].sort()).toEqual([...ALLOWED].sort());
  });
});
