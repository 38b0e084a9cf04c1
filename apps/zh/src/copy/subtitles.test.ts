// Issue 28 (rhythm and copy): a section's subtitle is a message about the section, never an
// instruction on how to use it ("点击视频……即可播放" was one); the controls say that themselves.
import { describe, expect, it } from "vitest";

const modules = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts"], {
  eager: true,
});

/** Words that tell the visitor what to do with a mouse, a finger or a keyboard. */
const INSTRUCTION = /点击|点按|点选|轻触|鼠标|键盘|聚焦|滑动|悬停/u;

function subtitles(value: unknown, path: string, seen = new Set<unknown>()): [string, string][] {
  if (value === null || typeof value !== "object" || seen.has(value)) return [];
  seen.add(value);
  return Object.entries(value).flatMap(([key, item]) =>
    key === "subtitle" && typeof item === "string"
      ? [[`${path}.${key}`, item] as [string, string]]
      : subtitles(item, `${path}.${key}`, seen),
  );
}

const found = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports).flatMap(([name, value]) => subtitles(value, `${file} ${name}`)),
);

describe("the Chinese edition's section subtitles", () => {
  it("are read from the copy modules", () => {
    expect(found.length).toBeGreaterThan(30);
  });

  it("carry no instruction", () => {
    expect(found.filter(([, text]) => INSTRUCTION.test(text))).toEqual([]);
  });
});
