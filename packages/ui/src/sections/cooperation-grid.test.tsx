import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../test/axe";
import { CooperationGrid, type CooperationLike } from "./cooperation-grid";

const copy = { expand: "展开全部", collapse: "收起" };

function items(count: number, from = 1): CooperationLike[] {
  return Array.from({ length: count }, (_, index) => ({
    id: from + index,
    imageUrl: null,
    content: `合作单位${from + index}`,
  }));
}

const shown = () => screen.getAllByRole("listitem").map((item) => item.textContent);

describe("CooperationGrid (spec 2.9 / 4: first 9 / all)", () => {
  it("shows the first 9 of 12 collapsed and all expanded, with aria-expanded", async () => {
    render(<CooperationGrid items={items(12)} copy={copy} />);
    const toggle = screen.getByRole("button", { name: "展开全部" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(shown()).toHaveLength(9);
    expect(shown()[8]).toBe("合作单位9");
    await userEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(shown()).toHaveLength(12);
    await userEvent.click(screen.getByRole("button", { name: "收起" }));
    expect(shown()).toHaveLength(9);
  });

  it("has no toggle at exactly 9, and one at 10", () => {
    const { rerender } = render(<CooperationGrid items={items(9)} copy={copy} />);
    expect(screen.queryByRole("button")).toBeNull();
    rerender(<CooperationGrid items={items(10)} copy={copy} />);
    screen.getByRole("button", { name: "展开全部" });
  });

  it("asks the edition for every item when it holds the first 9 of more", async () => {
    function Edition({ onExpand }: { onExpand: () => void }) {
      const [list, setList] = useState(items(9));
      return (
        <CooperationGrid
          items={list}
          total={12}
          onExpand={() => {
            onExpand();
            setList(items(12));
          }}
          copy={copy}
        />
      );
    }
    const onExpand = vi.fn();
    render(<Edition onExpand={onExpand} />);
    await userEvent.click(screen.getByRole("button", { name: "展开全部" }));
    expect(onExpand).toHaveBeenCalledOnce();
    expect(shown()).toHaveLength(12);
  });

  it("renders nothing without items", () => {
    for (const value of [null, undefined, []]) {
      const { container, unmount } = render(<CooperationGrid items={value} copy={copy} />);
      expect(container.innerHTML).toBe("");
      unmount();
    }
  });

  it("has no serious axe violations, collapsed and expanded", async () => {
    const { container } = render(<CooperationGrid items={items(11)} copy={copy} />);
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole("button", { name: "展开全部" }));
    await expectNoAxeViolations(container);
  });
});
