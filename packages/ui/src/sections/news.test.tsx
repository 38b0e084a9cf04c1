import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../test/axe";
import { NewsFeatured } from "./news-featured";
import { NewsList } from "./news-list";
import { NewsListItem } from "./news-list-item";

const item = {
  id: 1,
  title: "天诚集团2026年度合作伙伴大会在京召开 | 共话中小企业财税服务新机遇",
  headline: "天诚集团2026年度合作伙伴大会在京召开",
  subline: "共话中小企业财税服务新机遇",
  summaryHtml: "<p>来自全国23个地区的300余位合作伙伴齐聚北京。</p>",
  contentHtml: '<p>正文</p><p><img src="/api/x.jpg" alt="现场"></p>',
  imageUrl: "/api/profile/conference.jpg",
  date: "2026-03-18",
  source: "集团品牌中心",
  type: 1,
};

describe("NewsListItem", () => {
  it("shows headline (linked), sub-line, date and summary", () => {
    const { container } = render(<NewsListItem item={item} href="/content?id=1&type=1" />);
    const link = screen.getByRole("link", { name: item.headline });
    expect(link.getAttribute("href")).toBe("/content?id=1&type=1");
    expect(screen.getByRole("heading", { level: 3 }).textContent).toBe(item.headline);
    screen.getByText(item.subline);
    expect(container.querySelector("time")?.getAttribute("dateTime")).toBe("2026-03-18");
    screen.getByText("来自全国23个地区的300余位合作伙伴齐聚北京。");
    expect(container.querySelector("img")).toBeNull();
  });

  it("falls back to the content without its images when there is no summary", () => {
    const { container } = render(<NewsListItem item={{ ...item, summaryHtml: "" }} />);
    screen.getByText("正文");
    expect(container.querySelector("img")).toBeNull();
  });

  it("opens nothing without an href, and tolerates a missing date and sub-line", () => {
    const { container } = render(
      <NewsListItem item={{ ...item, subline: "", date: "" }} variant="compact" />,
    );
    expect(screen.queryByRole("link")).toBeNull();
    expect(container.querySelector("time")).toBeNull();
    screen.getByRole("heading", { name: item.headline });
  });

  it("compact: the link keeps the whole headline as its name and tooltip (drawn cut at two lines)", () => {
    render(<NewsListItem item={item} href="/content?id=1&type=2" variant="compact" />);
    const link = screen.getByRole("link", { name: item.headline });
    expect(link.getAttribute("title")).toBe(item.headline);
    expect(link.textContent).toBe(item.headline);
  });

  it("default: no tooltip, the headline is never cut", () => {
    render(<NewsListItem item={item} href="/content?id=1&type=1" />);
    expect(screen.getByRole("link", { name: item.headline }).hasAttribute("title")).toBe(false);
  });
});

describe("NewsList", () => {
  it("links each item with the edition's href", () => {
    render(
      <NewsList
        items={[item, { ...item, id: 2, headline: "第二条" }]}
        itemHref={(news) => `/content?id=${news.id}&type=2`}
      />,
    );
    expect(screen.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual([
      "/content?id=1&type=2",
      "/content?id=2&type=2",
    ]);
  });

  it("renders nothing without items", () => {
    for (const items of [null, undefined, []]) {
      const { container, unmount } = render(<NewsList items={items} />);
      expect(container.innerHTML).toBe("");
      unmount();
    }
  });

  it("has no serious axe violations", async () => {
    const { container } = render(
      <NewsList items={[item]} itemHref={() => "/content?id=1&type=2"} />,
    );
    await expectNoAxeViolations(container);
  });
});

describe("NewsFeatured", () => {
  it("shows each story with its image and a link", () => {
    const { container } = render(
      <NewsFeatured items={[item]} itemHref={(news) => `/contentE?id=${news.id}&type=2`} />,
    );
    const card = screen.getByRole("article", { name: item.headline });
    expect(within(card).getByRole("link").getAttribute("href")).toBe("/contentE?id=1&type=2");
    const image = container.querySelector("img");
    expect(image?.getAttribute("src")).toBe(item.imageUrl);
    expect(image?.getAttribute("loading")).toBe("lazy");
  });

  it("renders nothing without items", () => {
    const { container } = render(<NewsFeatured items={null} />);
    expect(container.innerHTML).toBe("");
  });

  it("has no serious axe violations", async () => {
    const { container } = render(<NewsFeatured items={[item]} itemHref={() => "/x"} />);
    await expectNoAxeViolations(container);
  });
});
