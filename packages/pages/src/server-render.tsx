// The edition's server entry (issue 12, item 1): a route rendered as a whole document with the
// data its loaders read. The browser hydrates only its islands (issue 24, item 1).
import { createApi } from "@site/api/client";
import { pageCatalog } from "@site/api/page-catalog";
import { createQueryClient } from "@site/api/queries";
import type { ConsultFormReturn } from "@site/forms/form-post";
import { EditionDocument, type DocumentAssets, type PageAssets } from "./document";
import { installServerSanitizer } from "@site/ui/rich-text/server";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { Writable } from "node:stream";
import type { RouteHandle } from "./current-route";
import { createSiteRoutes } from "./edition-app";
import type { EditionSite } from "./edition-site";
import { FormReturnProvider } from "./form-return";
import { IslandCollector, IslandCollectorContext } from "./islands/island";
import { islandDataScript, type IslandData } from "./islands/island-data";
import { renderIslands } from "./islands/server-islands";
import { RenderStatusProvider, type RenderStatus } from "./render-status";
import type { RouteTable } from "./routes";
import type { PublicSite } from "./seo/public-site";

/** The origin the in-process calls are addressed to; the server's `fetch` answers them. */
const IN_PROCESS_ORIGIN = "http://site.internal";

export interface EditionRenderRequest {
  /** The page's path and query, as requested. */
  url: string;
  /** Answers the API's calls; the server's own, in-process. */
  fetch: typeof fetch;
  /** Where the editions are served (the server's settings), for the head's absolute URLs. */
  publicSite: PublicSite | null;
  /** A consultation posted without script that came back: the form open again (issue 24). */
  formReturn?: ConsultFormReturn | null;
}

export type EditionRenderResult =
  { status: number; html: string } | { status: number; redirect: string };

export type EditionRenderer = (request: EditionRenderRequest) => Promise<EditionRenderResult>;

/** The document once all of it is ready: nothing waits behind a Suspense boundary. */
function renderDocument(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let failure: unknown = null;
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        if (failure) reject(failure);
        else resolve(Buffer.concat(chunks).toString("utf8"));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // A part that fails would be left to the browser; the server answers with the shell.
      onError(error) {
        failure ??= error;
      },
      onShellError: reject,
      onAllReady() {
        stream.pipe(sink);
      },
    });
  });
}

const START_MODULES_PLACEHOLDER = "site:start-modules";

/**
 * What the page's start script runs after load, in order: what the islands' script imports,
 * React's hydration and each island's own files (those that hydrate at load; the others load
 * when they are reached), then the script that hydrates them.
 */
function startModules(assets: DocumentAssets, collector: IslandCollector): string[] {
  const modules = new Set(assets.islands.preloads);
  const atLoad = collector.entries.filter((entry) => entry.hydrate === "load");
  if (atLoad.length) for (const file of assets.islands.hydrator) modules.add(file);
  for (const entry of atLoad) {
    for (const file of assets.islands.modules[entry.name] ?? []) modules.add(file);
  }
  modules.add(assets.islands.entry);
  return [...modules];
}

/**
 * What the page fetches a moment after its start, without running it (`IslandData.prefetch`):
 * the files of the islands that wait for the visitor and ask for it, and React's hydration with
 * them, less what the start script runs anyway.
 */
function prefetchModules(
  assets: DocumentAssets,
  collector: IslandCollector,
  started: readonly string[],
): string[] {
  const prefetched = collector.entries.filter(
    (entry) => entry.hydrate !== "load" && entry.prefetch,
  );
  if (!prefetched.length) return [];
  const files = new Set(assets.islands.hydrator);
  for (const entry of prefetched) {
    for (const file of assets.islands.modules[entry.name] ?? []) files.add(file);
  }
  for (const file of started) files.delete(file);
  return [...files];
}

export function createEditionRenderer<Routes extends RouteTable>(
  site: EditionSite<Routes>,
  assets: DocumentAssets,
): EditionRenderer {
  installServerSanitizer();
  return async function render({ url, fetch, publicSite, formReturn = null }) {
    const api = createApi({
      lang: site.lang,
      // Media URLs as the browser writes them; the calls themselves go in-process.
      baseUrl: site.apiBaseUrl,
      requestBaseUrl: IN_PROCESS_ORIGIN,
      fetch,
    });
    const queryClient = createQueryClient();
    try {
      const handler = createStaticHandler(createSiteRoutes(site, api, queryClient, publicSite));
      const context = await handler.query(new Request(new URL(url, IN_PROCESS_ORIGIN)));
      if (context instanceof Response) {
        return { status: context.status, redirect: context.headers.get("location") ?? "/" };
      }
      const page = context.matches.findLast(
        ({ route }) => (route.handle as RouteHandle | undefined)?.route,
      );
      const pageId = (page?.route.handle as RouteHandle | undefined)?.route.page;
      const collector = new IslandCollector();
      // The start script's modules are known once the page has rendered its islands: the
      // document is rendered with a placeholder for them.
      const documentAssets: PageAssets = {
        styles: assets.styles,
        fonts: assets.fonts,
        start: { src: assets.start, modules: [START_MODULES_PLACEHOLDER] },
      };
      const renderStatus: RenderStatus = { status: context.statusCode };
      const rendered = await renderDocument(
        <RenderStatusProvider value={renderStatus}>
          <IslandCollectorContext value={collector}>
            <EditionDocument head={site.head} assets={documentAssets}>
              <FormReturnProvider value={formReturn}>
                <StaticRouterProvider
                  router={createStaticRouter(handler.dataRoutes, context)}
                  context={context}
                  hydrate={false}
                />
              </FormReturnProvider>
            </EditionDocument>
          </IslandCollectorContext>
        </RenderStatusProvider>,
      );
      const started = startModules(assets, collector);
      const data: IslandData = {
        page: {
          apiBaseUrl: site.apiBaseUrl,
          visit: pageId ? pageCatalog[pageId].visitLabel : null,
          countryCheckRedirect: site.countryCheck?.redirectTo ?? null,
        },
        islands: collector.entries.map(({ name, props }) => ({ name, props })),
        prefetch: prefetchModules(assets, collector, started),
      };
      const html = renderIslands(rendered, collector)
        .replace(`"${START_MODULES_PLACEHOLDER}"`, `"${started.join(" ")}"`)
        .replace("</body>", `${islandDataScript(data)}</body>`);
      return { status: renderStatus.status, html };
    } finally {
      queryClient.clear();
    }
  };
}
