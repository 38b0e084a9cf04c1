import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../test/axe";
import { OfficeDirectory, OfficeList, StaffCards } from "./office-directory";

const offices = [
  { id: 1, name: "北京", englishName: "Beijing", code: "BJ" },
  { id: 2, name: "上海", englishName: "Shanghai", code: "SH" },
  { id: 3, name: "香港", englishName: "Hong Kong", code: "HK" },
];
const member = {
  company: "天诚",
  phone: "010-8577 6600",
  address: "北京市朝阳区",
  postHtml: "<p>负责人</p>",
  imageUrl: null,
  color: "#b81c22",
};
const staff = [
  { ...member, id: 1, code: "BJ", name: "李明远" },
  { ...member, id: 2, code: "SH", name: "陈晓东", color: null },
  { ...member, id: 3, code: "SH", name: "周敏" },
  { ...member, id: 4, code: "HK", name: "何家明" },
];
const copy = { phone: "电话", address: "地址" };

function Directory() {
  return (
    <OfficeDirectory>
      <OfficeList offices={offices} officeLinks={{ 北京: "/BeiJing" }} />
      <StaffCards staff={staff} copy={copy} />
    </OfficeDirectory>
  );
}

const current = () =>
  screen
    .queryAllByRole("article")
    .filter((card) => card.getAttribute("aria-current") === "true")
    .map((card) => card.querySelector("h3")?.textContent);

describe("OfficeDirectory (spec 2.8, D8)", () => {
  it("links the office named 北京 to the branch page; the others are buttons", () => {
    render(<Directory />);
    expect(screen.getByRole("link", { name: /北京/ }).getAttribute("href")).toBe("/BeiJing");
    expect(screen.getByRole("button", { name: /上海/ })).toBeTruthy();
    expect(current()).toEqual([]);
  });

  it("hovering an office highlights every staff card with its code, leaving clears it", async () => {
    render(<Directory />);
    const user = userEvent.setup();
    await user.hover(screen.getByRole("button", { name: /上海/ }));
    expect(current()).toEqual(["陈晓东", "周敏"]);
    expect(screen.getByRole("article", { name: "李明远" }).getAttribute("data-state")).toBe("idle");
    await user.unhover(screen.getByRole("button", { name: /上海/ }));
    expect(current()).toEqual([]);
  });

  it("focusing an office highlights its staff card, blurring clears it", async () => {
    render(<Directory />);
    const user = userEvent.setup();
    await user.tab();
    expect(current()).toEqual(["李明远"]);
    await user.tab();
    expect(current()).toEqual(["陈晓东", "周敏"]);
    await user.tab();
    expect(current()).toEqual(["何家明"]);
    fireEvent.blur(screen.getByRole("button", { name: /香港/ }));
    expect(current()).toEqual([]);
  });

  it("shows each staff card's details, phone as a tel: link", () => {
    render(<Directory />);
    const links = screen.getAllByRole("link", { name: "010-8577 6600" });
    expect(links[0]?.getAttribute("href")).toBe("tel:01085776600");
    expect(screen.getAllByText("负责人")).toHaveLength(4);
  });

  it("renders nothing broken without offices or staff", () => {
    const { container } = render(
      <OfficeDirectory>
        <OfficeList offices={null} />
        <StaffCards staff={[]} copy={copy} />
      </OfficeDirectory>,
    );
    expect(container.querySelector("ul")).toBeNull();
  });

  it("says clearly when a part is used outside its root", () => {
    expect(() => render(<OfficeList offices={offices} />)).toThrow(/inside <OfficeDirectory>/);
  });

  it("has no serious axe violations, idle and highlighted", async () => {
    const { container } = render(<Directory />);
    await expectNoAxeViolations(container);
    fireEvent.mouseEnter(screen.getByRole("button", { name: /上海/ }));
    await expectNoAxeViolations(container);
  });
});
