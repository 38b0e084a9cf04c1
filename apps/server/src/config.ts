import { fileURLToPath } from "node:url";
import type { EditionDist } from "./editions";

export interface ServerConfig {
  host: string;
  port: number;
  editions: EditionDist[];
  /** Holds the database file and private uploads; created on first start. */
  dataDir: string;
}

function fromHere(relative: string): string {
  return fileURLToPath(new URL(relative, import.meta.url));
}

/** Settings come from the environment; the defaults run the whole product from a clone. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  // src/ in development and dist/ after the bundle are both one level below the package.
  return {
    host: env.HOST ?? "0.0.0.0",
    port: Number(env.PORT ?? 3000),
    editions: [
      { edition: "zh", root: env.SITE_ZH_DIST ?? fromHere("../../zh/dist") },
      { edition: "en", root: env.SITE_EN_DIST ?? fromHere("../../en/dist") },
    ],
    dataDir: env.SITE_DATA_DIR ?? fromHere("../data"),
  };
}
