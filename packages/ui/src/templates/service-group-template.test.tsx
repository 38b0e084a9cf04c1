import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../test/axe";
import { page } from "../test/template-sample";
import {
  casesEn5,
  casesZh1,
  casesZh5,
  expertsEn5,
  expertsZh5,
  templateCopy,
} from "../test/service-group-sample";
import { ServiceGroupTemplate } from "./service-group-template";

describe("ServiceGroupTemplate (spec 2.5)", () => {
  it("has one h1, the consult action, experts, flow, cases and other services", () => {
    render(
      <ServiceGroupTemplate
        data={{ experts: page(expertsZh5), cases: [page(casesZh5)] }}
        copy={templateCopy.zh.serviceGroup}
        consultAction={<button type="button">立即咨询</button>}
      />,
    );
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual([
      "会计事业群",
    ]);
    expect(screen.getAllByRole("button", { name: "立即咨询" })).toHaveLength(2);
    expect(
      within(screen.getByRole("region", { name: "成功案例" })).getAllByRole("article"),
    ).toHaveLength(3);
    screen.getByRole("region", { name: "服务流程" });
    expect(screen.getByRole("link", { name: "资质事业群" }).getAttribute("href")).toBe(
      "/zizhi?key=2",
    );
  });

  it("accounting: expands from the first 8 experts to all, fetching them (spec 4)", async () => {
    const all = expertsZh5;
    function Accounting() {
      const [experts, setExperts] = useState(page(all.slice(0, 8), all.length));
      return (
        <ServiceGroupTemplate
          data={{ experts, cases: [] }}
          copy={templateCopy.zh.serviceGroup}
          experts={{ onExpand: () => setExperts(page(all)) }}
        />
      );
    }
    render(<Accounting />);
    const region = screen.getByRole("region", { name: "资深专家" });
    expect(within(region).getAllByRole("article")).toHaveLength(8);
    const toggle = within(region).getByRole("button", { name: "展开全部" });
    await userEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(within(region).getAllByRole("article")).toHaveLength(10);
  });

  it("shows the 2 + 2 cases of types 1 and 3 together", () => {
    const cases = casesZh1;
    render(
      <ServiceGroupTemplate
        data={{ experts: null, cases: [page(cases.slice(0, 2), 4), page(cases.slice(2), 4)] }}
        copy={templateCopy.zh.serviceGroup}
      />,
    );
    expect(
      within(screen.getByRole("region", { name: "成功案例" })).getAllByRole("article"),
    ).toHaveLength(4);
  });

  it("overseas: the subsidiary's site opens in a new tab", () => {
    render(
      <ServiceGroupTemplate data={{ experts: null, cases: [] }} copy={templateCopy.zh.overseas} />,
    );
    const link = screen.getByRole("link", { name: /天诚国际官网/ });
    expect(link.getAttribute("target")).toBe("_blank");
  });

  it("renders with no data (D3)", () => {
    render(
      <ServiceGroupTemplate
        data={{ experts: null, cases: [null, undefined] }}
        copy={templateCopy.en.serviceGroup}
      />,
    );
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.queryByRole("region", { name: "Success stories" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Our staff" })).toBeNull();
  });

  it("has no serious axe violations", async () => {
    const { container } = render(
      <ServiceGroupTemplate
        data={{ experts: page(expertsEn5), cases: [page(casesEn5)] }}
        copy={templateCopy.en.serviceGroup}
      />,
    );
    await expectNoAxeViolations(container);
  });
});
