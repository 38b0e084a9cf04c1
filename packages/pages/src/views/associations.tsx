import { AssociationTemplate, type AssociationTemplateProps } from "@site/ui/templates";
import { Island } from "../islands/island";
import { island as cooperationIsland } from "../islands/cooperation.island";
import { usePageData } from "../page-data";
import type { PageView } from "../view-context";

export const view = ((copy, { detailHref, api }) => {
  const newsHref = detailHref(3);
  return function AssociationPage() {
    const { data } = usePageData("shangxiehui");
    return (
      <AssociationTemplate
        data={data}
        copy={copy}
        newsHref={newsHref}
        cooperationIsland={
          <Island
            island={cooperationIsland}
            props={{
              items: data.cooperation?.rows ?? [],
              total: data.cooperation?.total ?? 0,
              copy: copy.cooperation.toggle,
              api,
            }}
          />
        }
      />
    );
  };
}) satisfies PageView<AssociationTemplateProps["copy"]>;
