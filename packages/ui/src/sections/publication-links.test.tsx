import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../test/axe";
import { PublicationLinks } from "./publication-links";

const items = [
  { title: "集团介绍", href: "/PDF/group.pdf" },
  { title: "品牌手册", href: "/PDF/brand.pdf", description: "建筑资质" },
];
const copy = { title: "品牌手册", newTabHint: "（PDF，在新标签页打开）", badge: "PDF" };

describe("PublicationLinks (spec 2.6)", () => {
  it("opens each PDF in a new tab with noopener and says so", () => {
    const router = createMemoryRouter(
      [{ path: "*", element: <PublicationLinks items={items} copy={copy} /> }],
      { initialEntries: ["/zixun"] },
    );
    render(<RouterProvider router={router} />);
    const link = screen.getByRole("link", { name: "集团介绍（PDF，在新标签页打开）" });
    expect(link.getAttribute("href")).toBe("/PDF/group.pdf");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toContain("noopener");
  });

  it("renders nothing without items", () => {
    const { container } = render(<PublicationLinks items={[]} copy={copy} />);
    expect(container.innerHTML).toBe("");
  });

  it("has no serious axe violations", async () => {
    const { container } = render(<PublicationLinks items={items} copy={copy} />);
    await expectNoAxeViolations(container);
  });
});
