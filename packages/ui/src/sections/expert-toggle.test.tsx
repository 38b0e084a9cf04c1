import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../test/axe";
import type { ExpertLike } from "./expert-card";
import { ExpertToggle } from "./expert-toggle";

const copy = { expand: "展开全部", collapse: "收起" };

function experts(count: number, from = 1): ExpertLike[] {
  return Array.from({ length: count }, (_, index) => ({
    id: from + index,
    name: `专家${from + index}`,
    position: "顾问",
    imageUrl: null,
    highlights: [],
  }));
}

const names = () => screen.getAllByRole("heading", { level: 3 }).map((node) => node.textContent);

describe("ExpertToggle (spec 4: first 8 / all)", () => {
  it("shows the first 8 of 12 collapsed and all 12 expanded, with aria-expanded", async () => {
    render(<ExpertToggle experts={experts(12)} copy={copy} />);
    const toggle = screen.getByRole("button", { name: "展开全部" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(names()).toHaveLength(8);
    expect(names()[7]).toBe("专家8");

    await userEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(toggle.textContent).toBe("收起");
    expect(names()).toHaveLength(12);

    await userEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(names()).toHaveLength(8);
  });

  it("the toggle controls the grid it shows", () => {
    render(<ExpertToggle experts={experts(9)} copy={copy} />);
    const toggle = screen.getByRole("button", { name: "展开全部" });
    const grid = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    expect(grid?.tagName).toBe("UL");
    expect(within(grid as HTMLElement).getAllByRole("listitem")).toHaveLength(8);
  });

  it("has no toggle when there are exactly 8 experts, and one at 9", () => {
    const { rerender } = render(<ExpertToggle experts={experts(8)} copy={copy} />);
    expect(screen.queryByRole("button")).toBeNull();
    expect(names()).toHaveLength(8);
    rerender(<ExpertToggle experts={experts(9)} copy={copy} />);
    screen.getByRole("button", { name: "展开全部" });
  });

  it("asks the edition for everyone on expanding when it holds only the first page", async () => {
    function Edition({ onExpand }: { onExpand: () => void }) {
      const [list, setList] = useState(experts(8));
      return (
        <ExpertToggle
          experts={list}
          total={11}
          onExpand={() => {
            onExpand();
            setList([...experts(8), ...experts(3, 9)]);
          }}
          copy={copy}
        />
      );
    }
    const onExpand = vi.fn();
    render(<Edition onExpand={onExpand} />);
    await userEvent.click(screen.getByRole("button", { name: "展开全部" }));
    expect(onExpand).toHaveBeenCalledTimes(1);
    expect(names()).toHaveLength(11);
    await userEvent.click(screen.getByRole("button", { name: "收起" }));
    expect(names()).toHaveLength(8);
    expect(onExpand).toHaveBeenCalledTimes(1);
  });

  it("marks the grid busy while the rest is on its way", async () => {
    render(<ExpertToggle experts={experts(8)} total={11} onExpand={() => {}} copy={copy} />);
    await userEvent.click(screen.getByRole("button", { name: "展开全部" }));
    expect(screen.getByRole("list").getAttribute("aria-busy")).toBe("true");
  });

  it("renders nothing without experts", () => {
    for (const value of [null, undefined, []]) {
      const { container, unmount } = render(<ExpertToggle experts={value} copy={copy} />);
      expect(container.innerHTML).toBe("");
      unmount();
    }
  });

  it("has no serious axe violations, collapsed and expanded", async () => {
    const { container } = render(<ExpertToggle experts={experts(10)} copy={copy} />);
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole("button", { name: "展开全部" }));
    await expectNoAxeViolations(container);
  });
});
