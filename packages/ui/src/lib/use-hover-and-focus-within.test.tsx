import { render, screen } from "@testing-library/react";
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
