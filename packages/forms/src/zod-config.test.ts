import { z } from "zod";
import { describe, expect, it } from "vitest";
import { consultationSchema } from "./consultation";

describe("zod configuration", () => {
  it("builds schemas without the eval-based JIT, which the site's CSP forbids", () => {
    consultationSchema("zh");
    expect(z.config().jitless).toBe(true);
  });
});
