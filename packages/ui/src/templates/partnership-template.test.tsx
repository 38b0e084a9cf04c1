import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../test/axe";
import { page } from "../test/template-sample";
import { sampleData, templateCopy } from "../test/partnership-sample";
import { PartnershipTemplate } from "./partnership-template";

describe("PartnershipTemplate (spec 2.7)", () => {
  it("shows objectives, process, the support counts, contacts and the QR code", () => {
    render(
      <PartnershipTemplate
        data={{ contacts: page(sampleData.zh.contacts) }}
        copy={templateCopy.zh.partnership}
      />,
    );
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual([
      "商业合作",
    ]);
    const support = screen.getByRole("region", { name: "强大的支撑团队" });
    for (const count of ["1078", "132", "311"]) within(support).getByText(count);
    const contacts = screen.getByRole("region", { name: "合作联系" });
    expect(within(contacts).getAllByRole("article")).toHaveLength(4);
    within(contacts).getByRole("img", { name: "天诚集团微信公众号二维码" });
    expect(screen.getByRole("region", { name: "合作目标" }).querySelector("ol")).toBeTruthy();
  });

  it("renders without contacts (D3), English without a QR code", () => {
    render(<PartnershipTemplate data={{ contacts: null }} copy={templateCopy.en.partnership} />);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.queryByRole("region", { name: "Partnership contacts" })).toBeNull();
    screen.getByRole("region", { name: "A team behind every partner" });
  });

  it("has no serious axe violations", async () => {
    const { container } = render(
      <PartnershipTemplate
        data={{ contacts: page(sampleData.zh.contacts) }}
        copy={templateCopy.zh.partnership}
      />,
    );
    await expectNoAxeViolations(container);
  });
});
