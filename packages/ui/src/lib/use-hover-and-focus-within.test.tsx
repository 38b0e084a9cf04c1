import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useHoverFocusOrTap } from "./use-hover-and-focus-within";

function Card() {
  const { open, handlers, ref } = useHoverFocusOrTap<HTMLElement>({});
  return (
    <article ref={ref} {...handlers} aria-label="case" data-open={open}>
      case
    </article>
  );
}

/** The browser's answers: whether the primary pointer hovers, and `:hover` on every element. */
function browserWith({ hovers }: { hovers: boolean }) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query === "(hover: hover)" && hovers,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  const matches = Element.prototype.matches;
  vi.spyOn(Element.prototype, "matches").mockImplementation(function (
    this: Element,
    selector: string,
  ) {
    return selector === ":hover" ? true : matches.call(this, selector);
  });
}

describe("a part that mounts under the pointer (hydrated after the visitor reached it)", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("takes up a mouse's hover", () => {
    browserWith({ hovers: true });
    render(<Card />);
    expect(screen.getByLabelText("case").dataset.open).toBe("true");
  });

  it("takes the hover a touch screen leaves on what was tapped for none", () => {
    browserWith({ hovers: false });
    render(<Card />);
    expect(screen.getByLabelText("case").dataset.open).toBe("false");
  });
});

/** Dispatches `event` on `target` with the fields a browser would set and jsdom cannot. */
function dispatch(target: Element, event: Event, fields: Record<string, unknown> = {}) {
  for (const [key, value] of Object.entries(fields)) Object.defineProperty(event, key, { value });
  act(() => {
    target.dispatchEvent(event);
  });
}

/** A whole tap the handlers see from its press on. */
function tap(target: Element) {
  dispatch(target, new MouseEvent("pointerdown", { bubbles: true }), { pointerType: "touch" });
  dispatch(target, new MouseEvent("click", { bubbles: true }), { pointerType: "touch" });
}

describe("a tap whose press began before the part hydrated (its press unseen)", () => {
  const card = () => screen.getByLabelText("case");

  it("opens it, and the next tap closes it (Chromium marks what the tap emulated)", () => {
    render(<Card />);
    const fromTouch = { sourceCapabilities: { firesTouchEvents: true } };
    dispatch(card(), new MouseEvent("mouseover", { bubbles: true }), fromTouch);
    dispatch(card(), new FocusEvent("focusin", { bubbles: true }), fromTouch);
    dispatch(card(), new MouseEvent("click", { bubbles: true }), { pointerType: "touch" });
    expect(card().dataset.open).toBe("true");
    tap(card());
    expect(card().dataset.open).toBe("false");
  });

  it("opens it, and the next tap closes it (a browser that marks only the click)", () => {
    render(<Card />);
    dispatch(card(), new MouseEvent("mouseover", { bubbles: true }));
    dispatch(card(), new FocusEvent("focusin", { bubbles: true }));
    dispatch(card(), new MouseEvent("click", { bubbles: true }), { pointerType: "touch" });
    expect(card().dataset.open).toBe("true");
    tap(card());
    expect(card().dataset.open).toBe("false");
  });
});
