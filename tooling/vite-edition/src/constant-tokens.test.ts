// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { constantTokens, inlineConstantTokens } from "./constant-tokens";

describe("inlineConstantTokens", () => {
  it("writes a token set once on :root as its value, and keeps the declaration", () => {
    const css =
      ":root{--color-brand:#a4161a;--space-4:16px}.a{color:var(--color-brand);padding:var(--space-4) 0}";
    expect(inlineConstantTokens(css)).toBe(
      ":root{--color-brand:#a4161a;--space-4:16px}.a{color:#a4161a;padding:16px 0}",
    );
  });

  it("keeps a token that a media query, another rule or a component changes", () => {
    const css = [
      ":root{--page-gutter:16px;--text-body-sm:16px;--color-focus:#1d4ed8}",
      "@media (width>=768px){:root{--text-body-sm:15px}}",
      ".dark{--color-focus:#fff}",
      ".a{margin:var(--page-gutter);font-size:var(--text-body-sm);outline-color:var(--color-focus)}",
    ].join("");
    expect(constantTokens(css).size).toBe(0);
    expect(inlineConstantTokens(css)).toBe(css);
  });

  it("keeps a token declared only inside an at-rule, or on another selector than :root", () => {
    const css =
      "@media (width<600px){:root{--space-2:6px}}html{--space-3:12px}.a{gap:var(--space-2) var(--space-3)}";
    expect(inlineConstantTokens(css)).toBe(css);
  });

  it("resolves a chain of constant tokens, and keeps one that leans on a changing token", () => {
    const css = [
      ":root{--color-navy:#14213d;--color-overlay:var(--color-navy);--color-focus:#1d4ed8;--focus-ring:2px solid var(--color-focus)}",
      ".b{--color-focus:#fff}",
      ".a{background:var(--color-overlay);outline:var(--focus-ring)}",
    ].join("");
    expect(constantTokens(css)).toEqual(
      new Map([
        ["--color-navy", "#14213d"],
        ["--color-overlay", "#14213d"],
      ]),
    );
    expect(inlineConstantTokens(css)).toContain(".a{background:#14213d;outline:var(--focus-ring)}");
  });

  it("leaves a reference with a fallback, a component's own property and strings alone", () => {
    const css =
      ':root{--space-4:16px;--columns:3;--font-body:"Noto Sans CJK SC", system-ui}.a{gap:var(--space-4, 8px);grid-template-columns:repeat(var(--columns), 1fr);font-family:var(--font-body);content:"var(--space-4)"}';
    expect(inlineConstantTokens(css)).toBe(
      ':root{--space-4:16px;--columns:3;--font-body:"Noto Sans CJK SC", system-ui}.a{gap:var(--space-4, 8px);grid-template-columns:repeat(var(--columns), 1fr);font-family:"Noto Sans CJK SC", system-ui;content:"var(--space-4)"}',
    );
  });

  it("reads declarations past a data URL's semicolons and a string's braces", () => {
    const css =
      ':root{--color-ink:#1f2328}.a{background:url("data:image/svg+xml;utf8,<svg>{}</svg>")}.b{color:var(--color-ink)}';
    expect(inlineConstantTokens(css)).toContain(".b{color:#1f2328}");
  });

  it("finds the site's tokens constant, and no component setting one of them", () => {
    const root = fileURLToPath(new URL("../../../", import.meta.url));
    const constant = constantTokens(
      readFileSync(join(root, "packages/ui/src/styles/tokens.css"), "utf8"),
    );
    expect(constant.get("--color-brand")).toMatch(/^#/);
    expect(constant.get("--space-4")).toBe("16px");
    // Changed by a media query: resolved by the browser, element by element.
    expect(constant.has("--page-gutter")).toBe(false);
    const sources = ["packages", "apps"].flatMap((dir) => sourceFiles(join(root, dir)));
    expect(sources.length).toBeGreaterThan(100);
    const setters = sources.flatMap((file) => {
      const text = readFileSync(file, "utf8");
      return [...constant.keys()]
        .filter((name) =>
          new RegExp(`["']${name}["']\\s*:|setProperty\\(\\s*["']${name}["']`).test(text),
        )
        .map((name) => `${file}: ${name}`);
    });
    expect(setters).toEqual([]);
  });
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === "node_modules" || entry.name.startsWith("dist")) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\\.(?:stories|test)\\./.test(entry.name) ? [path] : [];
  });
}
