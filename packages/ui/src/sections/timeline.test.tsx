import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Timeline, type MilestoneLike } from "./timeline";

const milestones: MilestoneLike[] = [
  {
    id: 1,
    year: "2012",
    title: "在北京创立",
    imageUrl: "/api/profile/2012.jpg",
    months: [
      { month: "3月", content: "天诚财税咨询有限公司在北京朝阳区成立" },
      { month: "10月", content: "服务企业突破500家" },
    ],
  },
  { id: 3, year: "2018", title: "走向全国", imageUrl: null, months: [] },
  { id: 4, year: "2020", title: "布局海外", imageUrl: null, months: [] },
];

describe("Timeline (spec 2.8, D3)", () => {
  it("shows each year with its title, image and months, alternating sides", () => {
    const { container } = render(<Timeline milestones={milestones} />);
    const entries = container.querySelectorAll("li[data-side]");
    expect([...entries].map((entry) => entry.getAttribute("data-side"))).toEqual([
      "start",
      "end",
      "start",
    ]);
    const first = screen.getByRole("article", { name: "2012 在北京创立" });
    within(first).getByText("3月");
    within(first).getByText("服务企业突破500家");
    expect(first.querySelector("img")?.getAttribute("loading")).toBe("lazy");
  });

  it("renders an entry without months as title only", () => {
    render(<Timeline milestones={milestones} />);
    const entry = screen.getByRole("article", { name: "2018 走向全国" });
    expect(entry.querySelector("dl")).toBeNull();
    expect(entry.querySelector("img")).toBeNull();
  });

  it("skips invalid months rather than crashing", () => {
    const broken = [
      {
        id: 9,
        year: "2019",
        title: "Broken",
        imageUrl: null,
        months: [{ month: "June" }, null, "text", { month: "May", content: "Valid" }],
      },
      { id: 10, year: "2021", title: "Not a list", imageUrl: null, months: "6月：成立" },
      { id: 11, year: "2022", title: "Null", imageUrl: null, months: null },
    ] as unknown as MilestoneLike[];
    render(<Timeline milestones={broken} />);
    screen.getByText("Valid");
    expect(screen.queryByText("June")).toBeNull();
    expect(screen.getByRole("article", { name: "2021 Not a list" }).querySelector("dl")).toBeNull();
    screen.getByRole("article", { name: "2022 Null" });
  });

  it("renders nothing without milestones", () => {
    for (const value of [null, undefined, []]) {
      const { container, unmount } = render(<Timeline milestones={value} />);
      expect(container.innerHTML).toBe("");
      unmount();
    }
  });
});
