// @vitest-environment node
import { describe, expect, it } from "vitest";
import { clientAssets } from "./edition-config";

const entries = {
  "index.html": { file: "assets/en/index-A.js", isEntry: true, imports: ["_react-B.js"] },
  "src/start.ts": { file: "assets/en/start-G.js", src: "src/start.ts", isEntry: true },
  "src/islands.ts": {
    file: "assets/en/islands-J.js",
    src: "src/islands.ts",
    isEntry: true,
    imports: ["_client-K.js"],
    dynamicImports: [
      "../../packages/pages/src/islands/hydrate-island.tsx",
      "_site-header.island-D.js",
      "../../packages/pages/src/islands/case-list.island.tsx",
    ],
  },
  "../../packages/pages/src/islands/hydrate-island.tsx": {
    file: "assets/en/hydrate-island-R.js",
    src: "../../packages/pages/src/islands/hydrate-island.tsx",
    isDynamicEntry: true,
    imports: ["_react-B.js", "_react-dom-client-C.js"],
  },
  "_react-B.js": { file: "assets/en/react-B.js" },
  "_react-dom-client-C.js": { file: "assets/en/react-dom-client-C.js", imports: ["_react-B.js"] },
  "_client-K.js": { file: "assets/en/client-K.js" },
};

describe("clientAssets (what a server-rendered page names of the client build)", () => {
  it("names the shell's entry, the start script, the stylesheet, the islands' script after what it imports, and each island's own files", () => {
    const manifest = {
      ...entries,
      // Imported by other chunks too: no `src`, only its name.
      "_site-header.island-D.js": {
        file: "assets/en/site-header.island-D.js",
        name: "site-header.island",
        imports: ["_react-B.js", "_icons-F.js"],
      },
      "../../packages/pages/src/islands/case-list.island.tsx": {
        file: "assets/en/case-list-H.js",
        src: "../../packages/pages/src/islands/case-list.island.tsx",
        isDynamicEntry: true,
        imports: ["_icons-F.js", "_client-K.js"],
      },
      "_icons-F.js": { file: "assets/en/icons-F.js", imports: ["_react-B.js"] },
      "style.css": { file: "assets/en/style-E.css" },
    };
    expect(clientAssets(manifest)).toEqual({
      entry: "/assets/en/index-A.js",
      start: "/assets/en/start-G.js",
      styles: ["/assets/en/style-E.css"],
      fonts: [],
      islands: {
        entry: "/assets/en/islands-J.js",
        preloads: ["/assets/en/client-K.js"],
        hydrator: [
          "/assets/en/react-B.js",
          "/assets/en/react-dom-client-C.js",
          "/assets/en/hydrate-island-R.js",
        ],
        // Each island's own files, with React: an island that waits for the visitor brings it.
        modules: {
          "site-header": [
            "/assets/en/react-B.js",
            "/assets/en/icons-F.js",
            "/assets/en/site-header.island-D.js",
          ],
          "case-list": [
            "/assets/en/react-B.js",
            "/assets/en/icons-F.js",
            "/assets/en/case-list-H.js",
          ],
        },
      },
    });
  });

  it("also names the styles the shell's entry carries when styles are split per chunk", () => {
    const manifest = {
      ...entries,
      "index.html": { ...entries["index.html"], css: ["assets/zh/index-A.css"] },
    };
    expect(clientAssets(manifest).styles).toEqual(["/assets/zh/index-A.css"]);
  });

  it("names the web fonts the stylesheet names, for the document head to preload (issue 28)", () => {
    const manifest = { ...entries, "style.css": { file: "assets/en/style-E.css" } };
    const css = `@font-face{font-family:Inter;src:url(/assets/en/inter-latin-wght-L.woff2) format("woff2")}
      @font-face{font-family:"Inter Fallback";src:local("Arial")}
      .a{background:url("/assets/en/bg-M.png")}.b{src:url('/assets/en/inter-latin-wght-L.woff2')}`;
    const read = (file: string) => (file === "/assets/en/style-E.css" ? css : "");
    expect(clientAssets(manifest, read).fonts).toEqual(["/assets/en/inter-latin-wght-L.woff2"]);
    // The Chinese edition's stylesheet names none.
    expect(clientAssets(manifest, () => ".a{color:red}").fonts).toEqual([]);
  });

  it("refuses a build without the start script or the islands' script, which every server-rendered page names", () => {
    for (const [left, named] of [
      ["src/start.ts", /src\/start\.ts/],
      ["src/islands.ts", /src\/islands\.ts/],
    ] as const) {
      const manifest: Partial<typeof entries> = { ...entries };
      delete manifest[left];
      expect(() => clientAssets(manifest as typeof entries)).toThrow(named);
    }
  });

  it("refuses a build whose islands' script does not load React's hydration on its own", () => {
    const islands = entries["src/islands.ts"];
    const manifest = {
      ...entries,
      "src/islands.ts": {
        ...islands,
        dynamicImports: islands.dynamicImports.filter((key) => !key.includes("hydrate-island")),
      },
    };
    expect(() => clientAssets(manifest)).toThrow(/hydrate-island/);
  });
});
