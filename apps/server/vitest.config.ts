import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "node",
    // Test files share nothing but module code: one module graph per worker saves the
    // repeated import of Fastify, Kysely and zod in every file.
    isolate: false,
    // Some tests make large images with sharp or start the whole app: seconds on a 2-core
    // machine that is also building and running browsers.
    testTimeout: 15_000,
  },
});
