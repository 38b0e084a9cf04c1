import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../test/axe";
import { ContactCards } from "./contact-cards";

const copy = { title: "联系我们", person: "联系人", phone: "电话", address: "地址" };
const contacts = [
  {
    id: 1,
    department: "商务合作部",
    person: "王经理",
    phone: "010-8577 6620",
    address: "北京市朝阳区建国路88号",
  },
  { id: 3, department: "海外业务部", person: "孙经理", phone: "+852 3188 6620", address: "" },
];

describe("ContactCards (D7)", () => {
  it("shows each department with person, phone as a tel: link and address", () => {
    render(<ContactCards contacts={contacts} copy={copy} />);
    const card = screen.getByRole("article", { name: "商务合作部" });
    within(card).getByText("王经理");
    within(card).getByText("北京市朝阳区建国路88号");
    expect(within(card).getByRole("link", { name: "010-8577 6620" }).getAttribute("href")).toBe(
      "tel:01085776620",
    );
    const overseas = screen.getByRole("article", { name: "海外业务部" });
    expect(within(overseas).getByRole("link").getAttribute("href")).toBe("tel:+85231886620");
    expect(within(overseas).queryByText("地址")).toBeNull();
  });

  it("on a phone the cards are a swipe row the keyboard reaches (issue 28)", () => {
    const { container, rerender } = render(<ContactCards contacts={contacts} copy={copy} />);
    const list = container.querySelector("ul")!;
    expect(list.classList).toContain("swipe-row");
    // Every card's phone link takes the focus, and the row scrolls to it.
    expect(list.hasAttribute("tabindex")).toBe(false);
    rerender(
      <ContactCards contacts={[...contacts, { ...contacts[0]!, id: 4, phone: "" }]} copy={copy} />,
    );
    expect(container.querySelector("ul")!.tabIndex).toBe(0);
  });

  it("renders nothing without contacts", () => {
    for (const value of [null, undefined, []]) {
      const { container, unmount } = render(<ContactCards contacts={value} copy={copy} />);
      expect(container.innerHTML).toBe("");
      unmount();
    }
  });

  it("has no serious axe violations", async () => {
    const { container } = render(<ContactCards contacts={contacts} copy={copy} />);
    await expectNoAxeViolations(container);
  });
});

describe("ContactCards aside", () => {
  it("shows the aside beside the cards", () => {
    render(<ContactCards contacts={contacts} copy={copy} aside={<p>二维码</p>} />);
    screen.getByText("二维码");
  });
});
