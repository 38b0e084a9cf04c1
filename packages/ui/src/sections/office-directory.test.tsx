import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
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
    screen.getByRole("button", { name: /上海/ });
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

  it("a mouse click on an office keeps the hover form: the highlight leaves with the pointer", async () => {
    render(<Directory />);
    const user = userEvent.setup();
    const shanghai = screen.getByRole("button", { name: /上海/ });
    await user.click(shanghai);
    expect(current()).toEqual(["陈晓东", "周敏"]);
    await user.unhover(shanghai);
    fireEvent.blur(shanghai);
    expect(current()).toEqual([]);
    expect(shanghai.closest("li")?.getAttribute("data-state")).toBe("idle");
  });

  it("a keyboard focus that moves away takes its highlight along, whatever the mouse left", async () => {
    render(<Directory />);
    const user = userEvent.setup();
    await user.hover(screen.getByRole("button", { name: /香港/ }));
    await user.tab();
    await user.tab();
    expect(current()).toEqual(["陈晓东", "周敏"]);
    // The pointer leaving another office does not clear the focused one.
    await user.unhover(screen.getByRole("button", { name: /香港/ }));
    expect(current()).toEqual(["陈晓东", "周敏"]);
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

  it("has no serious axe violations after a tap", async () => {
    const { container } = render(<Directory />);
    const user = userEvent.setup();
    await user.pointer({ keys: "[TouchA]", target: screen.getByRole("button", { name: /香港/ }) });
    await expectNoAxeViolations(container);
  });

  it("has no serious axe violations, idle and highlighted", async () => {
    const { container } = render(<Directory />);
    await expectNoAxeViolations(container);
    fireEvent.mouseEnter(screen.getByRole("button", { name: /上海/ }));
    await expectNoAxeViolations(container);
  });
});

describe("OfficeDirectory's touch form (D10: a tap does what a hover does)", () => {
  const scrolled: { name: string | null | undefined; options: ScrollIntoViewOptions }[] = [];
  const tap = (user: ReturnType<typeof userEvent.setup>, name: RegExp) =>
    user.pointer({ keys: "[TouchA]", target: screen.getByRole("button", { name }) });
  const office = (name: RegExp) => screen.getByRole("button", { name }).closest("li");

  function watchScrolling(reducedMotion: boolean) {
    scrolled.length = 0;
    Element.prototype.scrollIntoView = function (this: Element, options?: unknown) {
      scrolled.push({
        name: this.querySelector("h3")?.textContent,
        options: options as ScrollIntoViewOptions,
      });
    };
    vi.stubGlobal(
      "matchMedia",
      (query: string) =>
        ({
          matches: query === "(prefers-reduced-motion: reduce)" && reducedMotion,
          media: query,
        }) as MediaQueryList,
    );
  }

  afterEach(() => {
    vi.unstubAllGlobals();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it("a tap selects the office and highlights its staff, and both stay when the finger lifts and moves on", async () => {
    watchScrolling(false);
    render(<Directory />);
    const user = userEvent.setup();
    await tap(user, /上海/);
    expect(office(/上海/)?.getAttribute("data-state")).toBe("active");
    expect(current()).toEqual(["陈晓东", "周敏"]);
    // A tap elsewhere on the page: the emulated pointer leaves and the office loses focus.
    await user.unhover(screen.getByRole("button", { name: /上海/ }));
    fireEvent.blur(screen.getByRole("button", { name: /上海/ }));
    expect(office(/上海/)?.getAttribute("data-state")).toBe("active");
    expect(current()).toEqual(["陈晓东", "周敏"]);
  });

  it("a tap on another office moves the selection there; only one office is active", async () => {
    watchScrolling(false);
    render(<Directory />);
    const user = userEvent.setup();
    await tap(user, /上海/);
    await tap(user, /香港/);
    expect(current()).toEqual(["何家明"]);
    const active = screen
      .getAllByRole("listitem")
      .filter((item) => item.getAttribute("data-state") === "active");
    expect(active).toEqual([office(/香港/)]);
  });

  it("a tap brings the office's first staff card into view, smoothly", async () => {
    watchScrolling(false);
    render(<Directory />);
    await tap(userEvent.setup(), /上海/);
    expect(scrolled).toEqual([
      { name: "陈晓东", options: { block: "nearest", inline: "start", behavior: "smooth" } },
    ]);
  });

  it("with reduced motion the card is brought into view at once", async () => {
    watchScrolling(true);
    render(<Directory />);
    await tap(userEvent.setup(), /香港/);
    expect(scrolled).toEqual([
      { name: "何家明", options: { block: "nearest", inline: "start", behavior: "auto" } },
    ]);
  });

  it("the keyboard still highlights by focus and Enter reveals the card, without a lasting selection", async () => {
    watchScrolling(false);
    render(<Directory />);
    const user = userEvent.setup();
    await tap(user, /香港/);
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    // Tab to 上海 (the link to /BeiJing comes first).
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: /上海/ }));
    expect(current()).toEqual(["陈晓东", "周敏"]);
    await user.keyboard("{Enter}");
    expect(scrolled.at(-1)?.name).toBe("陈晓东");
    // Focus leaving goes back to the tapped office, not to a selection made by the key.
    fireEvent.blur(screen.getByRole("button", { name: /上海/ }));
    expect(current()).toEqual(["何家明"]);
  });
});
