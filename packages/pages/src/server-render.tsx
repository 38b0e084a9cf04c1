// The edition's server entry (issue 12, item 1): a route rendered as a whole document with the
// data its loaders read, for the server to send and the browser to hydrate.
import { createApi } from "@site/api/client";
import { createQueryClient } from "@site/api/queries";
import type { ConsultFormReturn } from "@site/forms/form-post";
import { EditionDocument, type DocumentAssets, type PageAssets } from "@site/ui/document";
import { installServerSanitizer } from "@site/ui/rich-text/server";
import { dehydrate } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { Writable } from "node:stream";
import { createSiteRoutes } from "./edition-app";
import { FormReturnProvider } from "./form-return";
import type { EditionSite } from "./edition-site";
import { hydrationScript, type HydrationPayload } from "./hydration";
import { RenderStatusProvider, type RenderStatus } from "./render-status";
import type { RouteHandle } from "./current-route";
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
      // The page's own module too, so hydration does not wait for the entry to ask for it.
      const pages = context.matches.flatMap(
        ({ route }) => (route.handle as RouteHandle | undefined)?.route.page ?? [],
      );
      const documentAssets: PageAssets = {
        styles: assets.styles,
        start: {
          src: assets.start,
          // In the order they run: the libraries, the page's own modules, then the entry that
          // hydrates the page.
          modules: [
            ...assets.preloads,
            ...pages.flatMap((page) => assets.pagePreloads?.[page] ?? []),
            assets.entry,
          ],
        },
      };
      const renderStatus: RenderStatus = { status: context.statusCode };
      const html = await renderDocument(
        <RenderStatusProvider value={renderStatus}>
          <EditionDocument head={site.head} assets={documentAssets}>
            <FormReturnProvider value={formReturn}>
              <StaticRouterProvider
                router={createStaticRouter(handler.dataRoutes, context)}
                context={context}
                hydrate={false}
              />
            </FormReturnProvider>
          </EditionDocument>
        </RenderStatusProvider>,
      );
      const payload: HydrationPayload = {
        assets: documentAssets,
        router: { loaderData: context.loaderData, errors: context.errors },
        queries: dehydrate(queryClient),
        publicSite,
        formReturn,
      };
      return {
        status: renderStatus.status,
        html: html.replace("</body>", `${hydrationScript(payload)}</body>`),
      };
    } finally {
      queryClient.clear();
    }
  };
}
