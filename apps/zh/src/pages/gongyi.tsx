import { newsDetailHref } from "@site/api/links";
import { useCharityData } from "@site/api/page-data";
import { CharityTemplate } from "@site/ui/templates";
import { gongyiCopy } from "../copy/gongyi";

// D7: /gongyi items open the detail page with type 3.
const newsHref = (item: { id?: number }) => newsDetailHref(item, 3);

export function GongyiPage() {
  return (
    <CharityTemplate data={{ news: useCharityData() }} copy={gongyiCopy} newsHref={newsHref} />
  );
}
