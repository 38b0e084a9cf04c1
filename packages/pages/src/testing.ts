// For the editions' tests: an API client answered from `@site/api/fixtures`, recording its calls.
import { createApi, type Api } from "@site/api/client";
import { answerApiRequest } from "@site/api/fixtures";
import type { Lang } from "@site/forms/lang";
import { createQueryClient } from "@site/api/queries";
import { createMemoryRouter } from "react-router";
import { createEdition } from "./edition-app";
import type { EditionCopy } from "./edition-copy";
import { createEditionRoutes } from "./edition-router";
import type { RouteDescriptions, RoutePageId, RouteTable } from "./routes";
import type { PublicSite } from "./seo/public-site";
import { ISLAND_DATA_ID, type IslandData } from "./islands/island-data";
import { startIslands } from "./islands/start-islands";
import { waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

export interface RecordedCall {
  method: string;
  path: string;
  params: Record<string, string>;
}

/** A `fetch` answered from the fixtures, recording each call into `calls`. */
export function createFixtureFetch(calls: RecordedCall[]): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    calls.push({
      method: request.method,
      path: url.pathname,
      params: Object.fromEntries(url.searchParams),
    });
    const answer = answerApiRequest(request.method, url);
    return new Response(JSON.stringify(answer?.body ?? { code: 404, msg: "not found" }), {
      status: answer?.status ?? 404,
      headers: { "content-type": "application/json" },
    });
  };
}

export function createFixtureApi(lang: Lang): { api: Api; calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const fetch = createFixtureFetch(calls);
  return { api: createApi({ lang, baseUrl: "http://site.test", fetch }), calls };
}

/** An edition on a memory router at `path`, its API answered from the fixtures. */
export function createFixtureEdition<Routes extends RouteTable>({
  lang,
  routes,
  descriptions,
  edition,
  path,
  publicSite = null,
}: {
  lang: Lang;
  routes: Routes;
  descriptions: RouteDescriptions;
  edition: EditionCopy<RoutePageId<Routes>>;
  path: string;
  /** Where the editions are served, as the server's settings say; none in the shell. */
  publicSite?: PublicSite | null;
}) {
  const { api, calls } = createFixtureApi(lang);
  const { loadPage, Layout, NotFound } = createEdition(routes, edition, { lang, baseUrl: "" });
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    createEditionRoutes({
      api,
      queryClient,
      routes,
      descriptions,
      head: { lang, siteName: edition.siteName, seo: edition.seo, publicSite },
      loadPage,
      NotFound,
      Layout,
    }),
    { initialEntries: [path] },
  );
  return { router, calls, api, queryClient };
}

/** What a rendered page's head says to search engines (issue 13), read from its HTML. */
export interface RenderedHead {
  title: string | null;
  meta: Record<string, string>;
  canonical: string | null;
  alternates: string[];
  /** Every `application/ld+json` block, parsed, flattened into one list of nodes. */
  structuredData: Record<string, unknown>[];
}

const HTML_ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#x27;": "'",
  "&#39;": "'",
};

function decodeHtml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (entity) => HTML_ENTITIES[entity]!);
}

function attributesOf(tag: string): Record<string, string> {
  return Object.fromEntries(
    [...tag.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)].map(([, name, value]) => [
      name!.toLowerCase(),
      decodeHtml(value!),
    ]),
  );
}

/** Reads React's server output (one form per tag), for the editions' server-render tests. */
export function readRenderedHead(html: string): RenderedHead {
  const head = html.slice(0, html.indexOf("</head>"));
  const meta: Record<string, string> = {};
  for (const [tag] of head.matchAll(/<meta [^>]*>/g)) {
    const attributes = attributesOf(tag);
    const key = attributes.name ?? attributes.property;
    if (key && attributes.content !== undefined) meta[key] = attributes.content;
  }
  const links = [...head.matchAll(/<link [^>]*>/g)].map(([tag]) => attributesOf(tag));
  const structuredData = [
    ...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g),
  ].flatMap(([, json]) => [JSON.parse(json!)].flat() as Record<string, unknown>[]);
  const title = /<title>(.*?)<\/title>/.exec(head)?.[1];
  return {
    title: title === undefined ? null : decodeHtml(title),
    meta,
    canonical: links.find((link) => link.rel === "canonical")?.href ?? null,
    alternates: links
      .filter((link) => link.rel === "alternate" && link.hreflang)
      .map((link) => `${link.hreflang} ${link.href}`),
    structuredData,
  };
}

/** A server-rendered page's islands, as the browser reads them (issue 24). */
export interface RenderedIslands {
  /** Each island's element, in the page's order. */
  islands: { index: number; name: string; hydrate: string; props: Record<string, unknown> }[];
  page: IslandData["page"];
  /** What the start script runs after load, in order. */
  startModules: string[];
  /** What the page fetches when it is idle, without running it. */
  prefetch: string[];
}

