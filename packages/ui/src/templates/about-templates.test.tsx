import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../test/axe";
import { page } from "../test/template-sample";
import { newsZh7, sampleData, templateCopy } from "../test/about-sample";
import { BranchTemplate } from "./branch-template";
import { ChairmanTemplate } from "./chairman-template";
import { CompositionTemplate } from "./composition-template";
import { CultureTemplate } from "./culture-template";
import { GlobalLayoutTemplate } from "./global-layout-template";
import { HistoryTemplate } from "./history-template";
import { ProfileTemplate } from "./profile-template";

const h1s = () => screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent);

describe("about templates (spec 2.8)", () => {
  it("ProfileTemplate: counts, about text with pictures, advantages; nothing broken without data", () => {
    const { unmount } = render(
      <ProfileTemplate data={{ profile: sampleData.zh.profile }} copy={templateCopy.zh.profile} />,
    );
    expect(h1s()).toEqual(["集团简介"]);
    screen.getByText("1521");
    screen.getByRole("img", { name: "服务大厅" });
    screen.getByRole("region", { name: "服务优势" });
    unmount();
    render(<ProfileTemplate data={{ profile: null }} copy={templateCopy.en.profile} />);
    expect(h1s()).toEqual(["Group profile"]);
    expect(screen.queryByRole("region", { name: "The group today" })).toBeNull();
  });

  it("ChairmanTemplate: the message under the page title; without data only the title", () => {
    const { unmount } = render(
      <ChairmanTemplate
        data={{ chairman: sampleData.zh.chairman }}
        copy={templateCopy.zh.chairman}
      />,
    );
    expect(h1s()).toEqual(["董事长致辞"]);
    screen.getByText(sampleData.zh.chairman.subtitle);
    unmount();
    render(<ChairmanTemplate data={{ chairman: null }} copy={templateCopy.en.chairman} />);
    expect(h1s()).toEqual(["Chairman's message"]);
    expect(screen.queryByRole("heading", { level: 2 })).toBeNull();
  });

  it("CultureTemplate: vision, mission and values", () => {
    render(<CultureTemplate copy={templateCopy.en.culture} />);
    expect(h1s()).toEqual(["Corporate culture"]);
    // No section title: the blocks' headings are h2, right under the h1.
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Our vision",
      "Our mission",
      "Our values",
    ]);
  });

  it("CompositionTemplate and HistoryTemplate: lists, and nothing broken without data", () => {
    const { unmount } = render(
      <CompositionTemplate data={{ items: page(newsZh7) }} copy={templateCopy.zh.composition} />,
    );
    expect(screen.getAllByRole("article")).toHaveLength(3);
    unmount();
    const second = render(
      <HistoryTemplate
        data={{ milestones: page(sampleData.zh.milestones) }}
        copy={templateCopy.zh.history}
      />,
    );
    expect(screen.getAllByRole("article")).toHaveLength(6);
    second.unmount();
    render(
      <>
        <CompositionTemplate data={{ items: null }} copy={templateCopy.en.composition} />
        <HistoryTemplate data={{ milestones: null }} copy={templateCopy.en.history} />
      </>,
    );
    expect(screen.queryAllByRole("article")).toHaveLength(0);
  });

  it("GlobalLayoutTemplate: an office highlights its staff card; 北京 links to the branch", () => {
    render(
      <GlobalLayoutTemplate
        data={{ offices: page(sampleData.zh.offices), staff: page(sampleData.zh.staff) }}
        copy={templateCopy.zh.globalLayout}
      />,
    );
    expect(h1s()).toEqual(["全球布局"]);
    expect(screen.getByRole("link", { name: /北京/ }).getAttribute("href")).toBe("/BeiJing");
    fireEvent.focus(screen.getByRole("button", { name: /香港/ }));
    const current = screen
      .getAllByRole("article")
      .filter((card) => card.getAttribute("aria-current") === "true");
    expect(current).toHaveLength(1);
    expect(within(current[0]!).getByRole("heading", { level: 3 }).textContent).toBe(
      sampleData.zh.staff.find((member) => member.code === "HK")?.name,
    );
  });

  it("GlobalLayoutTemplate: nothing broken without offices or staff", () => {
    render(
      <GlobalLayoutTemplate
        data={{ offices: null, staff: null }}
        copy={templateCopy.en.globalLayout}
      />,
    );
    expect(h1s()).toEqual(["Global presence"]);
    expect(screen.queryByRole("region", { name: "Our offices" })).toBeNull();
  });

  it("BranchTemplate: the staff of the branch's office only", () => {
    render(
      <BranchTemplate
        data={{ offices: page(sampleData.zh.offices), staff: page(sampleData.zh.staff) }}
        copy={templateCopy.zh.branch}
      />,
    );
    expect(h1s()).toEqual(["北京分公司"]);
    const staff = within(screen.getByRole("region", { name: "负责人" })).getAllByRole("article");
    expect(staff).toHaveLength(1);
    expect(staff[0]?.textContent).toContain("李明远");
  });

  it("BranchTemplate: nothing broken without data", () => {
    render(
      <BranchTemplate data={{ offices: null, staff: undefined }} copy={templateCopy.en.branch} />,
    );
    expect(h1s()).toEqual(["Beijing branch"]);
  });

  it("have no serious axe violations", async () => {
    const { container } = render(
      <>
        <ProfileTemplate data={{ profile: sampleData.zh.profile }} copy={templateCopy.zh.profile} />
        <GlobalLayoutTemplate
          data={{ offices: page(sampleData.en.offices), staff: page(sampleData.en.staff) }}
          copy={templateCopy.en.globalLayout}
        />
      </>,
    );
    await expectNoAxeViolations(container, {
      // Two templates on one test page: two h1s is this fixture, not a page.
      disableRules: ["page-has-heading-one"],
    });
  });
});
