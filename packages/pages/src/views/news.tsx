import { NewsTemplate, type NewsTemplateCopy } from "@site/ui/templates";
import { usePageData } from "../page-data";
import type { PageView } from "../view-context";

export const view = ((copy, { detailHref }) => {
  const newsHref = detailHref(2);
  return function NewsPage() {
    return <NewsTemplate data={usePageData("zixun").data} copy={copy} newsHref={newsHref} />;
  };
}) satisfies PageView<NewsTemplateCopy>;
