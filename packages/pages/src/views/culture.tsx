import { CultureTemplate, type CultureTemplateProps } from "@site/ui/templates";
import type { PageView } from "../view-context";

export const view = ((copy) =>
  function CulturePage() {
    return <CultureTemplate copy={copy} />;
  }) satisfies PageView<CultureTemplateProps["copy"]>;
