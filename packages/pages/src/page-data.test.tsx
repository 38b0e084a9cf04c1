// @vitest-environment jsdom
import { act, configure, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { createApi } from "@site/api/client";
import { answerApiRequest } from "@site/api/fixtures";
import { pageIds, type PageId } from "@site/api/page-catalog";
import { createQueries, createQueryClient } from "@site/api/queries";
import { useFormActions, useNewsDetail, usePageData } from "./page-data";
import { createPageLoader } from "./page-loaders";
import { SiteProvider } from "./site-context";

const noDescriptions = async () => ({});

// A loaded CI machine can take more than the default second to settle a loader.
configure({ asyncUtilTimeout: 5000 });

function harness(path = "/") {
  const calls: ({ path: string } & Record<string, string>)[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    calls.push({ path: url.pathname, ...Object.fromEntries(url.searchParams) });
    const answer = answerApiRequest(request.method, url);
    return new Response(JSON.stringify(answer?.body ?? {}), { status: answer?.status ?? 404 });
  };
  const api = createApi({ lang: "zh", baseUrl: "http://site.test", fetch });
  const queries = createQueries(api);
  const queryClient = createQueryClient();
  function wrapper({ children }: { children: ReactNode }) {
    // useActiveSection needs a data router around it.
    const router = createMemoryRouter([{ path: "*", element: children }], {
      initialEntries: [path],
    });
    return (
      <SiteProvider api={api} queries={queries} queryClient={queryClient}>
        <RouterProvider router={router} />
      </SiteProvider>
    );
  }
  return { calls, wrapper, queries, queryClient };
}

describe("form actions", () => {
  it("reports upload progress in percent and passes the server's file name through", async () => {
    const api = createApi({ lang: "zh", baseUrl: "http://site.test" });
    const uploadImage = vi.fn<typeof api.uploadImage>(async (_file, options) => {
      options?.onProgress?.(0.4);
      options?.onProgress?.(1);
      return { fileName: "/profile/upload/2026/11/26/a.png" };
    });
    const queries = createQueries(api);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SiteProvider
        api={{ ...api, uploadImage }}
        queries={queries}
        queryClient={createQueryClient()}
      >
        {children}
      </SiteProvider>
    );
    const { result } = renderHook(() => useFormActions(), { wrapper });
    const percents: number[] = [];
    const file = new File([new Uint8Array([0x89, 0x50])], "a.png", { type: "image/png" });
    await expect(
      result.current.complaint.onUpload(file, { onProgress: (percent) => percents.push(percent) }),
    ).resolves.toEqual({ fileName: "/profile/upload/2026/11/26/a.png" });
    expect(percents).toEqual([40, 100]);
    expect(uploadImage).toHaveBeenCalledWith(file, expect.any(Object));
    expect(result.current.complaint.onSubmit).toBe(api.submitComplaint);
    expect(result.current.consult.onSubmit).toBe(api.submitConsultation);
  });
});

describe("page data hooks", () => {
  it("news page reads its three lists", async () => {
    const { wrapper } = harness();
    const { result } = renderHook(() => usePageData("zixun").data, { wrapper });
    await waitFor(() => expect(result.current.globalHot?.rows).toHaveLength(5));
    expect(result.current.featured?.rows).toHaveLength(3);
    expect(result.current.company?.rows).toHaveLength(2);
  });

  it("detail: a missing or malformed id is not found without a request", async () => {
    for (const path of ["/content", "/content?id=12abc&type=2"]) {
      const { calls, wrapper } = harness(path);
      const { result } = renderHook(() => useNewsDetail(), { wrapper });
      await waitFor(() => expect(result.current).toEqual({ status: "not-found" }));
      expect(calls.filter((call) => call.path.includes("TckgDynamic"))).toEqual([]);
    }
  });
});

/** A location of each page that reads something; the detail page needs an article id. */
function locationOf(page: PageId): string {
  return page === "content" ? "/content?id=101&type=2" : `/${page}`;
}

describe("one definition per page", () => {
  it.each(pageIds)(
    "%s: the page's hook reads exactly what its loader primed, with no further request",
    async (page) => {
      const { calls, wrapper, queries, queryClient } = harness(locationOf(page));
      await createPageLoader(
        queryClient,
        queries,
        page,
        noDescriptions,
      )({ request: new Request(`http://site.test${locationOf(page)}`) });
      const primed = calls.length;
      const { result } = renderHook(() => usePageData(page), { wrapper });
      // Every read is there on the first render: nothing waits for a request.
      for (const [name, value] of Object.entries(result.current.data)) {
        expect(value, name).not.toBeNull();
        if (Array.isArray(value)) for (const one of value) expect(one, name).not.toBeNull();
      }
      // Nor does one go out after it: a query fetching on mount would still be fetching now,
      // or be in `calls`.
      await act(async () => {});
      expect(queryClient.isFetching()).toBe(0);
      expect(calls.slice(primed)).toEqual([]);
    },
  );
});
