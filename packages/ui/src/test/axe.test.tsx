import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "./axe";

describe("expectNoAxeViolations", () => {
  it("passes an accessible fragment", async () => {
    const { container } = render(
      <form>
        <label htmlFor="n">n</label>
        <input id="n" name="n" />
        <button type="submit">ok</button>
      </form>,
    );
    await expect(expectNoAxeViolations(container)).resolves.toBeUndefined();
  });

  it("fails on a critical violation and names the rule", async () => {
    const { container } = render(
      <div>
        <button type="button" />
        {/* eslint-disable-next-line jsx-a11y/alt-text -- the violation under test */}
        <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" />
      </div>,
    );
    await expect(expectNoAxeViolations(container)).rejects.toThrow(/button-name[\s\S]*image-alt/);
  });

  it("skips the rules a caller disables", async () => {
    const { container } = render(<button type="button" />);
    await expect(
      expectNoAxeViolations(container, { disableRules: ["button-name"] }),
    ).resolves.toBeUndefined();
  });
});
