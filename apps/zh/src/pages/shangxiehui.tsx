import { newsDetailHref } from "@site/api/links";
import { useAssociationData } from "@site/api/page-data";
import { AssociationTemplate } from "@site/ui/templates";
import { shangxiehuiCopy } from "../copy/shangxiehui";

// D7: association news open the detail page with type 3.
const newsHref = (item: { id?: number }) => newsDetailHref(item, 3);

export function ShangxiehuiPage() {
  const { data, cooperation } = useAssociationData();
  return (
    <AssociationTemplate
      data={data}
      copy={shangxiehuiCopy}
      cooperation={cooperation}
      newsHref={newsHref}
    />
  );
}
