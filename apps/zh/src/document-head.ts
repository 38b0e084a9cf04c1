import type { DocumentHead } from "@site/ui/document";

/** The head of every page of this edition, in the shell and in a server render. */
export const documentHead: DocumentHead = {
  htmlLang: "zh-CN",
  // Spec 2.3's minimum width; D10 (issue 15) moves this to `width=device-width`.
  viewport: "width=1200",
  icon: "/zh/favicon.svg",
  themeColor: "#a4161a",
};
