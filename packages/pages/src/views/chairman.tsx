import { ChairmanTemplate, type ChairmanTemplateProps } from "@site/ui/templates";
import { usePageData } from "../page-data";
import type { PageView } from "../view-context";

export const view = ((copy) =>
  function ChairmanPage() {
    return <ChairmanTemplate data={usePageData("dongshizhang").data} copy={copy} />;
  }) satisfies PageView<ChairmanTemplateProps["copy"]>;
