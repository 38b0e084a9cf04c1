// @ts-check
// The rule against the repository's own ESLint config: a planted import in one package, linted
// as if it were a file there, must be refused or allowed as docs/style.md's table says.
import { ESLint } from "eslint";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const eslint = new ESLint({ cwd: root });

/** The site/layers messages for `code` linted as `file` (a path from the repository root). */
async function layerErrors(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "site/layers")
    .map((message) => message.message);
}

describe("site/layers", () => {
  it("refuses the wire in the component library, by value, by type and by import()", async () => {
    const code = [
      'import { createApi } from "@site/api/client";',
      'import type { Api } from "@site/api/client";',
      'export const lazy = () => import("@site/api/client");',
      "export const api: Api = createApi({ lang: 'zh', baseUrl: '' });",
    ].join("\n");
    const errors = await layerErrors("packages/ui/src/planted.ts", code);
    expect(errors).toHaveLength(3);
    for (const error of errors) expect(error).toMatch(/@site\/ui may not import @site\/api/);
  });

  it("refuses a relative path into another package", async () => {
    const errors = await layerErrors(
      "packages/ui/src/planted.ts",
      'export { createApi } from "../../api/src/client";',
    );
    expect(errors).toEqual([
      "A relative import may not leave @site/ui (into packages/api); import the package by name.",
    ]);
  });

  it("keeps the editions apart and off the wire", async () => {
    expect(
      await layerErrors("apps/en/src/planted.ts", 'export { links } from "@site/zh/links";'),
    ).toHaveLength(1);
    expect(
      await layerErrors("apps/zh/src/planted.ts", 'export { createApi } from "@site/api/client";'),
    ).toHaveLength(1);
  });

  it("keeps the server off the components and the page layer", async () => {
    expect(
      await layerErrors(
        "apps/server/src/planted.ts",
        'export { SiteShell } from "@site/ui/shell";\nexport { createLinks } from "@site/pages/routes";',
      ),
    ).toHaveLength(2);
  });

  it("keeps the editions' build plugin out of the server and the components, and in the editions' Vite config", async () => {
    const code = 'export { editionViteConfig } from "@site/vite-edition";';
    expect(await layerErrors("apps/server/src/planted.ts", code)).toEqual([
      '@site/server may not import @site/vite-edition (docs/style.md, "Who may import whom"); allowed: @site/api, @site/forms.',
    ]);
    expect(await layerErrors("packages/ui/src/planted.ts", code)).toHaveLength(1);
    expect(await layerErrors("packages/pages/src/planted.ts", code)).toHaveLength(1);
    expect(await layerErrors("apps/zh/vite.config.ts", code)).toEqual([]);
    expect(await layerErrors("apps/en/vite.config.ts", code)).toEqual([]);
  });

  it("allows what the table allows", async () => {
    expect(
      await layerErrors(
        "packages/pages/src/planted.ts",
        'export { createApi } from "@site/api/client";\nexport { SiteShell } from "@site/ui/shell";',
      ),
    ).toEqual([]);
    expect(
      await layerErrors(
        "apps/server/src/planted.ts",
        'export { visitLabels } from "@site/api/page-catalog";',
      ),
    ).toEqual([]);
    expect(
      await layerErrors("packages/ui/src/planted.ts", 'export { countChars } from "@site/forms";'),
    ).toEqual([]);
  });

  describe("inside the server", () => {
    it("refuses an import against the direction: stores over routes, config over a route", async () => {
      expect(
        await layerErrors(
          "apps/server/src/stores/planted.ts",
          'export { registerEditions } from "../serving/editions";',
        ),
      ).toEqual([
        "stores (settings and stores) may not import serving (routes and operations): inside the server, imports run from commands over the app, routes over stores, stores over the database (docs/style.md).",
      ]);
      expect(
        await layerErrors(
          "apps/server/src/config.ts",
          'import type { OutboxWorker } from "./webhook/outbox-worker";\nexport type W = OutboxWorker;',
        ),
      ).toHaveLength(1);
      expect(
        await layerErrors("apps/server/src/db/planted.ts", 'export { buildApp } from "../app";'),
      ).toHaveLength(1);
    });

    it("allows the direction, its own layer, and tests anything", async () => {
      expect(
        await layerErrors(
          "apps/server/src/cli/planted.ts",
          'export { buildApp } from "../app";\nexport { loadContent } from "../content/load";',
        ),
      ).toEqual([]);
      expect(
        await layerErrors(
          "apps/server/src/serving/planted.ts",
          'export { requestLang } from "../api/language";\nexport { ruoyiError } from "../ruoyi";',
        ),
      ).toEqual([]);
      expect(
        await layerErrors(
          "apps/server/src/db/planted.test.ts",
          'export { buildApp } from "../app";',
        ),
      ).toEqual([]);
    });

    it("names a new entry that has no layer", async () => {
      expect(
        await layerErrors(
          "apps/server/src/planted/thing.ts",
          'export { ruoyiError } from "../ruoyi";',
        ),
      ).toEqual(["apps/server/src/planted has no layer: add it to serverLayers."]);
    });
  });
});
