import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "node",
    // Test files share nothing but module code: one module graph per worker saves the
    // repeated import of Fastify, Kysely and zod in every file.
    isolate: false,
    // Some tests make large images with sharp, start the whole app or a second process:
    // seconds on a 2-core machine that is also building and running browsers, where a test
    // that takes 7 s alone has been seen to take more than twice that.
    testTimeout: 30_000,
    // Issue 25, item 6: the same suites on both engines. The PostgreSQL run needs a server
    // (SITE_TEST_DATABASE_URL; `npm test` starts one) and fails without it, never skips.
    projects: [
      { extends: true, test: { name: "sqlite", env: { SITE_TEST_ENGINE: "sqlite" } } },
      {
        extends: true,
        test: {
          name: "postgres",
          env: { SITE_TEST_ENGINE: "postgres" },
          globalSetup: ["src/test-support/postgres-run.ts"],
        },
      },
    ],
  },
});
