import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../test/axe";
import { page } from "../test/template-sample";
import { newsZh1, newsZh2, newsZh3, newsZh4, templateCopy } from "../test/news-sample";
import { DetailTemplate } from "./detail-template";
import { NewsTemplate } from "./news-template";

const data = {
  featured: page(newsZh4),
  company: page(newsZh2.slice(0, 2)),
  globalHot: page(newsZh3),
};

describe("NewsTemplate (spec 2.6)", () => {
  it("shows 3 featured, 2 company and 5 global items linking to detail with type 2, and 3 PDFs", () => {
    render(
      <NewsTemplate
        data={data}
        copy={templateCopy.zh.news}
        newsHref={(item) => `/content?id=${item.id}&type=2`}
      />,
    );
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual([
      "集团资讯",
    ]);
    expect(
      within(screen.getByRole("region", { name: "精选资讯" })).getAllByRole("article"),
    ).toHaveLength(3);
    expect(
      within(screen.getByRole("region", { name: "公司动态" })).getAllByRole("article"),
    ).toHaveLength(2);
    const hot = within(screen.getByRole("region", { name: "全球热点" })).getAllByRole("link");
    expect(hot).toHaveLength(5);
    expect(hot.every((link) => /type=2$/.test(link.getAttribute("href") ?? ""))).toBe(true);
    const pdfs = within(screen.getByRole("region", { name: "品牌手册" })).getAllByRole("link");
    expect(pdfs).toHaveLength(3);
    expect(pdfs.every((link) => link.getAttribute("target") === "_blank")).toBe(true);
  });

  it("renders with no news (D3)", () => {
    render(
      <NewsTemplate
        data={{ featured: null, company: null, globalHot: undefined }}
        copy={templateCopy.en.news}
        newsHref={() => "/contentE"}
      />,
    );
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.queryAllByRole("article")).toHaveLength(0);
  });

  it("has no serious axe violations", async () => {
    const { container } = render(
      <NewsTemplate
        data={data}
        copy={templateCopy.zh.news}
        newsHref={() => "/content?id=1&type=2"}
      />,
    );
    await expectNoAxeViolations(container);
  });
});

describe("DetailTemplate (spec 2.9, D3)", () => {
  const item = newsZh1[0]!;
  const article = (contentHtml: string) => ({
    detail: { status: "found" as const, item: { ...item, contentHtml } },
  });

  it("shows title, sub-line, date, source and the sanitized body", () => {
    const { container } = render(
      <DetailTemplate
        data={article(`${item.contentHtml}<script>alert(1)</script>`)}
        copy={templateCopy.zh.detail}
      />,
    );
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual([
      item.headline,
    ]);
    screen.getByText(item.subline);
    screen.getByText("发布时间");
    expect(container.querySelector("time")?.getAttribute("dateTime")).toBe(item.date);
    screen.getByText(item.source);
    expect(container.querySelector("script")).toBeNull();
    expect(screen.getByRole("link", { name: "返回集团资讯" }).getAttribute("href")).toBe(
      "/zixun?key=5",
    );
  });

  it("fetches the body's first image as the page's lead image, the later ones lazily", () => {
    const { container } = render(
      <DetailTemplate
        data={article(
          '<p>导语</p><img src="/a.svg" alt="现场"><p>正文</p><img src="/b.svg" alt="合影">',
        )}
        copy={templateCopy.zh.detail}
      />,
    );
    const images = [...container.querySelectorAll("article img")];
    expect(images.map((image) => image.getAttribute("fetchpriority"))).toEqual(["high", null]);
    expect(images.map((image) => image.getAttribute("loading"))).toEqual([null, "lazy"]);
  });

  it("shows the not-found view for a missing article", () => {
    render(
      <DetailTemplate data={{ detail: { status: "not-found" } }} copy={templateCopy.en.detail} />,
    );
    screen.getByText("This article is no longer available");
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  });

  it("leaves the body empty on any other failure, with the page's h1 for assistive technology", () => {
    for (const detail of [{ status: "failed" } as const, null, undefined]) {
      const { container, unmount } = render(
        <DetailTemplate data={{ detail }} copy={templateCopy.zh.detail} />,
      );
      expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("资讯详情");
      expect(container.querySelector("article")).toBeNull();
      unmount();
    }
  });
});
