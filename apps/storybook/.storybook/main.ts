import type { StorybookConfig } from "@storybook/react-vite";

const config = {
  stories: ["../src/**/*.stories.@(ts|tsx)"],
  addons: ["@storybook/addon-a11y", "@storybook/addon-vitest"],
  framework: { name: "@storybook/react-vite", options: {} },
  // The editions' copy points at the site's own media (`media("/profile/…")` → `/api/profile/…`),
  // which the server serves from its content folder, and at each edition's public files
  // (`/zh/favicon.svg`): Storybook serves the same files at the same paths.
  staticDirs: [
    { from: "../../server/content/media", to: "/api/profile" },
    { from: "../../zh/public/zh", to: "/zh" },
    { from: "../../en/public/en", to: "/en" },
  ],
  core: { disableTelemetry: true },
} satisfies StorybookConfig;

export default config;
