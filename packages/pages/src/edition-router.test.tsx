// @vitest-environment jsdom
import { act, cleanup, configure, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createApi, type Api } from "@site/api/client";
import { answerApiRequest } from "@site/api/fixtures";
import { createQueryClient } from "@site/api/queries";
import type { CountryCheckOptions } from "./country-check";
import { useActiveSection } from "./current-route";
import { APP_READY_ATTRIBUTE as START_SCRIPT_WAITS_FOR } from "./document-start";
import { createEditionRoutes } from "./edition-router";
import type { EditionRoute } from "./routes";
import type { SeoCopy } from "./seo/seo-copy";

// A loaded CI machine can take more than the default second to settle a loader.
configure({ asyncUtilTimeout: 5000 });

const routes = [
  { path: "/", page: "home", title: "首页" },
  { path: "/kuaiji", page: "kuaiji", title: "会计事业群" },
  { path: "/content", page: "content", title: "资讯详情" },
] as const satisfies readonly EditionRoute[];

function fixtureApi(ipFlag: unknown = { code: 200, msg: "操作成功", data: true }): Api {
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const answer = url.pathname.endsWith("/getIpFlag")
      ? { status: 200, body: ipFlag }
      : answerApiRequest(request.method, url);
    return new Response(JSON.stringify(answer?.body ?? {}), { status: answer?.status ?? 404 });
  };
  return createApi({ lang: "zh", baseUrl: "http://site.test", fetch });
}

function Section() {
  return <p data-testid="section">{String(useActiveSection())}</p>;
}

function Layout({ children }: { children: ReactNode }) {
  return (
    <main>
      <Section />
      {children}
    </main>
  );
}

const testSeoCopy: SeoCopy = {
  homeTitle: "天诚控股集团 | 一站式企业服务",
  ogLocale: "zh_CN",
  socialImage: { path: "/zh/social-card.png", width: 1200, height: 630, alt: "天诚控股集团" },
  organization: {
    name: "天诚控股集团",
    alternateName: "Tiancheng Holdings Group",
    logoPath: "/zh/logo.png",
    sameAs: [],
    contactPoints: [],
  },
};

const pages = {
  home: () => <h1>首页</h1>,
  kuaiji: () => <h1>会计事业群</h1>,
  content: () => <h1>资讯详情</h1>,
};

function renderEdition(path: string, api: Api, countryCheck?: CountryCheckOptions) {
  const router = createMemoryRouter(
    createEditionRoutes({
      api,
      queryClient: createQueryClient(),
      routes,
      descriptions: async () => ({ home: "首页说明", kuaiji: "会计事业群说明" }),
      head: { lang: "zh", siteName: "天诚控股集团", seo: testSeoCopy, publicSite: null },
      loadPage: async (page) => pages[page as keyof typeof pages],
      NotFound: () => <h1>页面不存在</h1>,
      Layout,
      countryCheck,
    }),
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  window.sessionStorage.clear();
  // jsdom has no scrolling; ScrollRestoration calls it on every navigation.
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("edition routes", () => {
  it("marks the document ready, under the name the start script waits for to replay taps", async () => {
    document.documentElement.removeAttribute(START_SCRIPT_WAITS_FOR);
    renderEdition("/kuaiji", fixtureApi());
    await screen.findByRole("heading", { level: 1 });
    await waitFor(() =>
      expect(document.documentElement.hasAttribute(START_SCRIPT_WAITS_FOR)).toBe(true),
    );
  });

  it("renders the page after its loader, with the document title and the D6 visit label", async () => {
    const api = fixtureApi();
    const recordVisit = vi.spyOn(api, "recordVisit");
    const router = renderEdition("/kuaiji", api);
    expect(await screen.findByRole("heading", { level: 1 })).toHaveProperty(
      "textContent",
      "会计事业群",
    );
    await waitFor(() => expect(document.title).toBe("会计事业群 | 天诚控股集团"));
    // The description comes with the page's loader data (issue 13).
    expect(document.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(
      "会计事业群说明",
    );
    expect(recordVisit).toHaveBeenCalledTimes(1);
    expect(recordVisit).toHaveBeenCalledWith("会计事业群");
    expect(screen.getByTestId("section").textContent).toBe("2");

    await act(() => router.navigate("/content?id=3&type=3"));
    await waitFor(() => expect(recordVisit).toHaveBeenCalledTimes(2));
    expect(recordVisit).toHaveBeenLastCalledWith("详情");
    expect(screen.getByTestId("section").textContent).toBe("7");
  });

  it("route paths are case-sensitive and unknown paths render the not-found view without a visit", async () => {
    const api = fixtureApi();
    const recordVisit = vi.spyOn(api, "recordVisit");
    renderEdition("/KUAIJI", api);
    expect(await screen.findByRole("heading", { level: 1 })).toHaveProperty(
      "textContent",
      "页面不存在",
    );
    expect(recordVisit).not.toHaveBeenCalled();
    expect(screen.getByTestId("section").textContent).toBe("null");
  });
});

describe("country check (D3)", () => {
  it("sends a visitor from abroad to the English home, once per tab", async () => {
    const navigate = vi.fn();
    renderEdition("/", fixtureApi({ code: 200, msg: "操作成功", data: false }), {
      redirectTo: "/indexE",
      navigate,
    });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/indexE"));
    cleanup();

    const again = vi.fn();
    const api = fixtureApi(false);
    const getIpFlag = vi.spyOn(api, "getIpFlag");
    renderEdition("/", api, { redirectTo: "/indexE", navigate: again });
    await screen.findByRole("heading", { level: 1 });
    expect(getIpFlag).not.toHaveBeenCalled();
    expect(again).not.toHaveBeenCalled();
  });

  it("keeps a domestic visitor and a visitor whose check failed", async () => {
    for (const answer of [
      true,
      1,
      { code: 200, msg: "操作成功", data: true },
      "<html>",
      { code: 500 },
    ]) {
      window.sessionStorage.clear();
      const navigate = vi.fn();
      const api = fixtureApi(answer);
      const getIpFlag = vi.spyOn(api, "getIpFlag");
      renderEdition("/", api, { redirectTo: "/indexE", navigate });
      await waitFor(() => expect(getIpFlag).toHaveBeenCalledTimes(1));
      await getIpFlag.mock.results[0]?.value;
      expect(navigate, JSON.stringify(answer)).not.toHaveBeenCalled();
      cleanup();
    }
  });

  it("does not run where the edition asks for no check", async () => {
    const api = fixtureApi(false);
    const getIpFlag = vi.spyOn(api, "getIpFlag");
    renderEdition("/", api);
    await screen.findByRole("heading", { level: 1 });
    expect(getIpFlag).not.toHaveBeenCalled();
  });
});
