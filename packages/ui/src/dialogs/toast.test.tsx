import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toast } from "./toast";

afterEach(() => {
  vi.useRealTimers();
});

describe("Toast", () => {
  it("keeps an empty status region until there is a message", () => {
    const { rerender } = render(<Toast message={null} />);
    expect(screen.getByRole("status").textContent).toBe("");
    rerender(<Toast message="提交成功，请耐心等待" />);
    expect(screen.getByRole("status").textContent).toBe("提交成功，请耐心等待");
    expect(screen.getByRole("status").getAttribute("data-state")).toBe("open");
  });

  it("asks to be dismissed after its duration", () => {
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(<Toast message="ok" onDismiss={onDismiss} duration={3000} />);
    act(() => vi.advanceTimersByTime(2999));
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
