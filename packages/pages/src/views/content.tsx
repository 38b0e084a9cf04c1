import { DetailTemplate, type DetailTemplateCopy } from "@site/ui/templates";
import { useNewsDetail } from "../page-data";
import type { PageView } from "../view-context";

export const view = ((copy) =>
  function DetailPage() {
    return <DetailTemplate data={{ detail: useNewsDetail() }} copy={copy} />;
  }) satisfies PageView<DetailTemplateCopy>;
