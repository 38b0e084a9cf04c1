import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../test/axe";
import { page } from "../test/template-sample";
import { newsEn6, newsZh5, newsZh6, sampleData, templateCopy } from "../test/social-sample";
import { AssociationTemplate } from "./association-template";
import { CharityTemplate } from "./charity-template";
import { PrivacyTemplate } from "./privacy-template";
import { SchoolEnterpriseTemplate } from "./school-enterprise-template";

const h1s = () => screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent);

describe("social responsibility templates (spec 2.9)", () => {
  it("AssociationTemplate: cooperation 9 / all with its toggle, 3 news linking with type 3", async () => {
    render(
      <AssociationTemplate
        data={{ cooperation: page(sampleData.zh.cooperation), news: page(newsZh5) }}
        copy={templateCopy.zh.association}
        newsHref={(item) => `/content?id=${item.id}&type=3`}
      />,
    );
    expect(h1s()).toEqual(["商协会"]);
    const overview = screen.getByRole("region", { name: "合作概览" });
    expect(within(overview).getAllByRole("listitem")).toHaveLength(9);
    const toggle = within(overview).getByRole("button", { name: "展开全部" });
    await userEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(within(overview).getAllByRole("listitem")).toHaveLength(12);
    const links = within(screen.getByRole("region", { name: "商协会动态" })).getAllByRole("link");
    expect(links).toHaveLength(3);
    expect(links[0]?.getAttribute("href")).toMatch(/type=3$/);
  });

  it("AssociationTemplate: nothing broken without data", () => {
    render(
      <AssociationTemplate
        data={{ cooperation: null, news: null }}
        copy={templateCopy.en.association}
        newsHref={() => "/contentE"}
      />,
    );
    expect(h1s()).toEqual(["Business associations"]);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("CharityTemplate: Chinese items open the detail page, English items open nothing", () => {
    const { unmount } = render(
      <CharityTemplate
        data={{ news: page(newsZh6) }}
        copy={templateCopy.zh.charity}
        newsHref={(item) => `/content?id=${item.id}&type=3`}
      />,
    );
    expect(screen.getAllByRole("link")).toHaveLength(3);
    unmount();
    render(<CharityTemplate data={{ news: page(newsEn6) }} copy={templateCopy.en.charity} />);
    expect(screen.getAllByRole("article")).toHaveLength(3);
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("SchoolEnterpriseTemplate and PrivacyTemplate: static copy under one h1", () => {
    const { unmount } = render(
      <SchoolEnterpriseTemplate copy={templateCopy.zh.schoolEnterprise} />,
    );
    expect(h1s()).toEqual(["校企合作"]);
    screen.getByText("200");
    screen.getByRole("img", { name: "毕业生在导师指导下实习" });
    unmount();
    render(<PrivacyTemplate copy={templateCopy.en.privacy} />);
    expect(h1s()).toEqual(["Privacy policy"]);
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(3);
  });

  it("have no serious axe violations", async () => {
    const { container } = render(
      <AssociationTemplate
        data={{ cooperation: page(sampleData.zh.cooperation), news: page(newsZh5) }}
        copy={templateCopy.zh.association}
        newsHref={(item) => `/content?id=${item.id}&type=3`}
      />,
    );
    await expectNoAxeViolations(container);
  });
});
