import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TextSection } from "./text-section";

describe("TextSection", () => {
  it("shows paragraphs, points and an image with its alt", () => {
    render(
      <TextSection
        copy={{
          title: "我们能做什么",
          paragraphs: ["第一段", "第二段"],
          points: ["代理记账", "工商注册"],
          image: { src: "/a.jpg", alt: "服务大厅" },
        }}
      />,
    );
    screen.getByRole("region", { name: "我们能做什么" });
    screen.getByText("第二段");
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "代理记账",
      "工商注册",
    ]);
    screen.getByRole("img", { name: "服务大厅" });
  });

  it("renders nothing without text or image", () => {
    for (const copy of [null, undefined, { title: "T" }, { title: "T", paragraphs: [" "] }]) {
      const { container, unmount } = render(<TextSection copy={copy} />);
      expect(container.innerHTML).toBe("");
      unmount();
    }
  });
});
