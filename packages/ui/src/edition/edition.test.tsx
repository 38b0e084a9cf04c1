import { createEditionRoutes, type EditionRoute } from "@site/api/app";
import { createApi } from "@site/api/client";
import { answerApiRequest } from "@site/api/fixtures";
import { createQueryClient } from "@site/api/queries";
import { configure, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { HeadingOnlyPage } from "../heading-only-page";
import { bannerSlides, carouselCopy, videoSlides } from "../stories/carousel-data";
import { complaintCopy, consultCopy, privacyHref } from "../stories/dialog-copy";
import { shellCopy } from "../stories/shell-data";
import { templateCopy } from "../templates/stories-data/copy";
import { createEdition, createEditionPages, serviceGroupCopy, type EditionCopy } from ".";

// Loaders settle over fetches; a loaded CI machine needs more than a second.
configure({ asyncUtilTimeout: 8000 });

const copy = templateCopy.zh;

const link = (title: string, href: string) => ({ title, href });
const serviceGroups: EditionCopy["serviceGroups"] = {
  experts: copy.serviceGroup.experts,
  cases: copy.serviceGroup.cases,
  consult: copy.serviceGroup.consult,
  otherServices: { title: "其他服务" },
  links: {
    kuaiji: link("会计事业群", "/kuaiji?key=2"),
    zizhi: link("资质事业群", "/zizhi?key=2"),
    qidai: link("企贷事业群", "/qidai?key=2"),
    zonghe: link("综合事业群", "/zonghe?key=2"),
    zhichan: link("知识产权事业群", "/zhichan?key=2"),
    haiwai: link("海外事业群", "/haiwai?key=3"),
  },
  overseasSite: { title: "天诚国际官网", href: "https://global.example.com", newTab: true },
};

const edition: EditionCopy = {
  siteName: "天诚控股集团",
  shell: shellCopy.zh,
  consult: { lang: "zh", copy: consultCopy.zh, privacyHref: privacyHref.zh },
  complaint: { lang: "zh", copy: complaintCopy.zh, privacyHref: privacyHref.zh },
  notFound: { title: "页面不存在", message: "请返回首页", homeHref: "/", homeLabel: "返回首页" },
  detailPath: "/content",
  charityItemsOpenDetail: true,
  serviceGroups,
  pages: {
    home: {
      template: copy.home,
      banners: { slides: bannerSlides.zh, copy: carouselCopy.banner.zh },
      videos: { slides: videoSlides.zh, copy: carouselCopy.video.zh },
    },
    kuaiji: copy.serviceGroup,
    gongyi: copy.charity,
  },
};

const routes: EditionRoute[] = [
  { path: "/", page: "home", title: "首页", description: "home" },
  { path: "/kuaiji", page: "kuaiji", title: "会计事业群", description: "accounting" },
  { path: "/zizhi", page: "zizhi", title: "资质事业群", description: "qualifications" },
  { path: "/gongyi", page: "gongyi", title: "公益慈善", description: "charity" },
];

function renderEdition(path: string, copyOverride: Partial<EditionCopy> = {}) {
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const answer = answerApiRequest(request.method, new URL(request.url));
    return new Response(JSON.stringify(answer?.body ?? {}), { status: answer?.status ?? 404 });
  };
  const api = createApi({ lang: "zh", baseUrl: "http://site.test", fetch });
  const { pages, Layout, NotFound } = createEdition({ ...edition, ...copyOverride });
  const router = createMemoryRouter(
    createEditionRoutes({
      api,
      queryClient: createQueryClient(),
      routes,
      siteName: edition.siteName,
      pages,
      fallbackPage: HeadingOnlyPage,
      NotFound,
      Layout,
    }),
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

describe("service group copy (spec 2.5)", () => {
  it("links each group page to every other group, the overseas page to the subsidiary first", () => {
    const titles = (page: Parameters<typeof serviceGroupCopy>[0]) =>
      serviceGroupCopy(page, copy.serviceGroup, serviceGroups).otherServices?.items.map(
        (item) => item.title,
      );
    expect(titles("kuaiji")).toEqual([
      "资质事业群",
      "企贷事业群",
      "综合事业群",
      "知识产权事业群",
      "海外事业群",
    ]);
    expect(titles("zonghe")).toEqual([
      "会计事业群",
      "资质事业群",
      "企贷事业群",
      "知识产权事业群",
      "海外事业群",
    ]);
    expect(titles("haiwai")).toEqual([
      "天诚国际官网",
      "会计事业群",
      "资质事业群",
      "企贷事业群",
      "综合事业群",
      "知识产权事业群",
    ]);
    expect(serviceGroupCopy("zizhi", copy.serviceGroup, serviceGroups).experts).toBe(
      serviceGroups.experts,
    );
  });
});

describe("an edition is its copy", () => {
  it("builds the pages it has copy for, and only those", () => {
    expect(Object.keys(createEditionPages(edition)).sort()).toEqual(["gongyi", "home", "kuaiji"]);
  });

  it("renders a page in the shell, fed by the page's data, with the consult dialog", async () => {
    renderEdition("/kuaiji");
    expect(await screen.findByRole("heading", { level: 1, name: "会计事业群" })).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "主导航" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "投诉建议" })).toBeTruthy();
    expect(screen.getAllByRole("button", { name: "立即咨询" }).length).toBeGreaterThan(0);
    // Spec 2.5: the accounting page holds the expand toggle (first 8 / all).
    expect(
      await screen.findByRole("button", { name: copy.serviceGroup.experts.toggle.expand }),
    ).toBeTruthy();
  });

  it("falls back to the generic page where an edition has no copy yet", async () => {
    renderEdition("/zizhi");
    expect(await screen.findByRole("heading", { level: 1, name: "资质事业群" })).toBeTruthy();
  });

  it("links charity items to the detail page with type 3, or to nothing (D7, spec 2.2)", async () => {
    const { unmount } = renderEdition("/gongyi");
    const list = await screen.findByRole("region", { name: copy.charity.list?.title });
    const links = within(list).getAllByRole("link");
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link.getAttribute("href")).toMatch(/^\/content\?id=\d+&type=3$/);
    }
    unmount();

    renderEdition("/gongyi", { charityItemsOpenDetail: false });
    const plain = await screen.findByRole("region", { name: copy.charity.list?.title });
    expect(within(plain).queryAllByRole("link")).toEqual([]);
  });

  it("shows the edition's not-found view for an unknown path", async () => {
    renderEdition("/nope");
    expect(await screen.findByRole("heading", { name: "页面不存在" })).toBeTruthy();
  });
});
