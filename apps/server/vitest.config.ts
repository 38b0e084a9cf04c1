import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "node",
    // Test files share nothing but module code: one module graph per worker saves the
    // repeated import of Fastify, Kysely and zod in every file.
    isolate: false,
  },
});
