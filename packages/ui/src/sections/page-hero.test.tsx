import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PageHero } from "./page-hero";
import { SectionHeading } from "./section-heading";

describe("PageHero", () => {
  it("renders the title as the page's one h1, with subtitle, eyebrow and actions", () => {
    render(
      <PageHero
        title="会计事业群"
        subtitle="代理记账与工商注册"
        eyebrow="ACCOUNTING"
        imageUrl="/hero.jpg"
        actions={<button type="button">立即咨询</button>}
      />,
    );
    const headings = screen.getAllByRole("heading", { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]?.textContent).toBe("会计事业群");
    expect(screen.getByRole("region", { name: "会计事业群" })).toBeTruthy();
    expect(screen.getByText("代理记账与工商注册")).toBeTruthy();
    expect(screen.getByText("ACCOUNTING")).toBeTruthy();
    expect(screen.getByRole("button", { name: "立即咨询" })).toBeTruthy();
  });

  it("treats the background image as decoration and loads it eagerly", () => {
    const { container } = render(<PageHero title="Overseas" imageUrl="/hero.jpg" />);
    const image = container.querySelector("img");
    expect(image?.getAttribute("alt")).toBe("");
    expect(image?.getAttribute("loading")).toBeNull();
  });

  it("renders without image, subtitle or actions", () => {
    const { container } = render(<PageHero title="Culture" />);
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelectorAll("p")).toHaveLength(0);
    expect(screen.getByRole("heading", { level: 1, name: "Culture" })).toBeTruthy();
  });
});

describe("SectionHeading", () => {
  it("renders an h2 with eyebrow and subtitle", () => {
    render(<SectionHeading title="Senior experts" eyebrow="TEAM" subtitle="Who we are" />);
    expect(screen.getByRole("heading", { level: 2, name: "Senior experts" })).toBeTruthy();
    expect(screen.getByText("TEAM")).toBeTruthy();
    expect(screen.getByText("Who we are")).toBeTruthy();
  });

  it("renders an h3 when asked", () => {
    render(<SectionHeading title="资深专家" level={3} />);
    expect(screen.getByRole("heading", { level: 3, name: "资深专家" })).toBeTruthy();
  });
});
