import { cleanup, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Advantages, CultureBlocks, PromiseBlocks } from "./feature-blocks";

describe("PromiseBlocks, Advantages, CultureBlocks", () => {
  it("render the copy's blocks as titled items", () => {
    render(
      <PromiseBlocks
        copy={{
          title: "我们的承诺",
          items: [
            { title: "专业团队", text: "持证上岗", icon: "users" },
            { title: "价格透明", text: "明码标价" },
            { title: "严格保密", text: "签署保密协议" },
            { title: "售后无忧", text: "全程跟进" },
          ],
        }}
      />,
    );
    const region = screen.getByRole("region", { name: "我们的承诺" });
    const titles = within(region).getAllByRole("heading", { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual([
      "专业团队",
      "价格透明",
      "严格保密",
      "售后无忧",
    ]);
  });

  it("shows several lines of a block as a list", () => {
    render(
      <CultureBlocks
        copy={{ items: [{ title: "Values", text: ["Integrity", "Professionalism"] }] }}
      />,
    );
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toContain("Integrity");
  });

  it("render nothing when the copy has no items (English home has no promises)", () => {
    for (const copy of [null, undefined, { title: "Advantages", items: [] }]) {
      const { container } = render(<Advantages copy={copy} />);
      expect(container.innerHTML).toBe("");
      cleanup();
    }
  });
});

describe("numbered blocks", () => {
  it("render as an ordered list with visual numbers", () => {
    const { container } = render(
      <Advantages
        copy={{ numbered: true, items: [{ title: "共享客户" }, { title: "共享团队" }] }}
      />,
    );
    expect(screen.getByRole("list").tagName).toBe("OL");
    expect(container.querySelector("[aria-hidden='true']")?.textContent).toBe("01");
  });
});

describe("heading levels", () => {
  it("item headings are h3 under a section title and h2 without one", () => {
    const { unmount } = render(<Advantages copy={{ title: "优势", items: [{ title: "专业" }] }} />);
    screen.getByRole("heading", { level: 3, name: "专业" });
    unmount();
    render(<Advantages copy={{ items: [{ title: "专业" }] }} />);
    screen.getByRole("heading", { level: 2, name: "专业" });
  });
});

describe("balanced rows (issue 28)", () => {
  it("pick the desktop's blocks a row so that none stands alone on the last row", () => {
    const columnsFor = (count: number) => {
      const items = Array.from({ length: count }, (_, index) => ({
        title: `B${index}`,
        text: "T",
      }));
      const { container } = render(<Advantages copy={{ title: "T", items }} />);
      const list = container.querySelector("ul")!;
      expect(list.hasAttribute("data-balanced-grid")).toBe(true);
      const columns = Number(list.getAttribute("data-columns"));
      cleanup();
      return columns;
    };
    for (let count = 2; count <= 14; count++) {
      const columns = columnsFor(count);
      expect(count % columns, `${count} blocks at ${columns} a row`).not.toBe(1);
    }
  });
});
