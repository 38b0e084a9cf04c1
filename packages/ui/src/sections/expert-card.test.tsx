import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ExpertCard } from "./expert-card";
import { ExpertGrid } from "./expert-grid";

const expert = {
  id: 1,
  name: "王立群",
  position: "集团首席财税专家",
  imageUrl: "/api/profile/wang.jpg",
  highlights: ["中国注册会计师、注册税务师", "从业22年"],
  type: 0,
};

describe("ExpertCard", () => {
  it("shows name, position, portrait and the highlights as a bullet list", () => {
    const { container } = render(<ExpertCard expert={expert} />);
    const card = screen.getByRole("article", { name: "王立群" });
    expect(within(card).getByRole("heading", { level: 3 }).textContent).toBe("王立群");
    within(card).getByText("集团首席财税专家");
    expect(
      within(card)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(expert.highlights);
    const image = container.querySelector("img");
    expect(image?.getAttribute("src")).toBe("/api/profile/wang.jpg");
    expect(image?.getAttribute("alt")).toBe("");
    expect(image?.getAttribute("loading")).toBe("lazy");
  });

  it("has a placeholder instead of a missing portrait and no list without highlights", () => {
    const { container } = render(
      <ExpertCard expert={{ ...expert, imageUrl: null, highlights: [] }} />,
    );
    expect(container.querySelector("img")).toBeNull();
    expect(screen.queryByRole("list")).toBeNull();
  });
});

describe("ExpertGrid", () => {
  it("lists the experts", () => {
    render(<ExpertGrid experts={[expert, { ...expert, id: 2, name: "陈思远" }]} />);
    expect(
      screen.getAllByRole("article").map((card) => card.getAttribute("aria-labelledby")),
    ).toHaveLength(2);
    screen.getByRole("article", { name: "陈思远" });
  });

  it("renders nothing without experts, and placeholders while the first page loads", () => {
    const { container, rerender } = render(<ExpertGrid experts={null} />);
    expect(container.innerHTML).toBe("");
    rerender(<ExpertGrid experts={[]} loading />);
    expect(screen.getByRole("list").getAttribute("aria-busy")).toBe("true");
    expect(screen.queryAllByRole("article")).toHaveLength(0);
  });
});
