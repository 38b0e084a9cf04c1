// Two tiny editions for a test server: a shell, one page each, and a server entry that renders
// the group's name from the config list through the in-process API (so a page shows what the
// database holds, and a content load).
import { join } from "node:path";
import { writeFixtureFile } from "./files";

const ENTRY = `
export async function render({ url, fetch }) {
  const response = await fetch("http://site.internal/api/pcsystem/TckgConfig/list?language=0");
  const name = response.ok ? (await response.json()).rows[0].configName : "none";
  return { status: 200, html: "<!DOCTYPE html><html><body><p>" + url + " " + name + "</p></body></html>" };
}
`;

/** Writes both editions under `dir`; returns the settings that serve them. */
export function writeFixtureEditions(dir: string): NodeJS.ProcessEnv {
  for (const lang of ["zh", "en"]) {
    writeFixtureFile(join(dir, lang, "index.html"), `<html><body>shell ${lang}</body></html>`);
    const pages = lang === "zh" ? { "/": "home" } : { "/indexE": "home" };
    writeFixtureFile(
      join(dir, lang, lang, "routes.json"),
      JSON.stringify({ edition: lang, paths: Object.keys(pages), pages }),
    );
    writeFixtureFile(join(dir, `${lang}-server`, "entry-server.js"), ENTRY);
  }
  return {
    SITE_ZH_DIST: join(dir, "zh"),
    SITE_EN_DIST: join(dir, "en"),
    SITE_ZH_SERVER_ENTRY: join(dir, "zh-server", "entry-server.js"),
    SITE_EN_SERVER_ENTRY: join(dir, "en-server", "entry-server.js"),
  };
}
