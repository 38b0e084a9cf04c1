import type { Decorator, Preview } from "@storybook/react-vite";
import { useEffect, type ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { configure } from "storybook/test";
import "@site/ui/styles.css";
// Both languages' stories are drawn as the editions draw them: English in Inter (issue 28).
import "@site/ui/fonts/inter.css";
import { storyLang } from "../src/support/lang";
import { storyViewports } from "../src/support/viewports";

// Play functions wait on timers (fake uploads, carousel cycles); CI runs other packages'
// tasks beside the browser, so the default 1 s for findBy/waitFor is too tight there.
configure({ asyncUtilTimeout: 8000 });

/** Router links (`<Link>`) need a router; a story may start elsewhere with `parameters.route`. */
const withRouter: Decorator = (Story, { parameters }) => (
  <MemoryRouter initialEntries={[typeof parameters.route === "string" ? parameters.route : "/"]}>
    <Story />
  </MemoryRouter>
);

/** `<html lang>` follows the toolbar language, as each edition sets it (D8). */
function DocumentLang({ lang, children }: { lang: string; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return children;
}

const withDocumentLang: Decorator = (Story, { globals }) => (
  <DocumentLang lang={storyLang(globals) === "zh" ? "zh-CN" : "en"}>
    <Story />
  </DocumentLang>
);

const preview = {
  globalTypes: {
    lang: {
      description: "Language of the sample copy (both editions share every component)",
      toolbar: {
        title: "Language",
        icon: "globe",
        items: [
          { value: "zh", title: "zh — Chinese edition" },
          { value: "en", title: "en — English edition" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { lang: "zh" },
  decorators: [withRouter, withDocumentLang],
  parameters: {
    layout: "fullscreen",
    controls: { matchers: { color: /(background|color)$/i } },
    // Every story is an axe check: any violation fails its test (issue 4 quality bar).
    a11y: { test: "error" },
    // D10's widths. A story shows a phone or tablet with
    // `globals: { viewport: { value: "phone", isRotated: false } }`; its test runs at that size too.
    viewport: { options: storyViewports },
  },
} satisfies Preview;

export default preview;
