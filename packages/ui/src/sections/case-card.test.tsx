import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../test/axe";
import { CaseCard } from "./case-card";
import { CaseList } from "./case-list";

const caseStudy = {
  id: 1,
  title: "建筑工程施工总承包资质升级至一级",
  summaryHtml: "<p>北京某建筑工程有限公司</p><p>人员与业绩一次梳理到位</p>",
  content: "企业原持有二级资质，承接项目规模受限。顾问团队协助企业补充注册建造师。",
  duration: "90个工作日",
  imageUrl: "/api/profile/case.jpg",
  type: 1,
};
const copy = { duration: "办理周期" };

function parts() {
  const card = screen.getByRole("article", { name: caseStudy.title });
  return {
    card,
    summary: screen.getByText("北京某建筑工程有限公司").closest("[hidden], .case-card__summary"),
    full: screen.getByText(caseStudy.content).closest(".case-card__full"),
  };
}

describe("CaseCard (spec 2.5, D8)", () => {
  const scrollIntoView = Element.prototype.scrollIntoView;
  afterEach(() => {
    Element.prototype.scrollIntoView = scrollIntoView;
    vi.restoreAllMocks();
  });

  it("shows the title, the short text and the duration; the full content is hidden", () => {
    render(<CaseCard caseStudy={caseStudy} copy={copy} />);
    const { card, summary, full } = parts();
    expect(card.getAttribute("data-state")).toBe("summary");
    expect(summary?.hasAttribute("hidden")).toBe(false);
    expect(full?.hasAttribute("hidden")).toBe(true);
    screen.getByText("办理周期");
    screen.getByText("90个工作日");
  });

  it("swaps to the full content on hover and back on leave", async () => {
    render(<CaseCard caseStudy={caseStudy} copy={copy} />);
    const user = userEvent.setup();
    await user.hover(parts().card);
    expect(parts().card.getAttribute("data-state")).toBe("full");
    expect(parts().full?.hasAttribute("hidden")).toBe(false);
    expect(parts().summary?.hasAttribute("hidden")).toBe(true);
    await user.unhover(parts().card);
    expect(parts().card.getAttribute("data-state")).toBe("summary");
    expect(parts().full?.hasAttribute("hidden")).toBe(true);
  });

  it("swaps on keyboard focus and back on blur", async () => {
    render(
      <>
        <CaseCard caseStudy={caseStudy} copy={copy} />
        <button type="button">next</button>
      </>,
    );
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(parts().card);
    expect(parts().card.getAttribute("data-state")).toBe("full");
    await user.tab();
    expect(parts().card.getAttribute("data-state")).toBe("summary");
  });

  it("brings a card the keyboard focuses whole into its swipe row", async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    render(
      <CaseList cases={[caseStudy, { ...caseStudy, id: 2, title: "第二个案例" }]} copy={copy} />,
    );
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("article", { name: "第二个案例" }));
    expect(scrollIntoView).toHaveBeenLastCalledWith({ block: "nearest", inline: "nearest" });
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(document.activeElement);
  });

  it("brings a card the keyboard focused before the list hydrated into its row as it hydrates", async () => {
    const cases = [caseStudy, { ...caseStudy, id: 2, title: "第二个案例" }];
    const container = document.createElement("div");
    container.innerHTML = renderToString(<CaseList cases={cases} copy={copy} />);
    document.body.append(container);
    const second = container.querySelectorAll<HTMLElement>(".case-card")[1]!;
    second.focus();
    // The keyboard's focus: jsdom does not tell it from a click's.
    const matches = Element.prototype.matches;
    vi.spyOn(Element.prototype, "matches").mockImplementation(function (
      this: Element,
      selector: string,
    ) {
      return selector === ":focus-visible" ? this === second : matches.call(this, selector);
    });
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;

    const root = await act(async () =>
      hydrateRoot(container, <CaseList cases={cases} copy={copy} />),
    );
    try {
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
      expect(scrollIntoView.mock.contexts[0]).toBe(second);
      expect(second.getAttribute("data-state")).toBe("full");
      expect(document.activeElement).toBe(second);
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });

  it("stays full while still focused after the pointer leaves", () => {
    render(<CaseCard caseStudy={caseStudy} copy={copy} />);
    const { card } = parts();
    fireEvent.focus(card);
    fireEvent.mouseEnter(card);
    fireEvent.mouseLeave(card);
    expect(card.getAttribute("data-state")).toBe("full");
    fireEvent.blur(card);
    expect(card.getAttribute("data-state")).toBe("summary");
  });

  it("on a touch screen, a tap opens the full content and a second tap closes it (D10)", async () => {
    render(<CaseCard caseStudy={caseStudy} copy={copy} />);
    const user = userEvent.setup();
    await user.pointer({ keys: "[TouchA]", target: parts().card });
    expect(parts().card.getAttribute("data-state")).toBe("full");
    expect(parts().full?.hasAttribute("hidden")).toBe(false);
    await user.pointer({ keys: "[TouchA]", target: parts().card });
    expect(parts().card.getAttribute("data-state")).toBe("summary");
    expect(parts().full?.hasAttribute("hidden")).toBe(true);
  });

  it("closes a tapped card when the tap lands elsewhere", async () => {
    render(
      <>
        <CaseCard caseStudy={caseStudy} copy={copy} />
        <button type="button">elsewhere</button>
      </>,
    );
    const user = userEvent.setup();
    await user.pointer({ keys: "[TouchA]", target: parts().card });
    expect(parts().card.getAttribute("data-state")).toBe("full");
    await user.pointer({ keys: "[TouchA]", target: screen.getByRole("button") });
    expect(parts().card.getAttribute("data-state")).toBe("summary");
  });

  it("a mouse click does not toggle: hover alone decides (desktop)", async () => {
    render(<CaseCard caseStudy={caseStudy} copy={copy} />);
    const user = userEvent.setup();
    await user.click(parts().card);
    expect(parts().card.getAttribute("data-state")).toBe("full");
    await user.click(parts().card);
    expect(parts().card.getAttribute("data-state")).toBe("full");
  });

  it("sanitizes the short text", () => {
    const { container } = render(
      <CaseCard
        caseStudy={{ ...caseStudy, summaryHtml: '<p>ok</p><img src="x" onerror="alert(1)">' }}
        copy={copy}
      />,
    );
    expect(container.querySelector("[onerror]")).toBeNull();
  });

  it("has no serious axe violations in either state", async () => {
    const { container } = render(<CaseCard caseStudy={caseStudy} copy={copy} />);
    await expectNoAxeViolations(container);
    await userEvent.hover(parts().card);
    await expectNoAxeViolations(container);
  });
});

