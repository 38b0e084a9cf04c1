import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ServiceFlow } from "./service-flow";

describe("ServiceFlow", () => {
  it("renders the steps as an ordered list", () => {
    render(
      <ServiceFlow
        copy={{
          title: "Service flow",
          steps: [{ title: "Consult", text: "Tell us" }, { title: "Sign" }, { title: "Deliver" }],
        }}
      />,
    );
    const list = screen.getByRole("list");
    expect(list.tagName).toBe("OL");
    expect(screen.getAllByRole("heading", { level: 3 }).map((node) => node.textContent)).toEqual([
      "Consult",
      "Sign",
      "Deliver",
    ]);
    screen.getByText("Tell us");
  });

  it("renders nothing without steps", () => {
    const { container } = render(<ServiceFlow copy={{ title: "Flow", steps: null }} />);
    expect(container.innerHTML).toBe("");
  });
});
