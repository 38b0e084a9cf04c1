// For the browser tests (SITE_TEST_FIXTURES=on, never in production): a page request may ask
// for its reads to be answered from `@site/api/fixtures`, optionally with one kind of bad
// answer (D3), or for the single-page shell, so both paths of issue 12 stay tested. The
// fixtures are loaded on the first such request, so a server outside test mode never loads them
// (issue 29, item 4).
import type { FastifyRequest } from "fastify";
import type { RenderFetch } from "./page-renderer";

/** `fixtures`, `shell`, or `fixtures; break=<kind>:<path part>`. */
export const TEST_MODE_HEADER = "x-site-test";

const BAD_KINDS = ["http-500", "network", "invalid-json", "code-500", "wrong-shape"] as const;
type BadKind = (typeof BAD_KINDS)[number];

export type TestRequest =
  { mode: "shell" } | { mode: "fixtures"; bad: { kind: BadKind; pathPart: string } | null };

export function testRequest(request: FastifyRequest): TestRequest | null {
  const value = request.headers[TEST_MODE_HEADER];
  if (typeof value !== "string") return null;
  const [mode = "", ...options] = value.split(";").map((part) => part.trim());
  if (mode === "shell") return { mode };
  if (mode !== "fixtures") return null;
  const broken = options.find((option) => option.startsWith("break="))?.slice("break=".length);
  const [kind, pathPart] = broken?.split(":") ?? [];
  const bad =
    kind && pathPart && (BAD_KINDS as readonly string[]).includes(kind)
      ? { kind: kind as BadKind, pathPart }
      : null;
  return { mode, bad };
}

function json(body: unknown, status = 200): Response {
  return new Response(typeof body === "string" ? body : JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });
}

function badAnswer(kind: BadKind): Response {
  switch (kind) {
    case "http-500":
      return json({ code: 500, msg: "server error" }, 500);
    case "network":
      throw new TypeError("fetch failed");
    case "invalid-json":
      return json("{ not json");
    case "code-500":
      return json({ code: 500, msg: "操作失败" });
    case "wrong-shape":
      return json({ code: 200, msg: "操作成功", rows: "not a list", data: 42 });
  }
}

/** The render's reads answered from the fixtures, as the browser tests answer them. */
export function fixtureFetch(bad: { kind: BadKind; pathPart: string } | null): RenderFetch {
  let failed = false;
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    if (bad && url.pathname.includes(bad.pathPart)) {
      failed = true;
      return badAnswer(bad.kind);
    }
    const { answerApiRequest } = await import("@site/api/fixtures");
    const answer = answerApiRequest(request.method, url);
    if (!answer) {
      failed = true;
      return json({ code: 404, msg: "no fixture" }, 404);
    }
    return json(answer.body, answer.status);
  };
  return { fetch, complete: () => !failed };
}
