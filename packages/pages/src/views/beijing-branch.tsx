import { BranchTemplate, type BranchTemplateCopy } from "@site/ui/templates";
import { usePageData } from "../page-data";
import type { PageView } from "../view-context";

export const view = ((copy) =>
  function BranchPage() {
    return <BranchTemplate data={usePageData("beijing").data} copy={copy} />;
  }) satisfies PageView<BranchTemplateCopy>;
