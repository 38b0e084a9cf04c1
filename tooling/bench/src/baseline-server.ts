// The baseline of issue 12: the same page's rendered DOM with every script removed, served as a
// static file; its styles, images and fonts come from the real server, as the page's would.
import { createServer, request as httpRequest, type Server } from "node:http";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { freePort } from "./site-server";

/** The page without scripts: no script element, no module preload, no hydration data. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "");
}

export interface BaselineServer {
  origin: string;
  stop(): Promise<void>;
}

/** The page as a static host sends it: compressed, as the site's own pages are. */
function compressedFor(acceptEncoding: string, html: string) {
  if (/\bbr\b/.test(acceptEncoding)) return { encoding: "br", body: brotliCompressSync(html) };
  if (/\bgzip\b/.test(acceptEncoding)) return { encoding: "gzip", body: gzipSync(html) };
  return { encoding: undefined, body: Buffer.from(html) };
}

/** Answers each of `pages` (path with query → HTML) itself and passes everything else on. */
export async function startBaselineServer(
  siteOrigin: string,
  pages: ReadonlyMap<string, string>,
): Promise<BaselineServer> {
  const port = await freePort();
  const site = new URL(siteOrigin);
  const server: Server = createServer((request, response) => {
    const page = pages.get(request.url ?? "");
    if (page !== undefined) {
      const { encoding, body } = compressedFor(
        String(request.headers["accept-encoding"] ?? ""),
        page,
      );
      response.writeHead(200, {
        "content-type": "text/html; charset=utf-8",
        vary: "accept-encoding",
        ...(encoding ? { "content-encoding": encoding } : {}),
      });
      response.end(body);
      return;
    }
    const upstream = httpRequest(
      {
        host: site.hostname,
        port: site.port,
        path: request.url,
        method: request.method,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on("error", () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
