import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AppLink } from "./app-link";

describe("AppLink", () => {
  it("opens another site in a new tab with noopener by default", () => {
    render(<AppLink href="https://example.com/">Example</AppLink>);
    const link = screen.getByRole("link", { name: "Example" });
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toContain("noopener");
  });

  it("keeps another site in this tab when externalInNewTab is false", () => {
    render(
      <AppLink href="https://example.com/" externalInNewTab={false}>
        Example
      </AppLink>,
    );
    const link = screen.getByRole("link", { name: "Example" });
    expect(link.getAttribute("target")).toBeNull();
    expect(link.getAttribute("rel")).toBeNull();
  });

  it("lets the caller's own target through when externalInNewTab is false", () => {
    render(
      <AppLink href="https://example.com/" externalInNewTab={false} target="_blank" rel="noopener">
        Example
      </AppLink>,
    );
    expect(screen.getByRole("link", { name: "Example" }).getAttribute("target")).toBe("_blank");
  });
});
