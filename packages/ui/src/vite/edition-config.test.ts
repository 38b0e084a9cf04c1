// @vitest-environment node
import { describe, expect, it } from "vitest";
import { clientAssets } from "./edition-config";

describe("clientAssets (what a server-rendered page names of the client build)", () => {
  it("names the entry, the start script, the stylesheet, the entry's static imports and each page's view and copy, each script after those it imports", () => {
    const manifest = {
      "index.html": {
        file: "assets/en/index-A.js",
        isEntry: true,
        imports: ["_page-data-C.js", "_react-B.js"],
        dynamicImports: ["../../packages/pages/src/views/home.tsx", "src/copy/home.ts"],
      },
      "_react-B.js": { file: "assets/en/react-B.js" },
      "_page-data-C.js": { file: "assets/en/page-data-C.js", imports: ["_react-B.js"] },
      "../../packages/pages/src/views/home.tsx": {
        file: "assets/en/home-D.js",
        src: "../../packages/pages/src/views/home.tsx",
        imports: ["_react-B.js", "_carousel-F.js"],
      },
      "_carousel-F.js": { file: "assets/en/carousel-F.js" },
      "src/copy/home.ts": {
        file: "assets/en/home-H.js",
        src: "src/copy/home.ts",
        imports: ["_links-I.js"],
      },
      "_links-I.js": { file: "assets/en/links-I.js" },
      "style.css": { file: "assets/en/style-E.css" },
      "src/start.ts": { file: "assets/en/start-G.js", src: "src/start.ts", isEntry: true },
    };
    expect(clientAssets(manifest)).toEqual({
      entry: "/assets/en/index-A.js",
      start: "/assets/en/start-G.js",
      styles: ["/assets/en/style-E.css"],
      preloads: ["/assets/en/react-B.js", "/assets/en/page-data-C.js"],
      pagePreloads: {
        home: [
          "/assets/en/carousel-F.js",
          "/assets/en/home-D.js",
          "/assets/en/links-I.js",
          "/assets/en/home-H.js",
        ],
      },
    });
  });

  it("also names the styles a chunk carries when styles are split per chunk", () => {
    const manifest = {
      "index.html": { file: "assets/zh/index-A.js", isEntry: true, css: ["assets/zh/index-A.css"] },
      "src/start.ts": { file: "assets/zh/start-G.js", isEntry: true },
    };
    expect(clientAssets(manifest).styles).toEqual(["/assets/zh/index-A.css"]);
  });

  it("refuses a build without the start script, which every server-rendered page names", () => {
    const manifest = { "index.html": { file: "assets/zh/index-A.js", isEntry: true } };
    expect(() => clientAssets(manifest)).toThrow(/src\/start\.ts/);
  });
});
