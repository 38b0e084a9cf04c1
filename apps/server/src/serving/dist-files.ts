// D1: the files of both built editions (hashed assets, favicons, robots' neighbours) served as
// they are, from whichever dist folder holds them.
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { existsSync } from "node:fs";
import { stat } from "node:fs/promises";
import { relative, resolve, sep } from "node:path";
import type { EditionDist } from "../editions";

const HASHED_ASSET = /\/assets\/(zh|en)\//;
/** Source maps stay on disk, never served (issue 14, item 1). */
const SOURCE_MAP = /\.map$/i;

export interface DistFile {
  root: string;
  /** Relative to its root, as `reply.sendFile` takes it. */
  file: string;
}

/** A file that exists in either dist folder; null for anything else. */
export type FindDistFile = (pathname: string) => Promise<DistFile | null>;

/** Registers `reply.sendFile` over the built editions; returns how a file is found. */
export async function registerDistFiles(
  app: FastifyInstance,
  editions: readonly EditionDist[],
): Promise<FindDistFile> {
  const roots = editions.map((edition) => edition.root).filter((root) => existsSync(root));
  if (roots.length > 0) {
    // Only for reply.sendFile: which file to send is decided below, across both dist folders.
    await app.register(fastifyStatic, {
      root: roots,
      serve: false,
      index: false,
      // The build writes .br and .gz beside each text asset (the editions' build plugin):
      // they are sent as they are, so no large file is compressed per request (issue 14).
      preCompressed: true,
      setHeaders(reply, filePath) {
        reply.header(
          "cache-control",
          HASHED_ASSET.test(filePath) ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
    });
  }

  return async (pathname) => {
    if (SOURCE_MAP.test(pathname)) return null;
    for (const root of roots) {
      const absolute = resolve(root, `.${pathname}`);
      if (!absolute.startsWith(resolve(root) + sep)) continue;
      const info = await stat(absolute).catch(() => null);
      if (info?.isFile()) return { root, file: relative(root, absolute) };
    }
    return null;
  };
}
