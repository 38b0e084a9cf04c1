import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../test/axe";
import { ServiceScopeGrid } from "./service-scope-grid";

const items = [
  {
    title: "会计事业群",
    description: "代理记账",
    href: "/kuaiji?key=2",
    icon: "calculator" as const,
  },
  { title: "资质事业群", description: "建筑资质", href: "/zizhi?key=2" },
];

describe("ServiceScopeGrid", () => {
  it("links each business line to its page", () => {
    render(<ServiceScopeGrid items={items} copy={{ title: "服务范围" }} />);
    const region = screen.getByRole("region", { name: "服务范围" });
    const links = within(region).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["会计事业群", "/kuaiji?key=2"],
      ["资质事业群", "/zizhi?key=2"],
    ]);
    expect(within(region).getAllByRole("heading", { level: 3 })).toHaveLength(2);
  });

  it("renders nothing without items", () => {
    const { container } = render(<ServiceScopeGrid items={null} copy={{ title: "服务范围" }} />);
    expect(container.innerHTML).toBe("");
  });

  it("has no serious axe violations", async () => {
    const { container } = render(<ServiceScopeGrid items={items} copy={{ title: "Scope" }} />);
    await expectNoAxeViolations(container);
  });
});
