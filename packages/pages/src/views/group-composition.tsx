import { CompositionTemplate, type CompositionTemplateProps } from "@site/ui/templates";
import { usePageData } from "../page-data";
import type { PageView } from "../view-context";

export const view = ((copy) =>
  function CompositionPage() {
    return <CompositionTemplate data={usePageData("jituangoucheng").data} copy={copy} />;
  }) satisfies PageView<CompositionTemplateProps["copy"]>;
