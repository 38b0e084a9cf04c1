import type { DocumentHead } from "@site/pages/document";

/** The head of every page of this edition, in the shell and in a server render. */
export const documentHead: DocumentHead = {
  htmlLang: "zh-CN",
  // D10: every width has its own layout; the desktop one holds from 1200px.
  viewport: "width=device-width, initial-scale=1",
  icon: "/zh/favicon.svg",
  themeColor: "#a4161a",
};
