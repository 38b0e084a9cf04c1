// The baseline of issue 12: the same page's rendered DOM with every script removed, served as a
// static file; its styles, images and fonts come from the real server, as the page's would.
import { Agent, createServer, request as httpRequest, type Server } from "node:http";
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

/** The page as a static host keeps it: compressed once, as the site's own pages are. */
function compressedPage(html: string) {
  return { br: brotliCompressSync(html), gzip: gzipSync(html), identity: Buffer.from(html) };
}

function bodyFor(acceptEncoding: string, page: ReturnType<typeof compressedPage>) {
  if (/\bbr\b/.test(acceptEncoding)) return { encoding: "br", body: page.br };
  if (/\bgzip\b/.test(acceptEncoding)) return { encoding: "gzip", body: page.gzip };
  return { encoding: undefined, body: page.identity };
}

/** Answers each of `pages` (path with query → HTML) itself and passes everything else on. */
export async function startBaselineServer(
  siteOrigin: string,
  pages: ReadonlyMap<string, string>,
): Promise<BaselineServer> {
  const port = await freePort();
  const site = new URL(siteOrigin);
  const compressed = new Map([...pages].map(([path, html]) => [path, compressedPage(html)]));
  // Kept-alive connections to the site, so a passed-on file is not slower than the site's own.
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const server: Server = createServer((request, response) => {
    const page = compressed.get(request.url ?? "");
    if (page !== undefined) {
      const { encoding, body } = bodyFor(String(request.headers["accept-encoding"] ?? ""), page);
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
        headers: { ...request.headers, connection: "keep-alive" },
        agent,
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
    stop: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
