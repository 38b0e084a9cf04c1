import { AssociationTemplate, type AssociationTemplateProps } from "@site/ui/templates";
import { useAssociationData } from "../page-data";
import type { PageView } from "../view-context";

export const view = ((copy, { detailHref }) => {
  const newsHref = detailHref(3);
  return function AssociationPage() {
    const { data, cooperation } = useAssociationData();
    return (
      <AssociationTemplate data={data} copy={copy} cooperation={cooperation} newsHref={newsHref} />
    );
  };
}) satisfies PageView<AssociationTemplateProps["copy"]>;
