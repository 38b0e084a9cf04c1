// Security headers (issue 3, serving): a Content Security Policy the built editions pass.
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/** The policy's directives; `apiOrigin` is the API when the editions call another origin. */
export function cspDirectives(apiOrigin: string | null): Record<string, string[]> {
  const api = apiOrigin ? [apiOrigin] : [];
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'"],
    // toolchain.md pitfall 11: rich text keeps its sanitized style attributes.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...api],
    "media-src": ["'self'", ...api],
    "connect-src": ["'self'", ...api],
    "frame-ancestors": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
  };
}

/**
 * HSTS only when this server holds the certificate (SITE_TLS_CERT); otherwise it belongs to
 * whatever terminates TLS in front of it: sent over plain HTTP it does nothing, and a wrong
 * max-age is hard to take back. 180 days, this host only: an edition deployed alone on
 * another subdomain (D1) keeps its own choice.
 */
const HSTS_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

export interface SecurityHeaderOptions {
  /** The API's origin when the editions call another one. */
  apiOrigin: string | null;
  /** Editions on other origins load this server's media (images, videos). */
  sharedAcrossOrigins: boolean;
  /** This server answers HTTPS itself. */
  tls: boolean;
}

/**
 * The main headers for answers no hook runs for (Fastify's framework errors, such as a
 * malformed URL): the same policy, written by hand.
 */
export function fallbackSecurityHeaders({
  apiOrigin,
  tls,
}: Pick<SecurityHeaderOptions, "apiOrigin" | "tls">): Record<string, string> {
  const csp = Object.entries(cspDirectives(apiOrigin))
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join(";");
  return {
    "content-security-policy": csp,
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-frame-options": "SAMEORIGIN",
    ...(tls ? { "strict-transport-security": `max-age=${HSTS_MAX_AGE_SECONDS}` } : {}),
  };
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  { apiOrigin, sharedAcrossOrigins, tls }: SecurityHeaderOptions,
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(apiOrigin) },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: tls
      ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: false, preload: false }
      : false,
    crossOriginResourcePolicy: { policy: sharedAcrossOrigins ? "cross-origin" : "same-origin" },
    // No Cross-Origin-Opener-Policy (helmet's default is same-origin). It would sever the window
    // of a page that opened ours, but the site keeps no visitor's secret in its windows, and its
    // cost falls on every visitor's first page: a browsing-context-group swap at navigation
    // (Chrome on Android also gives a site that sends it a process of its own), a fresh script
    // context built in the task that commits the page. Measured with Lighthouse on the
    // same static copy of /kuaiji, phone CPU 6x: TBT median 122 ms with the header, 15 without.
    crossOriginOpenerPolicy: false,
  });
}
