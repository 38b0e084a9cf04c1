import { defineConfig } from "vitest/config";

// The first lint loads the repository's ESLint config and the TypeScript parser.
export default defineConfig({ test: { testTimeout: 60_000 } });
