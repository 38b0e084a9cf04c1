import { cleanup, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { StatisticsStrip } from "./statistics-strip";

describe("StatisticsStrip", () => {
  it("shows each figure with its unit and label, under the heading", () => {
    const { container } = render(
      <StatisticsStrip
        copy={{ title: "集团实力" }}
        figures={[
          { value: 1521, unit: "人", label: "员工" },
          { value: "60,000", unit: "+", label: "服务客户" },
        ]}
      />,
    );
    screen.getByRole("region", { name: "集团实力" });
    const terms = [...container.querySelectorAll("dt")].map((node) => node.textContent);
    const details = [...container.querySelectorAll("dd")].map((node) => node.textContent);
    expect(terms).toEqual(["员工", "服务客户"]);
    expect(details).toEqual(["1521人", "60,000+"]);
  });

  it("renders nothing without figures", () => {
    for (const figures of [null, undefined, []]) {
      const { container } = render(<StatisticsStrip figures={figures} copy={{ title: "T" }} />);
      expect(container.innerHTML).toBe("");
      cleanup();
    }
  });

  it("marks its list as a balanced grid and picks a phone's columns from the count (issue 28)", () => {
    const phoneColumns = (count: number) => {
      const figures = Array.from({ length: count }, (_, index) => ({
        value: index,
        label: `F${index}`,
      }));
      const { container } = render(<StatisticsStrip figures={figures} copy={{ title: "T" }} />);
      const list = container.querySelector("dl")!;
      expect(list.hasAttribute("data-balanced-grid")).toBe(true);
      const columns = list.getAttribute("data-phone-columns");
      cleanup();
      return columns;
    };
    expect([1, 2, 3, 4, 5, 6, 9].map(phoneColumns)).toEqual(["1", "2", "3", "2", "2", "3", "3"]);
  });
});
