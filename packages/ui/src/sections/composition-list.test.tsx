import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CompositionList } from "./composition-list";

const items = [
  { id: 1, title: "会计事业群", imageUrl: "/api/a.jpg", contentHtml: "<p>代理记账</p>" },
  { id: 2, title: "资质事业群", imageUrl: null, contentHtml: "<p>建筑资质</p><img src=x>" },
];

describe("CompositionList", () => {
  it("shows image, title and content, alternating the image side", () => {
    const { container } = render(<CompositionList items={items} />);
    screen.getByRole("article", { name: "会计事业群" });
    screen.getByText("建筑资质");
    expect(
      [...container.querySelectorAll("li")].map((item) => item.getAttribute("data-side")),
    ).toEqual(["start", "end"]);
    expect(container.querySelectorAll("img")).toHaveLength(1);
  });

  it("renders nothing without items", () => {
    for (const value of [null, undefined, []]) {
      const { container, unmount } = render(<CompositionList items={value} />);
      expect(container.innerHTML).toBe("");
      unmount();
    }
  });
});
