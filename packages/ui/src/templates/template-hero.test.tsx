import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TemplateHero } from "./template-hero";

// Issue 28, heroes: each page's hero carries one message and one call to action.
describe("TemplateHero", () => {
  const hero = {
    title: "集团简介",
    subtitle: "十余年专注中小微企业服务",
    eyebrow: "ABOUT US",
    action: { label: "查看全球布局", href: "/quanqiubujv?key=6" },
  };

  it("shows the copy's link as the one call to action, without the eyebrow", () => {
    const { container } = render(<TemplateHero hero={hero} />);
    const link = screen.getByRole("link", { name: "查看全球布局" });
    expect(link.getAttribute("href")).toBe("/quanqiubujv?key=6");
    expect(container.querySelectorAll("a, button")).toHaveLength(1);
    expect(screen.queryByText("ABOUT US")).toBeNull();
  });

  it("lets the page's own action (the consult dialog's trigger) replace the link", () => {
    const { container } = render(
      <TemplateHero hero={hero} actions={<button type="button">立即咨询</button>} />,
    );
    screen.getByRole("button", { name: "立即咨询" });
    expect(container.querySelectorAll("a, button")).toHaveLength(1);
  });
});
