import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ChairmanMessage } from "./chairman-message";
import { OtherServicesLinks } from "./other-services-links";
import { PublicationLinks } from "./publication-links";
import { Section, SectionsDrawnWhenNear } from "./section";
import { StatisticsStrip } from "./statistics-strip";

// Issue 28, rhythm: a few section forms, each keeping its section's name and content.
describe("section forms", () => {
  const heading = { eyebrow: "OUR EXPERTS", title: "资深专家", subtitle: "顾问团队" };

  it("a quiet section keeps its name and line and leaves the eyebrow out", () => {
    const { container } = render(<Section heading={heading} headingForm="quiet" />);
    screen.getByRole("region", { name: "资深专家" });
    screen.getByText("顾问团队");
    expect(screen.queryByText("OUR EXPERTS")).toBeNull();
    expect(container.querySelector("section")?.dataset.headingForm).toBe("quiet");
  });

  it("a section is drawn when near only inside a page that asks for it (issue 28, TBT)", () => {
    const { container } = render(
      <>
        <Section heading={heading} />
        <SectionsDrawnWhenNear value={true}>
          <Section heading={{ title: "成功案例" }} />
        </SectionsDrawnWhenNear>
      </>,
    );
    const [plain, near] = container.querySelectorAll("section");
    expect(plain?.dataset.drawn).toBeUndefined();
    expect(near?.dataset.drawn).toBe("when-near");
  });

  it("a section's heading is marked unless asked otherwise", () => {
    const { container } = render(<Section heading={heading} />);
    screen.getByText("OUR EXPERTS");
    expect(container.querySelector("header")?.dataset.form).toBe("marked");
  });

  it("the figures are a band on navy with a quiet heading, named as before", () => {
    const { container } = render(
      <StatisticsStrip
        figures={[
          { value: 14, unit: "家", label: "国内公司" },
          { value: 9, unit: "家", label: "海外公司" },
        ]}
        copy={{ eyebrow: "GROUP STRENGTH", title: "集团实力" }}
      />,
    );
    const band = screen.getByRole("region", { name: "集团实力" });
    expect(band.dataset.form).toBe("band");
    expect(band.dataset.tone).toBe("navy");
    expect(screen.queryByText("GROUP STRENGTH")).toBeNull();
    expect(container.querySelectorAll("dt")).toHaveLength(2);
  });

  it("the other groups and the brochures are plain lists of the same links", () => {
    render(
      <>
        <OtherServicesLinks
          items={[{ title: "资质事业群", href: "/zizhi" }]}
          copy={{ title: "其他服务" }}
        />
        <PublicationLinks
          items={[{ title: "集团介绍", href: "/PDF/a.pdf" }]}
          copy={{ title: "集团刊物", newTabHint: "（PDF）" }}
        />
      </>,
    );
    expect(screen.getByRole("region", { name: "其他服务" }).dataset.form).toBe("list");
    expect(screen.getByRole("region", { name: "集团刊物" }).dataset.form).toBe("list");
    expect(screen.getByRole("link", { name: /资质事业群/ }).getAttribute("href")).toBe("/zizhi");
  });

  it("the chairman's motto is a pull quote, his name and post under it", () => {
    const { container } = render(
      <ChairmanMessage
        chairman={{
          title: "董事长致辞",
          subtitle: "以专业守护每一家企业的成长",
          imageUrl: "/chairman.jpg",
          contentHtml: "<p>致辞正文</p>",
          briefLead: "董事长",
          briefTail: "李明远",
        }}
      />,
    );
    const quote = container.querySelector(".chairman-message__quote")!;
    expect(quote.querySelector("h2")?.textContent).toBe("董事长致辞");
    expect(quote.querySelector(".chairman-message__brief")?.textContent).toBe("董事长·李明远");
    screen.getByRole("article", { name: "董事长致辞" });
    // The salutation opens the message, after the quote.
    const body = container.querySelector(".chairman-message__body")!;
    expect(body.firstElementChild?.textContent).toBe("以专业守护每一家企业的成长");
    screen.getByText("致辞正文");
  });
});
