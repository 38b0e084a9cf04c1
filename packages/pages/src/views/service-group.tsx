import type { ServiceGroupPageId } from "@site/api/type-codes";
import { ServiceGroupTemplate } from "@site/ui/templates";
import type { ServiceGroupPageCopy } from "../edition-copy";
import { useServiceGroupData } from "../page-data";
import { serviceGroupCopy } from "../service-group-copy";
import type { PageView } from "../view-context";
import { consultParts } from "./consult";

/** Spec 2.5: the accounting page alone expands its experts from the first 8 to all. */
const EXPANDABLE_EXPERTS: ReadonlySet<ServiceGroupPageId> = new Set(["kuaiji"]);

export function serviceGroupView(page: ServiceGroupPageId): PageView<ServiceGroupPageCopy> {
  const expandable = EXPANDABLE_EXPERTS.has(page);
  return (own, { edition }) => {
    const { ConsultAction, ConsultDialogHost } = consultParts(edition);
    const copy = serviceGroupCopy(page, own, edition.serviceGroups);
    return function ServiceGroupPage() {
      const { data, experts } = useServiceGroupData(page);
      return (
        <>
          <ServiceGroupTemplate
            data={data}
            copy={copy}
            experts={expandable ? experts : undefined}
            consultAction={<ConsultAction />}
          />
          <ConsultDialogHost />
        </>
      );
    };
  };
}
