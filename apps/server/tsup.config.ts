import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/main.ts"],
  format: ["esm"],
  platform: "node",
  target: "node20",
  clean: true,
  // Workspace packages are TypeScript source: bundle them; Node loads the rest from node_modules.
  noExternal: [/^@site\//],
});
