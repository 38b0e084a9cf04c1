import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../test/axe";
import { page } from "../test/template-sample";
import { expertsZh0, sampleData, templateCopy } from "../test/home-sample";
import { newsZh1 } from "../test/news-sample";
import { HomeTemplate } from "./home-template";

const all = expertsZh0;

function Home({ experts = all }: { experts?: typeof all }) {
  const [current, setCurrent] = useState(1);
  return (
    <HomeTemplate
      data={{
        experts: page(experts.slice((current - 1) * 8, current * 8), experts.length),
        news: page(newsZh1.slice(0, 2)),
        clients: page(sampleData.zh.clients),
      }}
      copy={templateCopy.zh.home}
      expertPager={{ page: current, onPageChange: setCurrent }}
      newsHref={(item) => `/content?id=${item.id}&type=1`}
      bannerCarousel={<div>banner</div>}
      consultAction={<button type="button">立即咨询</button>}
    />
  );
}

describe("HomeTemplate (spec 2.4)", () => {
  it("has one h1 and every section", () => {
    render(<Home />);
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual([
      "天诚企业服务集团",
    ]);
    for (const name of [
      "集团实力",
      "服务范围",
      "走进天诚",
      "资深专家",
      "集团动态",
      "合作客户",
      "我们的承诺",
    ]) {
      screen.getByRole("region", { name });
    }
    screen.getByText("banner");
    screen.getByRole("button", { name: "立即咨询" });
  });

  it("pages the experts: 8 on page 1 with previous disabled, 2 on page 2 with next disabled", async () => {
    render(<Home />);
    const experts = screen.getByRole("region", { name: "资深专家" });
    const previous = within(experts).getByRole("button", { name: "上一页" }) as HTMLButtonElement;
    const next = within(experts).getByRole("button", { name: "下一页" }) as HTMLButtonElement;
    expect(within(experts).getAllByRole("article")).toHaveLength(8);
    expect(previous.disabled).toBe(true);
    expect(next.disabled).toBe(false);
    await userEvent.click(next);
    expect(within(experts).getAllByRole("article")).toHaveLength(2);
    expect(next.disabled).toBe(true);
    expect(previous.disabled).toBe(false);
  });

  it("links the two news items to the detail page with type 1 (D7)", () => {
    render(<Home />);
    const news = screen.getByRole("region", { name: "集团动态" });
    const links = within(news).getAllByRole("link");
    expect(links.slice(0, 2).map((link) => link.getAttribute("href"))).toEqual([
      "/content?id=1&type=1",
      "/content?id=2&type=1",
    ]);
  });

  it("renders its h1 and copy sections with no data at all (D3)", () => {
    render(
      <HomeTemplate
        data={{ experts: null, news: undefined, clients: null }}
        copy={templateCopy.en.home}
        expertPager={{ page: 1, onPageChange: () => {} }}
        newsHref={() => "/contentE"}
      />,
    );
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.queryByRole("region", { name: "Senior experts" })).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
    screen.getByRole("region", { name: "What we do" });
  });

  it("has no serious axe violations", async () => {
    const { container } = render(<Home />);
    await expectNoAxeViolations(container);
  });
});
