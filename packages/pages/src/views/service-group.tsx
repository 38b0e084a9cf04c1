import { serviceGroupType, type ServiceGroupPageId } from "@site/api/type-codes";
import { ServiceGroupTemplate } from "@site/ui/templates";
import type { ServiceGroupPageCopy } from "../edition-copy";
import { Island } from "../islands/island";
import { island as caseListIsland } from "../islands/case-list.island";
import { island as groupExpertsIsland } from "../islands/group-experts.island";
import { usePageData } from "../page-data";
import { serviceGroupCopy } from "../service-group-copy";
import type { PageView } from "../view-context";
import { consultParts } from "./consult";

/** Spec 2.5: the accounting page alone expands its experts from the first 8 to all. */
const EXPANDABLE_EXPERTS: ReadonlySet<ServiceGroupPageId> = new Set(["kuaiji"]);

export function serviceGroupView(page: ServiceGroupPageId): PageView<ServiceGroupPageCopy> {
  const expandType = EXPANDABLE_EXPERTS.has(page) ? serviceGroupType[page] : null;
  return (own, { edition, api }) => {
    const { ConsultAction, ConsultDialogHost } = consultParts(edition, api);
    const copy = serviceGroupCopy(page, own, edition.serviceGroups);
    return function ServiceGroupPage() {
      const { data } = usePageData(page);
      const cases = (data.cases ?? []).flatMap((list) => list?.rows ?? []);
      return (
        <>
          <ServiceGroupTemplate
            data={data}
            copy={copy}
            islands={{
              experts: (
                <Island
                  island={groupExpertsIsland}
                  props={{
                    experts: data.experts?.rows ?? [],
                    total: data.experts?.total ?? 0,
                    expandType,
                    copy: copy.experts.toggle,
                    api,
                  }}
                />
              ),
              cases: <Island island={caseListIsland} props={{ cases, copy: copy.cases }} />,
            }}
            consultAction={<ConsultAction />}
          />
          <ConsultDialogHost />
        </>
      );
    };
  };
}
