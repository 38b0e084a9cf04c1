import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { expectNoAxeViolations } from "../test/axe";
import { ExpertPager } from "./expert-pager";

const zh = { previous: "上一页", next: "下一页", label: "专家翻页" };
const en = { previous: "Previous page", next: "Next page" };

function buttons() {
  return {
    previous: screen.getByRole("button", { name: "上一页" }) as HTMLButtonElement,
    next: screen.getByRole("button", { name: "下一页" }) as HTMLButtonElement,
  };
}

describe("ExpertPager (spec 4, D8)", () => {
  it("on page 1 of several: previous disabled, next active", () => {
    render(<ExpertPager page={1} total={20} onPageChange={() => {}} copy={zh} />);
    const { previous, next } = buttons();
    expect(previous.disabled).toBe(true);
    expect(previous.hasAttribute("disabled")).toBe(true);
    expect(next.disabled).toBe(false);
    screen.getByRole("group", { name: "专家翻页" });
  });

  it("one page before the last (2 × 8 < 24): both active", () => {
    render(<ExpertPager page={2} total={24} onPageChange={() => {}} copy={zh} />);
    const { previous, next } = buttons();
    expect(previous.disabled).toBe(false);
    expect(next.disabled).toBe(false);
  });

  it("on the last page (3 × 8 = 24): next disabled", () => {
    render(<ExpertPager page={3} total={24} onPageChange={() => {}} copy={zh} />);
    const { previous, next } = buttons();
    expect(previous.disabled).toBe(false);
    expect(next.disabled).toBe(true);
  });

  it("next is still active when page × 8 is one short of the total (2 × 8 = 16 < 17)", () => {
    render(<ExpertPager page={2} total={17} onPageChange={() => {}} copy={zh} />);
    expect(buttons().next.disabled).toBe(false);
  });

  it("a single page (total 8) or no experts: both disabled", () => {
    const { rerender } = render(
      <ExpertPager page={1} total={8} onPageChange={() => {}} copy={zh} />,
    );
    expect(buttons().previous.disabled).toBe(true);
    expect(buttons().next.disabled).toBe(true);
    rerender(<ExpertPager page={1} total={0} onPageChange={() => {}} copy={zh} />);
    expect(buttons().next.disabled).toBe(true);
  });

  it("asks for the neighbouring page", async () => {
    const onPageChange = vi.fn();
    render(<ExpertPager page={2} total={24} onPageChange={onPageChange} copy={en} />);
    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole("button", { name: "Previous page" }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it("pages through with the keyboard; focus moves to the other button at the end", async () => {
    function Pager() {
      const [page, setPage] = useState(1);
      return <ExpertPager page={page} total={16} onPageChange={setPage} copy={zh} />;
    }
    const { container } = render(<Pager />);
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(buttons().next);
    await user.keyboard("{Enter}");
    expect(container.querySelector("[aria-live]")?.textContent).toBe("2 / 2");
    expect(buttons().next.disabled).toBe(true);
    expect(document.activeElement).toBe(buttons().previous);
  });

  it("has no serious axe violations", async () => {
    const { container } = render(
      <ExpertPager page={1} total={20} onPageChange={() => {}} copy={zh} />,
    );
    await expectNoAxeViolations(container);
  });
});
