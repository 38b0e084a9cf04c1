// Issue 12: zod is not in the code a page loads to render and hydrate. The browser takes the
// client and its reads from this package, so every entry it may load (every export but the
// wire schemas) must reach no zod at run time: not directly, not through another workspace
// package (`@site/forms/zod-config`), not through a third-party package that depends on it.
// Type-only imports are erased (`import type`, `export type`); every other import stays, as
// verbatimModuleSyntax keeps it (`import { type A } from "x"` becomes `import {} from "x"`).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
const apiDir = join(root, "packages/api");

interface Manifest {
  name?: string;
  exports?: Record<string, string>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

const readManifest = (dir: string) =>
  JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as Manifest;

/** The workspace's packages: name → folder. */
const workspace = new Map<string, string>();
for (const group of ["apps", "packages", "tooling"]) {
  for (const entry of readdirSync(join(root, group))) {
    const dir = join(root, group, entry);
    if (existsSync(join(dir, "package.json"))) workspace.set(readManifest(dir).name ?? "", dir);
  }
}

/** The specifiers a module imports at run time. */
function runtimeImports(file: string, text: string): string[] {
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isImportDeclaration(node) &&
      !node.importClause?.isTypeOnly &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      !node.isTypeOnly &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/** A module's file, as the bundler resolves a path without its extension. */
function resolveFile(base: string, exists: (path: string) => boolean = isFile): string {
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")];
  const file = candidates.find(exists);
  if (!file || !/\.tsx?$/.test(file)) throw new Error(`cannot resolve ${base}`);
  return file;
}

/** A workspace import (`@site/forms/lang`) through its package's `exports`. */
function resolveWorkspace(specifier: string): string | null {
  const [scope, name, ...rest] = specifier.split("/");
  const dir = workspace.get(`${scope}/${name}`);
  if (!dir) return null;
  const subpath = rest.length ? `./${rest.join("/")}` : ".";
  const exports = readManifest(dir).exports ?? {};
  let target = exports[subpath];
  for (const [pattern, path] of Object.entries(exports)) {
    if (target || !pattern.includes("*")) continue;
    const [head = "", tail = ""] = pattern.split("*");
    if (subpath.startsWith(head) && subpath.endsWith(tail)) {
      target = path.replace("*", subpath.slice(head.length, subpath.length - tail.length));
    }
  }
  if (!target) throw new Error(`${specifier} is not exported by ${relative(root, dir)}`);
  return resolveFile(join(dir, target));
}

const packageName = (specifier: string) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

/** Whether a third-party package names zod among its dependencies (a conservative test). */
function dependsOnZod(name: string, from: string): boolean {
  for (let dir = dirname(from); ; dir = dirname(dir)) {
    const manifest = join(dir, "node_modules", name, "package.json");
    if (existsSync(manifest)) {
      const { dependencies, peerDependencies, optionalDependencies } = readManifest(
        dirname(manifest),
      );
      return [dependencies, peerDependencies, optionalDependencies].some((deps) =>
        Object.hasOwn(deps ?? {}, "zod"),
      );
    }
    if (dir === dirname(dir)) throw new Error(`cannot find ${name} from ${from}`);
  }
}

/**
 * Every import chain from `entry` that reaches zod, as "a.ts → b.ts → zod". `sources` stands in
 * for files on disk (the tests of this check use it).
 */
function zodChains(entry: string, sources: Record<string, string> = {}): string[] {
  const chains: string[] = [];
  const seen = new Set<string>();
  const show = (file: string) => relative(root, file);
  const walk = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = sources[file] ?? readFileSync(file, "utf8");
    for (const specifier of runtimeImports(file, text)) {
      if (specifier.startsWith(".")) {
        const target = resolveFile(
          resolve(dirname(file), specifier),
          (path) => Object.hasOwn(sources, path) || isFile(path),
        );
        walk(target, [...chain, show(target)]);
      } else if (specifier.startsWith("node:")) {
        continue;
      } else {
        const target = resolveWorkspace(specifier);
        if (target) walk(target, [...chain, show(target)]);
        else if (packageName(specifier) === "zod") chains.push([...chain, specifier].join(" → "));
        else if (dependsOnZod(packageName(specifier), file)) {
          chains.push([...chain, `${specifier} (depends on zod)`].join(" → "));
        }
      }
    }
  };
  walk(entry, [show(entry)]);
  return chains;
}

/** What the browser may load of this package: every export but the wire schemas (server). */
const browserEntries = Object.entries(readManifest(apiDir).exports ?? {})
  .filter(([subpath]) => subpath !== "./schemas")
  .map(([subpath, file]) => [`@site/api${subpath.slice(1)}`, join(apiDir, file)] as const);

describe("the browser's reads are zod-free (issue 12)", () => {
  it("covers the client and the zod-free entities", () => {
    expect(browserEntries.map(([name]) => name)).toEqual(
      expect.arrayContaining(["@site/api/client", "@site/api/entities", "@site/api/queries"]),
    );
  });

  it.each(browserEntries)("%s reaches no zod", (_name, file) => {
    expect(zodChains(file)).toEqual([]);
  });
});

describe("the zod check", () => {
  const at = (name: string) => join(apiDir, "src", name);

  it("finds the wire schemas' zod, directly and through @site/forms/zod-config", () => {
    expect(zodChains(at("schemas.ts"))).toEqual(
      expect.arrayContaining([
        "packages/api/src/schemas.ts → packages/forms/src/zod-config.ts → zod",
        "packages/api/src/schemas.ts → zod",
      ]),
    );
  });

  it("follows relative imports, re-exports and import() to zod and its subpaths", () => {
    const sources = {
      [at("virtual-a.ts")]: 'export { b } from "./virtual-b";',
      [at("virtual-b.ts")]: 'import "./endpoints";\nexport const b = () => import("zod/mini");',
    };
    expect(zodChains(at("virtual-a.ts"), sources)).toEqual([
      "packages/api/src/virtual-a.ts → packages/api/src/virtual-b.ts → zod/mini",
    ]);
  });

  it("counts an import whose names are all types, as verbatimModuleSyntax keeps it", () => {
    const sources = { [at("virtual.ts")]: 'import { type ZodType } from "zod";' };
    expect(zodChains(at("virtual.ts"), sources)).toEqual(["packages/api/src/virtual.ts → zod"]);
  });

  it("leaves out type-only imports and exports, which are erased", () => {
    const sources = {
      [at("virtual.ts")]: [
        'import type { z } from "zod";',
        'import type { ComplaintValues } from "@site/forms/complaint";',
        'export type { ZodType } from "zod";',
        'export type * from "./schemas";',
      ].join("\n"),
    };
    expect(zodChains(at("virtual.ts"), sources)).toEqual([]);
  });

  it("finds a third-party package that depends on zod", () => {
    // The workspace's lint plugin is one (the forms no longer use a zod resolver).
    const module = join(root, "packages/ui/src/virtual.tsx");
    const sources = { [module]: 'import reactHooks from "eslint-plugin-react-hooks";' };
    expect(zodChains(module, sources)).toEqual([
      "packages/ui/src/virtual.tsx → eslint-plugin-react-hooks (depends on zod)",
    ]);
  });
});