describe("CaseList", () => {
  it("lists the cases (2 + 2 as one list of four)", () => {
    const cases = [1, 2, 3, 4].map((id) => ({ ...caseStudy, id, title: `案例${id}` }));
    render(<CaseList cases={cases} copy={copy} />);
    expect(screen.getAllByRole("article")).toHaveLength(4);
    expect(screen.getByRole("list").getAttribute("data-columns")).toBe("2");
  });

  it("never leaves one case alone on the last row: 3 or 2 a row by the count (issue 28)", () => {
    const columnsFor = (count: number) => {
      const cases = Array.from({ length: count }, (_, id) => ({
        ...caseStudy,
        id,
        title: `案例${id}`,
      }));
      render(<CaseList cases={cases} copy={copy} />);
      const list = screen.getByRole("list");
      expect(list.hasAttribute("data-balanced-grid")).toBe(true);
      const columns = list.getAttribute("data-columns");
      cleanup();
      return columns;
    };
    expect([1, 2, 3, 4, 5, 6].map(columnsFor)).toEqual(["1", "2", "3", "2", "3", "3"]);
  });

  it("renders nothing without cases", () => {
    for (const cases of [null, undefined, []]) {
      const { container, unmount } = render(<CaseList cases={cases} copy={copy} />);
      expect(container.innerHTML).toBe("");
      unmount();
    }
  });
});
