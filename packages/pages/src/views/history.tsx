import { HistoryTemplate, type HistoryTemplateProps } from "@site/ui/templates";
import { usePageData } from "../page-data";
import type { PageView } from "../view-context";

export const view = ((copy) =>
  function HistoryPage() {
    return <HistoryTemplate data={usePageData("fazhanlicheng").data} copy={copy} />;
  }) satisfies PageView<HistoryTemplateProps["copy"]>;
