// For the editions' tests: an API client answered from `@site/api/fixtures`, recording its calls.
import { createApi, type Api } from "@site/api/client";
import { answerApiRequest } from "@site/api/fixtures";
import type { Lang } from "@site/forms/lang";
import { createQueryClient } from "@site/api/queries";
import { createMemoryRouter } from "react-router";
import { createEdition } from "./edition-app";
import type { EditionCopy } from "./edition-copy";
import { createEditionRoutes } from "./edition-router";
import type { RoutePageId, RouteTable } from "./routes";

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
  edition,
  path,
}: {
  lang: Lang;
  routes: Routes;
  edition: EditionCopy<RoutePageId<Routes>>;
  path: string;
}) {
  const { api, calls } = createFixtureApi(lang);
  const { loadPage, Layout, NotFound } = createEdition(routes, edition);
  const router = createMemoryRouter(
    createEditionRoutes({
      api,
      queryClient: createQueryClient(),
      routes,
      siteName: edition.siteName,
      loadPage,
      NotFound,
      Layout,
    }),
    { initialEntries: [path] },
  );
  return { router, calls, api };
}
