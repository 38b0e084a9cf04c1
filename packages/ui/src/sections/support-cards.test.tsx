import { act, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../test/axe";
import { SupportCards } from "./support-cards";

const copy = {
  title: "支撑团队",
  cards: [
    { value: 1078, unit: "人", label: "顾问团队" },
    { value: 132, unit: "人", label: "运营团队" },
    { value: 311, unit: "人", label: "交付团队" },
  ],
};

function card(label: string) {
  return screen.getByRole("article", { name: label });
}
function slotState(label: string) {
  return card(label).parentElement?.getAttribute("data-state");
}
function list() {
  return screen.getByRole("list");
}

describe("SupportCards (spec 2.7, D8)", () => {
  it("shows the three counts from copy, the second card in the middle", () => {
    render(<SupportCards copy={copy} />);
    screen.getByText("1078");
    screen.getByText("132");
    screen.getByText("311");
    expect(slotState("运营团队")).toBe("middle");
    expect(slotState("顾问团队")).toBe("side");
    expect(list().getAttribute("data-state")).toBe("idle");
  });

  it("hovering a side card swaps it with the middle card, once, until the pointer leaves", () => {
    render(<SupportCards copy={copy} />);
    fireEvent.mouseEnter(card("顾问团队"));
    expect(slotState("顾问团队")).toBe("middle");
    expect(slotState("运营团队")).toBe("side");
    expect(card("顾问团队").parentElement?.getAttribute("data-shift")).toBe("1");
    expect(card("运营团队").parentElement?.getAttribute("data-shift")).toBe("-1");
    expect(list().getAttribute("data-state")).toBe("swapped");

    // The middle card now sits under the pointer, and the other side card is hovered next:
    // no second swap until the pointer leaves.
    fireEvent.mouseEnter(card("运营团队"));
    fireEvent.mouseEnter(card("交付团队"));
    expect(slotState("顾问团队")).toBe("middle");
    expect(slotState("交付团队")).toBe("side");

    fireEvent.mouseLeave(list());
    expect(slotState("运营团队")).toBe("middle");
    expect(slotState("顾问团队")).toBe("side");
    expect(list().getAttribute("data-state")).toBe("idle");
  });

  it("on a touch screen, a tap brings a side card to the middle; a tap on it puts it back (D10)", async () => {
    render(<SupportCards copy={copy} />);
    const user = userEvent.setup();
    await user.pointer({ keys: "[TouchA]", target: card("交付团队") });
    expect(slotState("交付团队")).toBe("middle");
    expect(slotState("运营团队")).toBe("side");
    expect(list().getAttribute("data-state")).toBe("swapped");

    // Another side card takes the middle from it.
    await user.pointer({ keys: "[TouchA]", target: card("顾问团队") });
    expect(slotState("顾问团队")).toBe("middle");
    expect(slotState("交付团队")).toBe("side");

    // A tap on the card in the middle puts every card back.
    await user.pointer({ keys: "[TouchA]", target: card("顾问团队") });
    expect(slotState("运营团队")).toBe("middle");
    expect(list().getAttribute("data-state")).toBe("idle");
  });

  it("a tap on the original middle card, moved aside, puts the cards back", async () => {
    render(<SupportCards copy={copy} />);
    const user = userEvent.setup();
    await user.pointer({ keys: "[TouchA]", target: card("顾问团队") });
    expect(slotState("运营团队")).toBe("side");
    await user.pointer({ keys: "[TouchA]", target: card("运营团队") });
    expect(slotState("运营团队")).toBe("middle");
    expect(list().getAttribute("data-state")).toBe("idle");
  });

  it("hovering the middle card swaps nothing", async () => {
    render(<SupportCards copy={copy} />);
    await userEvent.hover(card("运营团队"));
    expect(list().getAttribute("data-state")).toBe("idle");
  });

  it("keyboard focus brings the focused card to the middle; leaving the cards restores", async () => {
    render(
      <>
        <SupportCards copy={copy} />
        <button type="button">after</button>
      </>,
    );
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(card("顾问团队"));
    expect(slotState("顾问团队")).toBe("middle");
    await user.tab();
    expect(document.activeElement).toBe(card("运营团队"));
    expect(slotState("运营团队")).toBe("middle");
    expect(list().getAttribute("data-state")).toBe("idle");
    await user.tab();
    expect(slotState("交付团队")).toBe("middle");
    expect(slotState("运营团队")).toBe("side");
    await user.tab();
    expect(document.activeElement?.textContent).toBe("after");
    expect(slotState("运营团队")).toBe("middle");
    expect(list().getAttribute("data-state")).toBe("idle");
  });

  describe("hydrated after the visitor reached them (issue 28: they wait until near)", () => {
    afterEach(() => {
      vi.restoreAllMocks();
      vi.unstubAllGlobals();
      document.body.innerHTML = "";
    });

    /**
     * The server's cards in the page, one of them under a mouse or focused by the keyboard
     * (the browser's `:hover` and `:focus-visible`), then hydrated.
     */
    async function hydrateWith(label: string, reach: ":hover" | ":focus-visible") {
      vi.stubGlobal("matchMedia", (query: string) => ({
        matches: query === "(hover: hover)",
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }));
      const container = document.createElement("div");
      container.innerHTML = renderToString(<SupportCards copy={copy} />);
      document.body.append(container);
      const reached = card(label);
      if (reach === ":focus-visible") reached.focus();
      const matches = Element.prototype.matches;
      vi.spyOn(Element.prototype, "matches").mockImplementation(function (
        this: Element,
        selector: string,
      ) {
        if (selector === reach) return this === reached;
        if (selector === ":hover" || selector === ":focus-visible") return false;
        return matches.call(this, selector);
      });
      await act(async () => {
        hydrateRoot(container, <SupportCards copy={copy} />);
      });
    }

    it("takes up a mouse already over a side card: it swaps with the middle", async () => {
      await hydrateWith("交付团队", ":hover");
      expect(slotState("交付团队")).toBe("middle");
      expect(slotState("运营团队")).toBe("side");
    });

    it("takes up the keyboard's focus already on a card: it comes to the middle", async () => {
      await hydrateWith("顾问团队", ":focus-visible");
      expect(slotState("顾问团队")).toBe("middle");
    });
  });

  it("renders nothing without cards", () => {
    for (const value of [null, undefined, { title: "T", cards: [] }]) {
      const { container, unmount } = render(<SupportCards copy={value} />);
      expect(container.innerHTML).toBe("");
      unmount();
    }
  });

  it("has no serious axe violations, idle and swapped", async () => {
    const { container } = render(<SupportCards copy={copy} />);
    await expectNoAxeViolations(container);
    fireEvent.mouseEnter(card("交付团队"));
    await expectNoAxeViolations(container);
  });
});
