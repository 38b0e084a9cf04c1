import { GlobalLayoutTemplate, type GlobalLayoutTemplateCopy } from "@site/ui/templates";
import { usePageData } from "../page-data";
import { OfficesData } from "../seo/offices-data";
import type { PageView } from "../view-context";

export const view = ((copy) =>
  function GlobalLayoutPage() {
    return (
      <>
        <OfficesData />
        <GlobalLayoutTemplate data={usePageData("quanqiubujv").data} copy={copy} />
      </>
    );
  }) satisfies PageView<GlobalLayoutTemplateCopy>;
