// The baseline of issue 12: the same page's rendered DOM with every script removed, served as a
// static file; its styles, images and fonts come from the real server, as the page's would.
import { Agent as HttpAgent, createServer, request as httpRequest } from "node:http";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from "node:http2";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { BenchCertificate } from "./bench-tls";
import type { RunningServer } from "./site-server";
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

// Headers of one HTTP/1.1 hop, which HTTP/2 forbids; HTTP/2 pseudo-headers are not passed on.
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade"]);

function passedOn(headers: IncomingMessage["headers"]): OutgoingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name) && !name.startsWith(":")),
  );
}

/**
 * The page's response headers the baseline keeps: those not about its scripts. The site names
 * its speculation rules in a header (issue 24), which a static host can send as well; Chromium
 * fetches the rules file as soon as it reads the header, and Lighthouse's simulation charges
 * that request to the page's LCP (about 100 ms on `/` here), script or not.
 */
export const PAGE_HEADERS_KEPT = ["speculation-rules"] as const;

/**
 * Answers each of `pages` (path with query → HTML) itself, with `pageHeaders`, and passes
 * everything else on to the site; over the same protocol as the site (HTTPS with HTTP/2 when it
 * has a certificate).
 */
export async function startBaselineServer(
  site: RunningServer,
  pages: ReadonlyMap<string, string>,
  certificate: BenchCertificate | null,
  pageHeaders: Readonly<Record<string, string>> = {},
): Promise<BaselineServer> {
  const port = await freePort();
  const siteUrl = new URL(site.origin);
  const compressed = new Map([...pages].map(([path, html]) => [path, compressedPage(html)]));
  // Kept-alive connections to the site, so a passed-on file is not slower than the site's own.
  const agent = certificate
    ? new HttpsAgent({ keepAlive: true, maxSockets: 64, ca: certificate.cert })
    : new HttpAgent({ keepAlive: true, maxSockets: 64 });
  const send = certificate ? httpsRequest : httpRequest;

  function answer(
    request: IncomingMessage | Http2ServerRequest,
    response: ServerResponse | Http2ServerResponse,
  ) {
    const page = compressed.get(request.url ?? "");
    if (page !== undefined) {
      const { encoding, body } = bodyFor(String(request.headers["accept-encoding"] ?? ""), page);
      response.writeHead(200, {
        "content-type": "text/html; charset=utf-8",
        vary: "accept-encoding",
        ...pageHeaders,
        ...(encoding ? { "content-encoding": encoding } : {}),
      });
      response.end(body);
      return;
    }
    const upstream = send(
      {
        host: siteUrl.hostname,
        port: siteUrl.port,
        path: request.url,
        method: request.method,
        headers: { ...passedOn(request.headers), host: siteUrl.host },
        agent,
      },
      (upstreamAnswer) => {
        response.writeHead(upstreamAnswer.statusCode ?? 502, passedOn(upstreamAnswer.headers));
        upstreamAnswer.pipe(response as NodeJS.WritableStream);
      },
    );
    upstream.on("error", () => response.destroy());
    request.pipe(upstream);
  }

  const server = certificate
    ? createSecureServer({ cert: certificate.cert, key: certificate.key, allowHTTP1: true }, answer)
    : createServer(answer);
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    origin: `${certificate ? "https" : "http"}://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
