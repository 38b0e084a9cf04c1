import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PageHero } from "./page-hero";
import { SectionHeading } from "./section-heading";

describe("PageHero", () => {
  it("renders the title as the page's one h1, with its one line and its action (issue 28)", () => {
    const { container } = render(
      <PageHero
        title="会计事业群"
        subtitle="代理记账与工商注册"
        imageUrl="/hero.jpg"
        actions={<button type="button">立即咨询</button>}
      />,
    );
    const headings = screen.getAllByRole("heading", { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]?.textContent).toBe("会计事业群");
    screen.getByRole("region", { name: "会计事业群" });
    screen.getByText("代理记账与工商注册");
    expect(container.querySelectorAll("p")).toHaveLength(1);
    screen.getByRole("button", { name: "立即咨询" });
    // The words are in the text column, the picture beside it, never behind it.
    expect(container.querySelector(".page-hero__text img")).toBeNull();
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
    screen.getByRole("heading", { level: 1, name: "Culture" });
  });
});

describe("SectionHeading", () => {
  it("renders an h2 with eyebrow and subtitle", () => {
    render(<SectionHeading title="Senior experts" eyebrow="TEAM" subtitle="Who we are" />);
    screen.getByRole("heading", { level: 2, name: "Senior experts" });
    screen.getByText("TEAM");
    screen.getByText("Who we are");
  });

  it("leaves the eyebrow out of its quiet form (issue 28, rhythm)", () => {
    const { container } = render(
      <SectionHeading title="Senior experts" eyebrow="TEAM" subtitle="Who we are" form="quiet" />,
    );
    screen.getByRole("heading", { level: 2, name: "Senior experts" });
    expect(screen.queryByText("TEAM")).toBeNull();
    screen.getByText("Who we are");
    expect(container.querySelector("header")?.dataset.form).toBe("quiet");
  });

  it("renders an h3 when asked", () => {
    render(<SectionHeading title="资深专家" level={3} />);
    screen.getByRole("heading", { level: 3, name: "资深专家" });
  });
});
