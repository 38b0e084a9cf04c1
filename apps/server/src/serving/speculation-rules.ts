// Issue 24, item 1: moving between pages is an ordinary document load that the browser makes
// fast. Every page names, in a response header (so `script-src 'self'` holds), the rules that
// have the browser prefetch a same-site page link on pointer-down or hover. Prefetch, never
// prerender: a prerendered page would run and send a visit record (D6) for a page never seen.
import { API_PREFIX } from "@site/api/endpoints";
import type { FastifyInstance } from "fastify";
import { BROCHURE_PREFIX } from "../server-paths";
import { TEST_MODE_HEADER } from "./test-mode";

export const SPECULATION_RULES_PATH = "/speculation-rules.json";

export const speculationRules = {
  prefetch: [
    {
      source: "document",
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: `${API_PREFIX}/*` } },
          { not: { href_matches: `${BROCHURE_PREFIX}*` } },
          { not: { selector_matches: "[download], [target=_blank]" } },
        ],
      },
      // Hovered for a moment, or pressed: what a visitor is about to open.
      eagerness: "moderate",
    },
  ],
} as const;

export function registerSpeculationRules(app: FastifyInstance): void {
  const body = JSON.stringify(speculationRules);
  app.get(SPECULATION_RULES_PATH, async (_request, reply) =>
    reply
      .type("application/speculationrules+json")
      .header("cache-control", "public, max-age=3600")
      .send(body),
  );
  app.addHook("onSend", async (request, reply, payload) => {
    const type = reply.getHeader("content-type");
    // A browser test's page is rendered from the fixtures its requests ask for by a header,
    // which a prefetch does not carry: such a page names no rules.
    const fromFixtures = request.headers[TEST_MODE_HEADER] !== undefined;
    if (typeof type === "string" && type.startsWith("text/html") && !fromFixtures) {
      reply.header("speculation-rules", `"${SPECULATION_RULES_PATH}"`);
    }
    return payload;
  });
}
