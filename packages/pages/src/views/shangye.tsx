import { PartnershipTemplate, type PartnershipTemplateCopy } from "@site/ui/templates";
import { usePageData } from "../page-data";
import type { PageView } from "../view-context";

export const view = ((copy) =>
  function PartnershipPage() {
    return <PartnershipTemplate data={usePageData("shangye").data} copy={copy} />;
  }) satisfies PageView<PartnershipTemplateCopy>;
