// @ts-check
// The layers of docs/style.md ("Who may import whom"), enforced for every package: an import
// of another workspace package by name (any subpath, `import type` and `import()` included)
// must be allowed here, and no relative path may reach into another package. Inside the server,
// imports run one way too (issue 29, item 5): see `serverLayers`.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Which workspace packages each package may import, by folder. */
export const allowedImports = {
  "apps/zh": ["@site/pages", "@site/ui", "@site/vite-edition"],
  "apps/en": ["@site/pages", "@site/ui", "@site/vite-edition"],
  "apps/storybook": ["@site/ui", "@site/pages", "@site/api", "@site/forms", "@site/zh", "@site/en"],
  "apps/server": ["@site/api", "@site/forms"],
  "packages/pages": ["@site/ui", "@site/api", "@site/forms"],
  "packages/ui": ["@site/forms"],
  "packages/api": ["@site/forms"],
  "packages/forms": [],
  e2e: ["@site/api", "@site/forms"],
  "tooling/media": ["@site/forms"],
  "tooling/bench": [],
  "tooling/vite-edition": ["@site/pages", "@site/forms"],
};

/**
 * The server's layers, top first, by the entry of `apps/server/src` a module sits in: a module
 * may import from its own layer and those below, never from above. Tests and their support
 * (`*.test.ts`, `test-support/`) may import anything.
 */
export const serverLayers = [
  { layer: "commands", entries: ["main.ts", "cli"] },
  { layer: "the app", entries: ["app.ts", "operator-start.ts"] },
  {
    layer: "routes and operations",
    entries: ["api", "writes", "serving", "webhook", "content", "backup", "export"],
  },
  { layer: "settings and stores", entries: ["config.ts", "redis", "stores", "uploads"] },
  { layer: "the database", entries: ["db"] },
  {
    layer: "shared facts",
    entries: ["editions.ts", "ruoyi.ts", "server-messages.ts", "server-paths.ts", "types"],
  },
];

const serverSource = path.join(root, "apps/server/src");

/** The server entry (`serving`, `config.ts`) a path lies in, or null outside the server's source. */
function serverEntry(file) {
  const relative = path.relative(serverSource, file);
  if (relative.startsWith("..") || path.isAbsolute(relative)) return null;
  return relative.split(path.sep)[0] ?? null;
}

function isServerTest(file) {
  return /\.test\.ts$/.test(file) || serverEntry(file) === "test-support";
}

/** Where an entry of the server stands: its index in `serverLayers`, -1 when it has none. */
function serverRank(entry) {
  const stripped = entry.replace(/\.ts$/, "");
  return serverLayers.findIndex(({ entries }) =>
    entries.some((name) => name === entry || name.replace(/\.ts$/, "") === stripped),
  );
}

/** Why an import inside the server runs against its direction, or null when it does not. */
function serverDirectionError(file, specifier) {
  const from = serverEntry(file);
  if (!from || isServerTest(file)) return null;
  const to = serverEntry(path.resolve(path.dirname(file), specifier));
  if (!to || to === from) return null;
  const [fromRank, toRank] = [serverRank(from), serverRank(to)];
  for (const [entry, rank] of [
    [from, fromRank],
    [to, toRank],
  ]) {
    if (rank < 0) return `apps/server/src/${entry} has no layer: add it to serverLayers.`;
  }
  if (toRank >= fromRank) return null;
  return `${from} (${serverLayers[fromRank]?.layer}) may not import ${to} (${serverLayers[toRank]?.layer}): inside the server, imports run from commands over the app, routes over stores, stores over the database (docs/style.md).`;
}

/** The folder of the workspace package a file belongs to, or null outside any. */
function packageFolder(file) {
  const relative = path.relative(root, file).split(path.sep);
  if (relative[0] === "e2e") return "e2e";
  if (["apps", "packages", "tooling"].includes(relative[0] ?? "") && relative.length > 2) {
    return `${relative[0]}/${relative[1]}`;
  }
  return null;
}

function workspacePackageName(specifier) {
  const match = /^(@site\/[^/]+)/.exec(specifier);
  return match ? match[1] : null;
}

/** The package name of each folder, read once from the workspace's package.json files. */
function folderNames() {
  const names = new Map();
  for (const group of ["apps", "packages", "tooling"]) {
    const dir = path.join(root, group);
    if (!fs.existsSync(dir)) continue;
    for (const entry of fs.readdirSync(dir)) {
      const manifest = path.join(dir, entry, "package.json");
      if (fs.existsSync(manifest)) {
        names.set(`${group}/${entry}`, JSON.parse(fs.readFileSync(manifest, "utf8")).name);
      }
    }
  }
  names.set("e2e", "@site/e2e");
  return names;
}

/** @type {import("eslint").Rule.RuleModule} */
const layersRule = {
  meta: {
    type: "problem",
    docs: { description: "Who may import whom (docs/style.md)" },
    schema: [],
  },
  create(context) {
    const folder = packageFolder(context.filename);
    if (!folder) return {};
    const names = folderNames();
    const own = names.get(folder);
    const allowed = new Set(allowedImports[folder] ?? []);

    function check(node, specifier) {
      if (typeof specifier !== "string") return;
      const target = workspacePackageName(specifier);
      if (target && target !== own && !allowed.has(target)) {
        context.report({
          node,
          message: `${own} may not import ${target} (docs/style.md, "Who may import whom"); allowed: ${[...allowed].join(", ") || "nothing of ours"}.`,
        });
        return;
      }
      if (specifier.startsWith(".")) {
        const resolved = path.resolve(path.dirname(context.filename), specifier);
        const targetFolder = packageFolder(resolved);
        if (targetFolder !== folder) {
          context.report({
            node,
            message: `A relative import may not leave ${own} (into ${targetFolder ?? "the repository root"}); import the package by name.`,
          });
          return;
        }
        const direction = serverDirectionError(context.filename, specifier);
        if (direction) context.report({ node, message: direction });
      }
    }

    const fromSource = (node) => check(node, node.source?.value);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) =>
        check(node, node.source.type === "Literal" ? node.source.value : null),
      TSImportType: (node) => {
        const argument = node.argument;
        const literal = argument?.type === "TSLiteralType" ? argument.literal : argument;
        check(node, literal?.type === "Literal" ? literal.value : null);
      },
      TSExternalModuleReference: (node) => check(node, node.expression?.value),
    };
  },
};

export const layersPlugin = { rules: { layers: layersRule } };
