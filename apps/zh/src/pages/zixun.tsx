import { newsDetailHref } from "@site/api/links";
import { useNewsPageData } from "@site/api/page-data";
import { NewsTemplate } from "@site/ui/templates";
import { zixunCopy } from "../copy/zixun";

// D7: news page items open the detail page with type 2.
const itemHref = (item: { id?: number }) => newsDetailHref(item, 2);

export function ZixunPage() {
  return <NewsTemplate data={useNewsPageData()} copy={zixunCopy} newsHref={itemHref} />;
}
