import { GlobalLayoutTemplate, type GlobalLayoutTemplateCopy } from "@site/ui/templates";
import { Island } from "../islands/island";
import { island as officeDirectoryIsland } from "../islands/office-directory.island";
import { usePageData } from "../page-data";
import { OfficesData } from "../seo/offices-data";
import type { PageView } from "../view-context";

export const view = ((copy) =>
  function GlobalLayoutPage() {
    const { data } = usePageData("quanqiubujv");
    return (
      <>
        <OfficesData />
        <GlobalLayoutTemplate
          data={data}
          copy={copy}
          directoryIsland={
            <Island
              island={officeDirectoryIsland}
              props={{
                offices: data.offices?.rows ?? [],
                staff: data.staff?.rows ?? [],
                staffCopy: copy.staff,
                primaryName: copy.primaryName,
                officeLinks: copy.officeLinks,
              }}
            />
          }
        />
      </>
    );
  }) satisfies PageView<GlobalLayoutTemplateCopy>;
