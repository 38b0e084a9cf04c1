import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../test/axe";
import { OtherServicesLinks } from "./other-services-links";

const items = [
  { title: "资质事业群", href: "/zizhi?key=2", icon: "building" as const },
  { title: "海外子公司", href: "https://overseas.example.com/", newTab: true },
];

describe("OtherServicesLinks", () => {
  it("links to the other services; another site opens in a new tab with a hint", () => {
    render(
      <OtherServicesLinks
        items={items}
        copy={{ title: "其他服务", newTabHint: "（在新标签页打开）" }}
      />,
    );
    const internal = screen.getByRole("link", { name: "资质事业群" });
    expect(internal.getAttribute("href")).toBe("/zizhi?key=2");
    expect(internal.getAttribute("target")).toBeNull();
    const external = screen.getByRole("link", { name: "海外子公司（在新标签页打开）" });
    expect(external.getAttribute("target")).toBe("_blank");
    expect(external.getAttribute("rel")).toContain("noopener");
  });

  it("uses router links inside an edition", () => {
    const router = createMemoryRouter(
      [{ path: "*", element: <OtherServicesLinks items={items} copy={{ title: "Other" }} /> }],
      { initialEntries: ["/kuaiji"] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole("link", { name: "资质事业群" }).getAttribute("href")).toBe(
      "/zizhi?key=2",
    );
  });

  it("renders nothing without items", () => {
    const { container } = render(<OtherServicesLinks items={[]} />);
    expect(container.innerHTML).toBe("");
  });

  it("has no serious axe violations", async () => {
    const { container } = render(
      <OtherServicesLinks
        items={items}
        copy={{ title: "Other services", newTabHint: "(new tab)" }}
      />,
    );
    await expectNoAxeViolations(container);
  });
});