export function readRenderedIslands(html: string): RenderedIslands {
  const json = new RegExp(
    `<script type="application/json" id="${ISLAND_DATA_ID}">(.*?)</script>`,
  ).exec(html)?.[1];
  if (!json) throw new Error("The page carries no island data.");
  const data = JSON.parse(json) as IslandData;
  const islands = [...html.matchAll(/<site-island data-island="(\d+)" data-hydrate="(\w+)">/g)].map(
    ([, index, hydrate]) => {
      const entry = data.islands[Number(index)]!;
      return {
        index: Number(index),
        name: entry.name,
        hydrate: hydrate!,
        props: entry.props as Record<string, unknown>,
      };
    },
  );
  const modules = /<script type="module"[^>]* data-modules="([^"]*)"/.exec(html)?.[1] ?? "";
  return {
    islands,
    page: data.page,
    startModules: modules.split(" ").filter(Boolean),
    prefetch: data.prefetch,
  };
}

/**
 * The test renders on the server and hydrates in one JavaScript realm, which a browser never
 * does: React's development build then notes the two renderers sharing a context.
 */
function notTestArtifact([message]: unknown[]): boolean {
  return !String(message).startsWith("Detected multiple renderers concurrently rendering");
}

/**
 * Puts a server-rendered page into the test's document and runs it as the browser does: its
 * islands hydrate (those that wait for the visitor once reached, as each is here). Resolves once every island
 * answers, with what React warned meanwhile and the URLs the page fetched.
 */
export async function hydrateEveryIsland(
  html: string,
): Promise<{ warnings: unknown[][]; fetched: string[] }> {
  const spies = [vi.spyOn(console, "error"), vi.spyOn(console, "warn")];
  const fetched = vi
    .spyOn(globalThis, "fetch")
    .mockImplementation(async () => Response.json({ code: 200, msg: "操作成功", data: true }));
  // The page's later work (its prefetch, 2.5 s after the start) is cancelled once the islands
  // answer: a timer outliving the test file would fire after its document is gone.
  const setTimer = globalThis.setTimeout;
  const timers: ReturnType<typeof setTimeout>[] = [];
  const timerSpy = vi.spyOn(globalThis, "setTimeout").mockImplementation(((
    ...args: Parameters<typeof setTimeout>
  ) => {
    const timer = setTimer(...args);
    timers.push(timer);
    return timer;
  }) as typeof setTimeout);
  try {
    document.open();
    document.write(html);
    document.close();
    // A browser's parser sets a video's `muted` from its attribute; jsdom's does not.
    for (const video of document.querySelectorAll("video"))
      video.muted = video.hasAttribute("muted");
    await startIslands();
    for (const island of document.querySelectorAll("site-island:not([data-hydrate=load])")) {
      island.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    }
    // Polled: the reached islands start after a frame, and a loaded machine hydrates slowly.
    await waitFor(
      () => {
        for (const island of document.querySelectorAll("site-island")) {
          if (!island.hasAttribute("data-island-ready"))
            throw new Error("An island has not hydrated.");
        }
      },
      { timeout: 10_000 },
    );
    return {
      warnings: spies.flatMap((spy) => spy.mock.calls.filter(notTestArtifact)),
      fetched: fetched.mock.calls.map(([input]) =>
        input instanceof Request ? input.url : String(input),
      ),
    };
  } finally {
    for (const spy of [...spies, fetched, timerSpy]) spy.mockRestore();
    for (const timer of timers) clearTimeout(timer);
  }
}

/**
 * Issue 28 (rhythm and copy): a section's subtitle is a message about the section, never an
 * instruction on how to use it; the controls say that themselves. Checks every `subtitle` string
 * of an edition's copy modules (`modules`: their `import.meta.glob`) against the words that tell
 * a visitor what to do with a mouse, a finger or a keyboard in that edition's language.
 */
export function describeSubtitlesAsMessages(
  edition: string,
  modules: Record<string, Record<string, unknown>>,
  instruction: RegExp,
): void {
  const subtitles = (value: unknown, path: string, seen: Set<unknown>): [string, string][] => {
    if (value === null || typeof value !== "object" || seen.has(value)) return [];
    seen.add(value);
    return Object.entries(value).flatMap(([key, item]): [string, string][] =>
      key === "subtitle" && typeof item === "string"
        ? [[`${path}.${key}`, item]]
        : subtitles(item, `${path}.${key}`, seen),
    );
  };
  const found = Object.entries(modules).flatMap(([file, exports]) =>
    subtitles(exports, file, new Set()),
  );

  describe(`the ${edition} edition's section subtitles`, () => {
    it("are read from the copy modules", () => {
      expect(found.length).toBeGreaterThan(30);
    });

    it("carry no instruction", () => {
      expect(found.filter(([, text]) => instruction.test(text))).toEqual([]);
    });
  });
}
